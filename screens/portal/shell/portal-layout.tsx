import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { PAGES, type PageId } from '../../../engine/pages';
import { API_ACCESS, checkAccess } from '../../../engine/rules/access';
import { portalNavigation } from '../../../engine/rules/portal-navigation';
import { faqLinkOf } from '../../../engine/rules/service-links';
import { DocumentTitle } from '../../shared/document-title';
import { LocalizedLink } from '../../shared/localized-link';
import { useNativeApp } from '../../shared/session/bearer-token-store';
import { useLogOut } from '../../shared/session/use-log-out';
import { useSessionSettings, useViewer } from '../../shared/session/viewer';
import { ServiceLink } from '../../shared/service-link';
import { ChatLauncher } from '../support-chat/chat-launcher';
import { PortalBanners } from './portal-banners';
import { SECTION_LABEL } from './section-labels';
import './portal-layout.css';

/** The section of the page shown (a booking's page is the bookings section's). */
function sectionOf(matches: ReturnType<typeof useMatches>): keyof typeof SECTION_LABEL {
  const page = (matches.at(-1)?.handle as { page?: string } | undefined)?.page;
  if (page === 'booking') return 'bookings';
  return page !== undefined && page in SECTION_LABEL ? (page as keyof typeof SECTION_LABEL) : 'bookings';
}

/** Pages of a section whose title says what they do rather than the section's name (issue 26). */
const PAGE_TITLE: Partial<Record<PageId, string>> = { bookingExtend: 'BOOKING_EXTEND_TITLE', bookingRebook: 'REBOOK_TITLE_PLAIN' };

const pageOf = (matches: ReturnType<typeof useMatches>) => (matches.at(-1)?.handle as { page?: PageId } | undefined)?.page;

/**
 * The worker area's shell (issue 10, W§2 "side panel"): the navigation, a side panel on a wide
 * screen and a menu the worker opens on a phone, then the banners and the page. The sections
 * listed are those the access table lets the worker open (engine/rules/portal-navigation.ts).
 */
export function PortalLayout() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const settings = useSessionSettings();
  const { logOut, pending } = useLogOut();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const native = useNativeApp();

  // A link followed on a phone closes the menu, so the page shows.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const navigation = portalNavigation(viewer ?? null);
  // Each page's document title is its section's name (issue 27), as the navigation says it, or its own.
  const matches = useMatches();
  const shown = pageOf(matches);
  const title = <DocumentTitle text={t((shown && PAGE_TITLE[shown]) ?? SECTION_LABEL[sectionOf(matches)])} />;
  // A native app's web view (opened with ?session=): the app has its own navigation; the page only.
  if (native) {
    return (
      <div className="portal portal--native container">
        <div className="portal__content">
          {title}
          <PortalBanners />
          <Outlet />
        </div>
      </div>
    );
  }
  return (
    <div className="portal container">
      <button
        type="button"
        className="portal__menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="portal__menu-icon" aria-hidden="true" />
        {t('PORTAL_MENU')}
      </button>
      <nav id={navId} className={`portal__nav${menuOpen ? ' portal__nav--open' : ''}`} aria-label={t('PORTAL_NAV_LABEL')}>
        <ul className="portal__nav-list">
          {navigation.sections.map((page) => (
            <li key={page}>
              <NavLink to={PAGES[page]} className="portal__nav-link">
                {t(SECTION_LABEL[page])}
              </NavLink>
            </li>
          ))}
          {navigation.education ? (
            <li>
              <LocalizedLink to={PAGES.education} className="portal__nav-link">
                {t('PORTAL_NAV_EDUCATION')}
              </LocalizedLink>
            </li>
          ) : null}
          <li>
            <ServiceLink target={faqLinkOf(settings)} className="portal__nav-link">
              {t('PORTAL_NAV_HELP')}
            </ServiceLink>
          </li>
          <li>
            <button type="button" className="portal__nav-link portal__nav-link--button" disabled={pending} onClick={() => void logOut()}>
              {t('PORTAL_NAV_LOGOUT')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="portal__content">
        {title}
        <PortalBanners />
        <Outlet />
      </div>
      {/* The live chat (W§2) is for workers: the access table's supportChat area. */}
      {viewer && checkAccess(API_ACCESS.supportChat, viewer) === null ? <ChatLauncher /> : null}
    </div>
  );
}

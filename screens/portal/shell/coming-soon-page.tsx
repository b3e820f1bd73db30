import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { PAGES } from '../../../engine/pages';
import { PORTAL_SECTIONS, type PortalSection } from '../../../engine/rules/portal-navigation';
import type { GuardedRouteHandle } from '../../app/guards/route-access';
import { SECTION_LABEL } from './section-labels';
import { SupportPhoneText } from './support-phone';
import './coming-soon-page.css';

function isSection(page: unknown): page is PortalSection {
  return (PORTAL_SECTIONS as readonly unknown[]).includes(page);
}

/**
 * A section of the worker area whose page is still being built (issue 10 allows a real "coming
 * soon" until its issue lands): its name, what to use meanwhile, and whom to call. Which section
 * is the page id of the route (`handle.page`).
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const page = useMatches()
    .map((match) => (match.handle as GuardedRouteHandle | undefined)?.page)
    .findLast(isSection);
  const section = t(SECTION_LABEL[page ?? 'bookings']);
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="coming-soon__badge">{t('COMING_SOON_TITLE')}</p>
      <h1 id="coming-soon-title">{section}</h1>
      <p>{t('COMING_SOON_SECTION', { section })}</p>
      <p>
        <SupportPhoneText i18nKey="COMING_SOON_SUPPORT" />
      </p>
      <Link className="button" to={PAGES.bookings}>
        {t('COMING_SOON_BACK')}
      </Link>
    </section>
  );
}

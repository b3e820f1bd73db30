import { useEffect, useRef, useState } from 'react';
import { useHydrating } from '../../shared/hydration';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES } from '../../../engine/pages';
import { ANALYTICS_ACCEPTED, forgetFormVisitorKey, ONLY_NECESSARY } from '../../shared/analytics-consent';
import { COOKIE_BANNER_COOKIE, readCookie, writeRegionCookie } from '../../shared/cookies';
import { useLocalizePath, usePageLanguage } from '../../shared/i18n/use-page-language';
import './cookie-banner.css';

/** The page's bottom padding that keeps the banner from covering the end of the page (its primary buttons). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * Cookie notice, one line and two buttons (compact on a phone): "Accept" (the anonymous form
 * statistics too, issue 29) or "Only necessary"; the choice is remembered for the region's
 * cookieBannerDismissalMaxAgeDays (R§4: a year). While it shows, the page gets a
 * bottom padding of its height, so nothing of the page stays hidden under it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  // Prerendered pages carry no banner (the build knows no cookie) and hydrate without one; it
  // shows right after hydration when the cookie says so. It floats over the page: nothing moves.
  const hydrating = useHydrating();
  // A choice either way ('1' accepted, as before there was a choice; '0' only the necessary cookies) hides it.
  const [dismissedNow, setDismissed] = useState(() => {
    const choice = readCookie(COOKIE_BANNER_COOKIE);
    return choice === ANALYTICS_ACCEPTED || choice === ONLY_NECESSARY;
  });
  const dismissed = hydrating || dismissedNow;
  const localize = useLocalizePath();
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (dismissed || !element) return;
    const update = () => root.style.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [dismissed]);

  const choose = (choice: typeof ANALYTICS_ACCEPTED | typeof ONLY_NECESSARY) => {
    setDismissed(true);
    if (choice === ONLY_NECESSARY) forgetFormVisitorKey();
    writeRegionCookie(queryClient, language, 'cookieBannerDismissalMaxAgeDays', COOKIE_BANNER_COOKIE, choice);
  };

  if (dismissed) return null;
  return (
    <section ref={banner} className="cookie-banner" aria-label={t('COOKIE_BANNER_LABEL')}>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">
          {t('COOKIE_BANNER_TEXT')} <a href={localize(PAGES.privacy)}>{t('COOKIE_BANNER_MORE')}</a>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => choose(ONLY_NECESSARY)}>
            {t('COOKIE_BANNER_NECESSARY_ONLY')}
          </button>
          <button type="button" className="button" onClick={() => choose(ANALYTICS_ACCEPTED)}>
            {t('COOKIE_BANNER_ACCEPT')}
          </button>
        </div>
      </div>
    </section>
  );
}

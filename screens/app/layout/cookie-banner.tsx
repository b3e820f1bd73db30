import { useEffect, useRef, useState } from 'react';
import { useHydrating } from '../hydration';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES } from '../../../engine/pages';
import { COOKIE_BANNER_COOKIE, readCookie, writeRegionCookie } from '../cookies';
import { useLocalizePath, usePageLanguage } from '../use-page-language';
import './cookie-banner.css';

/** The page's bottom padding that keeps the banner from covering the end of the page (its primary buttons). */
const HEIGHT_VARIABLE = '--cookie-banner-height';

/**
 * Cookie notice, one line and a button (compact on a phone); accepting it is remembered for
 * the region's cookieBannerDismissalMaxAgeDays (R§4: a year). While it shows, the page gets a
 * bottom padding of its height, so nothing of the page stays hidden under it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  // Prerendered pages carry no banner (the build knows no cookie) and hydrate without one; it
  // shows right after hydration when the cookie says so. It floats over the page: nothing moves.
  const hydrating = useHydrating();
  const [dismissedNow, setDismissed] = useState(() => readCookie(COOKIE_BANNER_COOKIE) === '1');
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

  if (dismissed) return null;
  return (
    <section ref={banner} className="cookie-banner" aria-label={t('COOKIE_BANNER_LABEL')}>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">
          {t('COOKIE_BANNER_TEXT')} <a href={localize(PAGES.privacy)}>{t('COOKIE_BANNER_MORE')}</a>
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDismissed(true);
            writeRegionCookie(queryClient, language, 'cookieBannerDismissalMaxAgeDays', COOKIE_BANNER_COOKIE, '1');
          }}
        >
          {t('COOKIE_BANNER_ACCEPT')}
        </button>
      </div>
    </section>
  );
}

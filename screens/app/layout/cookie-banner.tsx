import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { COOKIE_BANNER_COOKIE, readCookie, writeRegionCookie } from '../cookies';
import { usePageLanguage } from '../use-page-language';
import './cookie-banner.css';

/** Cookie notice; accepting it is remembered for the region's cookieBannerDismissalMaxAgeDays (R§4: a year). */
export function CookieBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  const [dismissed, setDismissed] = useState(() => readCookie(COOKIE_BANNER_COOKIE) === '1');
  if (dismissed) return null;
  return (
    <section className="cookie-banner" aria-label={t('COOKIE_BANNER_LABEL')}>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">{t('COOKIE_BANNER_TEXT')}</p>
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

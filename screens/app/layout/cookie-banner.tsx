import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_BANNER_COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../cookies';
import './cookie-banner.css';

/** Cookie notice; accepting it is remembered for a year (R§4). */
export function CookieBanner() {
  const { t } = useTranslation();
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
            writeCookie(COOKIE_BANNER_COOKIE, '1', ONE_YEAR_SECONDS);
            setDismissed(true);
          }}
        >
          {t('COOKIE_BANNER_ACCEPT')}
        </button>
      </div>
    </section>
  );
}

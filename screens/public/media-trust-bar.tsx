import { useTranslation } from 'react-i18next';

/** "As featured in": the media of the page's language (R§2). Renders nothing without names. */
export function MediaTrustBar({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  if (names.length === 0) return null;
  return (
    <section className="trust-bar" aria-labelledby="trust-bar-title">
      <div className="container trust-bar__inner">
        <h2 id="trust-bar-title" className="trust-bar__title">
          {t('HOME_MEDIA_TRUST_BAR_TITLE')}
        </h2>
        <ul className="trust-bar__names">
          {names.map((name) => (
            <li key={name} className="trust-bar__name">
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

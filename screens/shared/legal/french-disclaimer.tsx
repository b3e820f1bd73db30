import { useTranslation } from 'react-i18next';
import './french-disclaimer.css';

/** The official French sources the notice points to (names of sites, not translated). */
const SOURCES = [
  { label: 'impots.gouv.fr', href: 'https://www.impots.gouv.fr/' },
  { label: 'autoentrepreneur.urssaf.fr', href: 'https://www.autoentrepreneur.urssaf.fr/' },
] as const;

/**
 * R§9 "French disclaimer" (`frenchDisclaimerShown`, FR only; the spec gives no text, this is our
 * wording): the marketplace only puts independent practitioners in touch with clients, it is not
 * their employer, and the income earned through it is theirs to declare (French platforms must
 * say so to their users, article 242 bis of the General Tax Code). In the page's language: a
 * practitioner reading the portal in English or German is told the same. The caller decides from
 * the setting of its scope whether it shows; `headingLevel` fits it into the page around it.
 */
export function FrenchDisclaimer({ tone, headingLevel = 2 }: { tone: 'page' | 'footer'; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const brand = t('BRAND_NAME');
  return (
    <section className={`french-disclaimer french-disclaimer--${tone}`} aria-labelledby={`french-disclaimer-${tone}`}>
      <Heading id={`french-disclaimer-${tone}`} className="french-disclaimer__title">
        {t('FRENCH_DISCLAIMER_TITLE')}
      </Heading>
      <p>{t('FRENCH_DISCLAIMER_INTERMEDIARY', { brand })}</p>
      <p>{t('FRENCH_DISCLAIMER_OBLIGATIONS')}</p>
      <p>
        {t('FRENCH_DISCLAIMER_SOURCES')}{' '}
        {SOURCES.map((source, i) => (
          <span key={source.href}>
            {i > 0 ? ', ' : null}
            <a href={source.href} rel="noopener noreferrer" target="_blank">
              {source.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}

/*
 * What the chosen city tells an applicant on the sign-up page, from its settings (GET /api/config
 * of the city, the scope the form is composed for): the treatments it particularly looks for
 * (`targetVerticals`, R§9 "target verticals in London: facials and nails"), and in France the
 * legal disclaimer (`frenchDisclaimerShown`) before the account is created.
 */
import { useTranslation } from 'react-i18next';
import { cityName } from '../../engine/regions/city-name';
import { useConfig } from '../shared/api/get-config';
import { FrenchDisclaimer } from '../shared/legal/french-disclaimer';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import './signup-city-notes.css';

/** A vertical slug's name: the onboarding calendars' keys (massage → ONBOARDING_VERTICAL_MASSAGE). */
function verticalNameKey(slug: string): string {
  return `ONBOARDING_VERTICAL_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

function useCityConfig(cityId: string | null) {
  return useConfig(cityId ? { city_id: cityId } : null).data;
}

/**
 * "Especially wanted in London: Facials, Nails": said before the service areas are chosen, so
 * an applicant who offers several treatments knows which ones the city needs most. Nothing is
 * promised beyond that (no faster review): only the limited-demand rule counts them as high demand.
 */
export function TargetVerticalsNote({ cityId }: { cityId: string | null }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const config = useCityConfig(cityId);
  const targets = config?.keyValues.targetVerticals ?? [];
  if (!config?.city || targets.length === 0) return null;
  const city = cityName(config.city, language);
  return (
    <section className="auth-page__notice signup-target-verticals" aria-labelledby="signup-target-verticals">
      <h2 id="signup-target-verticals" className="signup-target-verticals__title">
        {t('SIGNUP_TARGET_VERTICALS_TITLE', { city })}
      </h2>
      <p>{t('SIGNUP_TARGET_VERTICALS_TEXT', { city })}</p>
      <ul className="signup-target-verticals__list">
        {targets.map((slug) => (
          <li key={slug}>{t(verticalNameKey(slug))}</li>
        ))}
      </ul>
    </section>
  );
}

/** The French legal disclaimer under the form, where the chosen city's region shows it (FR). */
export function SignupDisclaimer({ cityId }: { cityId: string | null }) {
  const config = useCityConfig(cityId);
  return config?.keyValues.frenchDisclaimerShown === true ? <FrenchDisclaimer tone="page" /> : null;
}

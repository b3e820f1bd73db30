import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { City } from '../../engine/generated/api/cities-response';
import { cityName } from '../../engine/regions/city-name';
import type { LanguageId } from '../../engine/regions/types';
import { countryForLanguage } from '../../engine/rules/language';
import { citiesOpenForSignup, groupCitiesByCountry, looksLikeEmail, signupHref } from './home-content';

export interface ApplyBoxProps {
  /** All cities; only those open for sign-up are offered. Undefined while they load. */
  cities: readonly City[] | undefined;
  citiesFailed?: boolean;
  language: LanguageId;
}

type Problems = { city?: string; email?: string };

/** City, e-mail, apply: sends the visitor to the sign-up page with both filled in (R§2). */
export function ApplyBox({ cities, citiesFailed = false, language }: ApplyBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [cityId, setCityId] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const ids = { city: useId(), email: useId(), cityError: useId(), emailError: useId(), title: useId() };

  const open = cities ? citiesOpenForSignup(cities) : [];
  const groups = groupCitiesByCountry(open, countryForLanguage(language));
  const loading = !cities && !citiesFailed;
  const unavailable = citiesFailed || (cities !== undefined && open.length === 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Problems = {};
    if (!cityId) found.city = t('HOME_APPLY_CITY_REQUIRED');
    if (!email.trim()) found.email = t('HOME_APPLY_EMAIL_REQUIRED');
    else if (!looksLikeEmail(email)) found.email = t('HOME_APPLY_EMAIL_INVALID');
    setProblems(found);
    if (found.city) {
      document.getElementById(ids.city)?.focus();
      return;
    }
    if (found.email) {
      document.getElementById(ids.email)?.focus();
      return;
    }
    void navigate(signupHref(cityId, email, language));
  };

  return (
    <section className="apply-box" id="apply" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="apply-box__title">
        {t('HOME_APPLY_TITLE')}
      </h2>
      <p className="apply-box__text">{t('HOME_APPLY_TEXT')}</p>
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={ids.city}>
            {t('HOME_APPLY_CITY_LABEL')}
          </label>
          <select
            id={ids.city}
            className="field__control"
            value={cityId}
            disabled={loading || unavailable}
            aria-invalid={problems.city ? true : undefined}
            aria-describedby={problems.city ? ids.cityError : undefined}
            onChange={(event) => setCityId(event.target.value)}
          >
            <option value="">
              {loading
                ? t('HOME_CITIES_LOADING')
                : citiesFailed
                  ? t('ERROR_LABEL_GENERIC')
                  : unavailable
                    ? t('HOME_APPLY_NO_CITIES')
                    : t('HOME_APPLY_CITY_PLACEHOLDER')}
            </option>
            {groups.map((group) => (
              <optgroup key={group.country_id} label={t(`COUNTRY_${group.country_id}`, { defaultValue: group.country_id })}>
                {group.cities.map((city) => (
                  <option key={city.id} value={city.id}>
                    {cityName(city, language)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {problems.city ? (
            <p className="field__error" id={ids.cityError}>
              {problems.city}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.email}>
            {t('HOME_APPLY_EMAIL_LABEL')}
          </label>
          <input
            id={ids.email}
            className="field__control"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('HOME_APPLY_EMAIL_PLACEHOLDER')}
            value={email}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? ids.emailError : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problems.email ? (
            <p className="field__error" id={ids.emailError}>
              {problems.email}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--accent button--block" disabled={unavailable}>
          {t('HOME_APPLY_BUTTON')}
        </button>
      </form>
    </section>
  );
}

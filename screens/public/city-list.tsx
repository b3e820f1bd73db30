import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import type { City } from '../../engine/generated/api/cities-response';
import { cityName } from '../../engine/regions/city-name';
import { groupCitiesByCountry } from './home-content';

/** Every city we work in, under its country's name (R§2). */
export function CityList({ cities, firstCountry }: { cities: readonly City[]; firstCountry?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <div className="city-list">
      {groupCitiesByCountry(cities, firstCountry).map((group) => {
        const headingId = `cities-${group.country_id}`;
        return (
          <section key={group.country_id} className="city-list__country" aria-labelledby={headingId}>
            <h3 id={headingId} className="city-list__country-name">
              {t(`COUNTRY_${group.country_id}`, { defaultValue: group.country_id })}
            </h3>
            <ul className="city-list__cities">
              {group.cities.map((city) => (
                <li key={city.id} className="city-list__city">
                  <span className="city-list__city-name">{cityName(city, language)}</span>
                  {city.openForSignup ? <span className="city-list__badge">{t('HOME_CITY_RECRUITING')}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

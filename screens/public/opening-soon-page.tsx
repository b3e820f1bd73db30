import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../app/use-page-language';
import { PAGES } from '../../engine/pages';
import { cityName } from '../../engine/regions/city-name';
import { useCities } from '../app/api/get-cities';
import { LocalizedLink } from '../app/localized-link';
import { useMe } from '../app/session/get-me';
import './simple-page.css';

/**
 * The education portal until its issue lands (12): an honest page instead of a 404 behind every
 * student's home. It says what is
 * coming and gives what helps today: the support lines of our cities.
 */
function OpeningSoon({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const cities = useCities().data ?? [];
  const signedIn = Boolean(useMe().data);
  return (
    <section className="simple-page container" aria-labelledby="opening-soon-title">
      <p className="simple-page__eyebrow">{t('COMING_SOON_TITLE')}</p>
      <h1 id="opening-soon-title">{title}</h1>
      <p>{body}</p>
      {cities.length > 0 ? (
        <>
          <h2>{t('OPENING_SOON_SUPPORT_TITLE')}</h2>
          <ul className="simple-page__list">
            {cities.map((city) => (
              <li key={city.id}>
                {cityName(city, language)}: <a href={city.telephoneLink}>{city.telephoneHuman}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <LocalizedLink className="button" to={PAGES.home}>
          {t(signedIn ? 'HEADER_MY_HOME' : 'OPENING_SOON_HOME')}
        </LocalizedLink>
      </p>
    </section>
  );
}

export function EducationOpeningSoonPage() {
  const { t } = useTranslation();
  return <OpeningSoon title={t('PORTAL_NAV_EDUCATION')} body={t('OPENING_SOON_EDUCATION_BODY')} />;
}

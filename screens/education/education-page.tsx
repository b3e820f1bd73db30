import { useTranslation } from 'react-i18next';
import { PAGES, pageHref, pagePath } from '../../engine/pages';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { useMe } from '../shared/session/get-me';
import { LoadingState } from '../ui/status';
import { useCourseCategories, useFeaturedSchools } from './api/education-api';
import { EducationGate } from './education-gate';
import type { EducationCountry } from './use-education-region';
import { EducationSearch } from './search-box';
import { SchoolCard } from './school-card';

/**
 * (L)/education (R§2 "Education home"): featured schools and featured course categories, the ways
 * into the school and course lists, a search box, and the student sign-up and login calls to action.
 */
export function EducationPage() {
  const { t } = useTranslation();
  return <EducationGate title={t('EDUCATION_TITLE')}>{(_settings, country) => <EducationHome country={country} />}</EducationGate>;
}

function EducationHome({ country }: { country: EducationCountry }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const schools = useFeaturedSchools(language, country);
  const categories = useCourseCategories(language);
  const loggedIn = Boolean(useMe().data);
  const featuredCategories = (categories.data?.courseCategories ?? []).filter((category) => category.featured);
  return (
    <>
      <header className="education-hero">
        <h1>{t('EDUCATION_TITLE')}</h1>
        <p className="education-hero__lead">{t('EDUCATION_LEAD')}</p>
        <div className="education-hero__actions">
          <LocalizedLink className="button" to={PAGES.educationSchools}>
            {t('EDUCATION_BROWSE_SCHOOLS')}
          </LocalizedLink>
          <LocalizedLink className="button button--secondary" to={PAGES.educationCourses}>
            {t('EDUCATION_BROWSE_COURSES')}
          </LocalizedLink>
        </div>
      </header>

      <EducationSearch country={country} />

      <h2>{t('EDUCATION_FEATURED_SCHOOLS')}</h2>
      {schools.isPending ? (
        <LoadingState label={t('EDUCATION_LOADING')} />
      ) : (
        <ul className="education-cards">
          {(schools.data ?? []).map((school) => (
            <li key={school.id}>
              <SchoolCard school={school} />
            </li>
          ))}
        </ul>
      )}

      <h2>{t('EDUCATION_FEATURED_CATEGORIES')}</h2>
      <ul className="education-categories">
        {featuredCategories.map((category) => (
          <li key={category.id} className="education-category">
            <LocalizedLink className="education-category__name" to={pageHref(PAGES.educationCourses, { category: category.id })}>
              {category.name}
            </LocalizedLink>
            <p>{category.description}</p>
            <p className="education-muted">
              {t('EDUCATION_COURSES_COUNT', { count: category.coursesCount })} ·{' '}
              <LocalizedLink
                to={pageHref(PAGES.educationSchools, {
                  categories: category.id,
                })}
              >
                {t('EDUCATION_SCHOOLS_TEACHING')}
              </LocalizedLink>
            </p>
          </li>
        ))}
      </ul>

      {loggedIn ? null : (
        <aside className="education-students" aria-labelledby="education-students-title">
          <h2 id="education-students-title">{t('EDUCATION_STUDENTS_TITLE')}</h2>
          <p>{t('EDUCATION_STUDENTS_BODY')}</p>
          <div className="education-hero__actions">
            <LocalizedLink className="button" to={PAGES.studentsSignup}>
              {t('EDUCATION_STUDENTS_SIGNUP')}
            </LocalizedLink>
            <LocalizedLink className="button button--secondary" to={PAGES.studentsLogin}>
              {t('EDUCATION_STUDENTS_LOGIN')}
            </LocalizedLink>
          </div>
        </aside>
      )}
      <p className="education-muted">
        <LocalizedLink to={pagePath('educationSchools')}>{t('EDUCATION_ALL_SCHOOLS')}</LocalizedLink>
      </p>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PAGES } from '../../engine/pages';
import { apiErrorStatus } from '../shared/api/api-client';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { DocumentTitle } from '../shared/document-title';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useCourseCategories, useSchool } from './api/education-api';
import { ContentLanguageNote, useForeignLang, useLevelName } from './content-language';
import { CategorySelect, CourseList } from './course-list';
import { EducationGate } from './education-gate';

/**
 * (L)/education/massage-schools/{slug} (R§2 "School page"): logo, picture, descriptions, a link to
 * its site and its cities; its courses filterable by category (kept in the URL), loading on scroll.
 */
export function SchoolPage() {
  return <EducationGate>{(settings, country) => <School settings={settings} country={country} />}</EducationGate>;
}

function School({ settings, country }: Pick<Parameters<typeof CourseList>[0], 'settings' | 'country'>) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const slug = useParams().slug ?? '';
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const school = useSchool(slug, language);
  const categories = useCourseCategories(language);
  const levelName = useLevelName();
  const lang = useForeignLang(school.data?.school.language ?? language);
  if (school.isPending) {
    return (
      <>
        <DocumentTitle text={t('EDUCATION_SCHOOLS_TITLE')} />
        <LoadingState label={t('EDUCATION_LOADING')} />
      </>
    );
  }
  if (school.isError) {
    const notFound = apiErrorStatus(school.error) === 404;
    return notFound ? (
      <EmptyState>
        <DocumentTitle text={t('EDUCATION_SCHOOL_NOT_FOUND')} />
        <h1>{t('EDUCATION_SCHOOL_NOT_FOUND')}</h1>
        <p>
          <LocalizedLink to={PAGES.educationSchools}>{t('EDUCATION_ALL_SCHOOLS')}</LocalizedLink>
        </p>
      </EmptyState>
    ) : (
      <>
        <DocumentTitle text={t('EDUCATION_SCHOOLS_TITLE')} />
        <ErrorState
          message={loadErrorLabel(school.error, t, (key) => i18n.exists(key))}
          retryLabel={t('EDUCATION_RETRY')}
          onRetry={retryHelps(school.error) ? () => void school.refetch() : undefined}
        />
      </>
    );
  }
  const { school: info, cities } = school.data;
  return (
    <>
      <DocumentTitle text={info.name} />
      <p className="education-back">
        <LocalizedLink to={PAGES.educationSchools}>{t('EDUCATION_ALL_SCHOOLS')}</LocalizedLink>
      </p>
      {info.imageUrl ? <img className="school-page__image" src={info.imageUrl} alt="" /> : null}
      <header className="school-page__header">
        {info.logoUrl ? (
          <img className="school-page__logo" src={info.logoUrl} alt={t('EDUCATION_LOGO_ALT', { name: info.name })} width={72} height={72} />
        ) : null}
        <div>
          <h1>{info.name}</h1>
          <p className="education-muted" lang={lang}>
            {info.shortDescription}
          </p>
        </div>
      </header>
      <ContentLanguageNote language={info.language} />
      <p lang={lang}>{info.description}</p>
      <dl className="school-page__facts">
        <dt>{t('EDUCATION_SCHOOL_CITIES')}</dt>
        <dd>{cities.map((city) => city.name).join(', ')}</dd>
        <dt>{t('EDUCATION_SCHOOL_LEVELS')}</dt>
        <dd>{info.levels.map(levelName).join(', ')}</dd>
      </dl>
      {info.url ? (
        <p>
          <a className="button button--secondary" href={info.url} target="_blank" rel="noopener noreferrer">
            {t('EDUCATION_SCHOOL_WEBSITE')}
          </a>
        </p>
      ) : null}
      <h2>{t('EDUCATION_SCHOOL_COURSES', { count: info.coursesCount })}</h2>
      <div className="education-filters">
        <CategorySelect
          value={category}
          categories={categories.data?.courseCategories ?? []}
          onChange={(value) =>
            setParams(value === '' ? {} : { category: value }, {
              replace: true,
            })
          }
        />
      </div>
      <CourseList key={category} filter={category === '' ? { school: slug } : { school: slug, category }} settings={settings} country={country} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { ConfigResponse } from '../../engine/generated/api/config-response';
import { pagePath } from '../../engine/pages';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { hasMorePages } from '../../engine/rules/ratings';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { useInfiniteScroll } from '../shared/use-infinite-scroll';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useCourses } from './api/education-api';
import { ContentLanguageNote, useLevelName } from './content-language';
import type { EducationCountry } from './use-education-region';

/** Courses of a category and/or a school (R§3: name, school, campus, level, link), loading on scroll (R§4). */
export function CourseList({
  filter,
  settings,
  country,
}: {
  filter: { category?: string; school?: string };
  settings: ConfigResponse['keyValues'];
  /** The reader's education country: its schools' courses first (issue 27). */
  country: EducationCountry;
}) {
  const { t, i18n } = useTranslation();
  const pageLanguage = usePageLanguage();
  const levelName = useLevelName();
  const courses = useCourses(filter, settings.listPageSize ?? 15, country);
  const pages = courses.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.courses);
  const total = pages.at(-1)?.total ?? 0;
  const fetchNext = () => void courses.fetchNextPage();
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasMorePages(loaded.length, total) && courses.hasNextPage,
    loading: courses.isFetching,
    loadMore: fetchNext,
    throttleMs: settings.infiniteScrollThrottleMs ?? 200,
    delayMs: settings.scrollDelayMs ?? 250,
  });
  if (courses.isPending) return <LoadingState label={t('EDUCATION_LOADING')} />;
  if (courses.isError) {
    return (
      <ErrorState
        message={loadErrorLabel(courses.error, t, (key) => i18n.exists(key))}
        retryLabel={t('EDUCATION_RETRY')}
        onRetry={retryHelps(courses.error) ? () => void courses.refetch() : undefined}
      />
    );
  }
  if (total === 0) {
    return (
      <EmptyState>
        <p>{t('EDUCATION_COURSES_EMPTY')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="education-courses" aria-label={t('EDUCATION_COURSES_TITLE')}>
        {loaded.map((course) => (
          <li key={course.id} className="course-card">
            <h3 className="course-card__name" lang={course.language === pageLanguage ? undefined : bcp47ForLanguage(course.language)}>
              {course.name}
            </h3>
            <p className="education-muted">
              {filter.school ? null : (
                <>
                  <LocalizedLink
                    to={pagePath('educationSchool', {
                      slug: course.school.slug,
                    })}
                  >
                    {course.school.name}
                  </LocalizedLink>
                  {' · '}
                </>
              )}
              {course.campus} · {course.level === null ? null : levelName(course.level)}
            </p>
            <p lang={course.language === pageLanguage ? undefined : bcp47ForLanguage(course.language)}>{course.description}</p>
            <ContentLanguageNote language={course.language} />
            {course.url ? (
              <a href={course.url} target="_blank" rel="noopener noreferrer">
                {t('EDUCATION_COURSE_LINK')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="education-sentinel" aria-hidden="true" />
      <div className="education-more" role="status" aria-live="polite">
        {courses.isFetchingNextPage ? <span>{t('EDUCATION_LOADING_MORE')}</span> : null}
        {courses.isFetchNextPageError ? (
          <button type="button" className="button button--secondary" onClick={fetchNext}>
            {t('EDUCATION_RETRY')}
          </button>
        ) : null}
        <span data-testid="courses-shown">{t('EDUCATION_COURSES_SHOWN', { shown: loaded.length, count: total })}</span>
      </div>
    </>
  );
}

/** The category choice of a course list, kept in the URL's `category`. */
export function CategorySelect({
  value,
  categories,
  onChange,
}: {
  value: string;
  categories: ReadonlyArray<{ id: string; name: string }>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="education-filters__single">
      <span>{t('EDUCATION_FILTER_CATEGORY')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('EDUCATION_FILTER_ANY_CATEGORY')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { categoryList } from '../../engine/rules/education';
import { hasMorePages } from '../../engine/rules/ratings';
import type { ConfigResponse } from '../../engine/generated/api/config-response';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { useInfiniteScroll } from '../shared/use-infinite-scroll';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useFacets, useSchools, type SchoolFilters } from './api/education-api';
import { useLevelName } from './content-language';
import { EducationGate } from './education-gate';
import { SchoolCard } from './school-card';
import type { EducationCountry } from './use-education-region';

/**
 * (L)/education/massage-schools (R§2 "School list"): filters level, location and course categories
 * kept in the URL (a filtered list can be shared), the next 15 loading as the end of the list
 * scrolls into view until the loaded count reaches the total (R§4).
 */
export function SchoolsPage() {
  const { t } = useTranslation();
  return <EducationGate title={t('EDUCATION_SCHOOLS_TITLE')}>{(settings, country) => <SchoolList settings={settings} country={country} />}</EducationGate>;
}

function SchoolList({ settings, country }: { settings: ConfigResponse['keyValues']; country: EducationCountry }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const filters: SchoolFilters = {
    level: params.get('level') ?? undefined,
    location: params.get('location') ?? undefined,
    categories: categoryList(params.get('categories')).join(',') || undefined,
  };
  const chosen = new Set(categoryList(filters.categories));
  const facets = useFacets(language);
  const levelName = useLevelName();
  const schools = useSchools(filters, settings.listPageSize ?? 15, language, country);
  const pages = schools.data?.pages ?? [];
  const loaded = pages.flatMap((page) => page.schools);
  const total = pages.at(-1)?.total ?? 0;
  const fetchNext = () => void schools.fetchNextPage();
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    hasMore: hasMorePages(loaded.length, total) && schools.hasNextPage,
    loading: schools.isFetching,
    loadMore: fetchNext,
    throttleMs: settings.infiniteScrollThrottleMs ?? 200,
    delayMs: settings.scrollDelayMs ?? 250,
  });

  // Two quick changes (a city, then a category before the city's navigation has rendered) must
  // both stay: each change starts from the filters last asked for, not only the rendered ones.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const setFilter = (name: keyof SchoolFilters, value: string) => {
    const next = new URLSearchParams(asked.current ?? params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    asked.current = next;
    setParams(next, { replace: true });
  };
  const toggleCategory = (id: string) => {
    const next = new Set(categoryList((asked.current ?? params).get('categories')));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setFilter('categories', [...next].join(','));
  };

  return (
    <>
      <h1>{t('EDUCATION_SCHOOLS_TITLE')}</h1>
      <form className="education-filters" aria-label={t('EDUCATION_FILTERS')} onSubmit={(event) => event.preventDefault()}>
        <label>
          <span>{t('EDUCATION_FILTER_LOCATION')}</span>
          <select value={filters.location ?? ''} onChange={(event) => setFilter('location', event.target.value)}>
            <option value="">{t('EDUCATION_FILTER_ANY_CITY')}</option>
            {(facets.data?.cities ?? []).map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('EDUCATION_FILTER_LEVEL')}</span>
          <select value={filters.level ?? ''} onChange={(event) => setFilter('level', event.target.value)}>
            <option value="">{t('EDUCATION_FILTER_ANY_LEVEL')}</option>
            {(facets.data?.levels ?? []).map((level) => (
              <option key={level} value={level}>
                {levelName(level)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="education-filters__categories">
          <legend>{t('EDUCATION_FILTER_CATEGORIES')}</legend>
          {(facets.data?.courseCategories ?? []).map((category) => (
            <label key={category.id} className="education-check">
              <input type="checkbox" checked={chosen.has(category.id)} onChange={() => toggleCategory(category.id)} />
              <span>{category.name}</span>
            </label>
          ))}
        </fieldset>
      </form>

      {schools.isPending ? (
        <LoadingState label={t('EDUCATION_LOADING')} />
      ) : schools.isError ? (
        <ErrorState
          message={loadErrorLabel(schools.error, t, (key) => i18n.exists(key))}
          retryLabel={t('EDUCATION_RETRY')}
          onRetry={retryHelps(schools.error) ? () => void schools.refetch() : undefined}
        />
      ) : total === 0 ? (
        <EmptyState>
          <p>{t('EDUCATION_SCHOOLS_EMPTY')}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="education-cards" aria-label={t('EDUCATION_SCHOOLS_TITLE')}>
            {loaded.map((school) => (
              <li key={school.id}>
                <SchoolCard school={school} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="education-sentinel" aria-hidden="true" />
          <div className="education-more" role="status" aria-live="polite">
            {schools.isFetchingNextPage ? <span>{t('EDUCATION_LOADING_MORE')}</span> : null}
            {schools.isFetchNextPageError ? (
              <button type="button" className="button button--secondary" onClick={fetchNext}>
                {t('EDUCATION_RETRY')}
              </button>
            ) : null}
            <span data-testid="schools-shown">
              {t('EDUCATION_SCHOOLS_SHOWN', {
                shown: loaded.length,
                count: total,
              })}
            </span>
          </div>
        </>
      )}
    </>
  );
}

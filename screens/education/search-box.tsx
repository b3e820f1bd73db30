import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, pagePath } from '../../engine/pages';
import { loadErrorLabel } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useEducationSearch } from './api/education-api';
import type { EducationCountry } from './use-education-region';
import { Highlighted } from './highlighted';

/** Full-text search across schools and courses, the words found highlighted (issue 12). */
export function EducationSearch({ country }: { country?: EducationCountry }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [words, setWords] = useState('');
  const search = useEducationSearch(words, country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setWords(draft.trim());
  };
  const results = search.data;
  return (
    <div className="education-search">
      <form role="search" className="education-search__form" onSubmit={submit}>
        <label htmlFor="education-search-input" className="education-search__label">
          {t('EDUCATION_SEARCH_LABEL')}
        </label>
        <div className="education-search__row">
          <input
            id="education-search-input"
            type="search"
            value={draft}
            maxLength={120}
            placeholder={t('EDUCATION_SEARCH_PLACEHOLDER')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button">
            {t('EDUCATION_SEARCH_SUBMIT')}
          </button>
        </div>
      </form>
      {words === '' ? null : search.isPending ? (
        <LoadingState label={t('EDUCATION_LOADING')} />
      ) : search.isError ? (
        <ErrorState message={loadErrorLabel(search.error, t, (key) => i18n.exists(key))} />
      ) : results && results.schools.length + results.courses.length === 0 ? (
        <EmptyState>
          <p>{t('EDUCATION_SEARCH_EMPTY', { words })}</p>
        </EmptyState>
      ) : results ? (
        <div className="education-search__results" aria-label={t('EDUCATION_SEARCH_RESULTS')}>
          {results.schools.length > 0 ? (
            <>
              <h3>{t('EDUCATION_SEARCH_SCHOOLS')}</h3>
              <ul className="education-search__list">
                {results.schools.map((school) => (
                  <li key={school.slug}>
                    <LocalizedLink className="education-search__title" to={pagePath('educationSchool', { slug: school.slug })}>
                      <Highlighted parts={school.name} />
                    </LocalizedLink>
                    <p>
                      <Highlighted parts={school.excerpt} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {results.courses.length > 0 ? (
            <>
              <h3>{t('EDUCATION_SEARCH_COURSES')}</h3>
              <ul className="education-search__list">
                {results.courses.map((course) => (
                  <li key={course.id}>
                    <span className="education-search__title">
                      <Highlighted parts={course.name} />
                    </span>{' '}
                    <LocalizedLink
                      to={pagePath('educationSchool', {
                        slug: course.school.slug,
                      })}
                    >
                      {course.school.name}
                    </LocalizedLink>
                    <p>
                      <Highlighted parts={course.excerpt} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <p className="education-search__more">
        <LocalizedLink to={PAGES.educationCourses}>{t('EDUCATION_ALL_COURSES')}</LocalizedLink>
      </p>
    </div>
  );
}

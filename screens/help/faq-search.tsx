/**
 * The help centre's search box and results (R§2): full-text search in the page's language; the
 * words the search matched come back as marked segments and are shown in <mark>, as text only.
 */
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqSearchResponse } from '../../engine/generated/api/faq-search-response';
import { pagePath } from '../../engine/pages';
import { useFaqSearch } from '../shared/faq/api';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';

function Highlighted({ segments }: { segments: FaqSearchResponse['results'][number]['title'] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  );
}

export function FaqSearch({ keep }: { keep: (path: string) => string }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const inputId = useId();
  const [words, setWords] = useState('');
  const deferred = useDeferredValue(words);
  const search = useFaqSearch(deferred, language);
  const active = deferred.trim().length >= 2;

  return (
    <section className="faq-search" aria-label={t('FAQ_SEARCH_LABEL')}>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{t('FAQ_SEARCH_LABEL')}</label>
        <input id={inputId} type="search" value={words} maxLength={100} placeholder={t('FAQ_SEARCH_PLACEHOLDER')} onChange={(event) => setWords(event.target.value)} />
      </form>
      {!active ? null : search.isPending ? (
        <LoadingState label={t('FAQ_SEARCHING')} />
      ) : search.isError ? (
        <ErrorState message={loadErrorLabel(search.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(search.error) ? () => void search.refetch() : undefined} />
      ) : search.data.results.length === 0 ? (
        <EmptyState>{t('FAQ_SEARCH_EMPTY', { words: deferred.trim() })}</EmptyState>
      ) : (
        <div data-testid="faq-search-results">
          <p className="faq-search__count" aria-live="polite">
            {t('FAQ_SEARCH_COUNT', { count: search.data.results.length })}
          </p>
          <ol className="faq-search__results">
            {search.data.results.map((result) => (
              <li key={result.id}>
                <LocalizedLink to={keep(pagePath('faqArticle', { slug: result.slug }))} className="faq-search__title">
                  <Highlighted segments={result.title} />
                </LocalizedLink>
                <span className="faq-search__category">{result.category}</span>
                <p className="faq-search__excerpt">
                  <Highlighted segments={result.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

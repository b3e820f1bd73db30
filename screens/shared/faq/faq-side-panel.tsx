/**
 * The FAQ side panel (R§2 "The FAQ has a side panel used on the promote-profile page"): the
 * articles of one category, each opening in the panel itself (one at a time, a disclosure button
 * per title), so the person reads the answer without leaving the page; a link to the whole help
 * centre below. Nothing when the region names no category (AT has no promote category) or the call fails.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '../../../engine/regions/types';
import { PAGES, pagePath } from '../../../engine/pages';
import { ErrorState, LoadingState } from '../../ui/status';
import { loadErrorLabel } from '../error-label';
import { LocalizedLink } from '../localized-link';
import { usePageLanguage } from '../i18n/use-page-language';
import { useFaqArticle, useFaqCategoryArticles } from './api';
import { FaqArticleBody } from './faq-article-body';
import { useFaqState } from './use-faq-state';
import './faq-side-panel.css';

/** One opened article: its text, in the page's language (or the English one, which says so by its lang). */
function PanelArticle({ slug, language, id }: { slug: string; language: LanguageId; id: string }) {
  const { t, i18n } = useTranslation();
  const article = useFaqArticle(slug, language);
  let body: React.ReactNode;
  if (article.isPending) body = <LoadingState label={t('FAQ_LOADING')} />;
  else if (article.isError) body = <ErrorState message={loadErrorLabel(article.error, t, (key) => i18n.exists(key))} />;
  else {
    const shown = article.data.article;
    body = (
      <div lang={shown.language.replace('_', '-')}>
        <FaqArticleBody content={shown.content} />
        <LocalizedLink className="faq-side-panel__open" to={pagePath('faqArticle', { slug })}>
          {t('FAQ_SIDE_PANEL_OPEN_ARTICLE')}
        </LocalizedLink>
      </div>
    );
  }
  return (
    <div id={id} className="faq-side-panel__article">
      {body}
    </div>
  );
}

export function FaqSidePanel({ categoryId, title }: { categoryId: number | null | undefined; title: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const tag = useFaqState();
  const faq = useFaqCategoryArticles(categoryId, language, tag);
  const [open, setOpen] = useState<string | null>(null);
  const idPrefix = useId();
  if (typeof categoryId !== 'number' || faq.isError) return null;
  return (
    <section className="faq-side-panel" aria-labelledby="faq-side-panel-title" data-testid="faq-side-panel">
      <h2 id="faq-side-panel-title">{title}</h2>
      {faq.isPending ? (
        <LoadingState label={t('FAQ_LOADING')} />
      ) : (
        <ul className="faq-side-panel__list">
          {faq.data.articles.map((article) => {
            const expanded = open === article.slug;
            const regionId = `${idPrefix}-${article.id}`;
            return (
              <li key={article.id}>
                <button
                  type="button"
                  className="faq-side-panel__question"
                  aria-expanded={expanded}
                  aria-controls={expanded ? regionId : undefined}
                  onClick={() => setOpen(expanded ? null : article.slug)}
                >
                  {article.title}
                </button>
                {expanded ? <PanelArticle slug={article.slug} language={language} id={regionId} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      <LocalizedLink className="faq-side-panel__all" to={PAGES.faq}>
        {t('FAQ_SIDE_PANEL_ALL')}
      </LocalizedLink>
    </section>
  );
}

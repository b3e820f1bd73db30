/**
 * The FAQ side panel (R§2 "The FAQ has a side panel used on the promote-profile page"): the
 * articles of one category, each opening the article page, and a link to the whole help centre.
 * Nothing when the region names no category (AT has no promote category) or the call fails.
 */
import { useTranslation } from 'react-i18next';
import { PAGES, pagePath } from '../../../engine/pages';
import { LoadingState } from '../../ui/status';
import { LocalizedLink } from '../localized-link';
import { usePageLanguage } from '../use-page-language';
import { useFaqCategoryArticles } from './api';
import { useFaqState } from './use-faq-state';
import './faq-side-panel.css';

export function FaqSidePanel({ categoryId, title }: { categoryId: number | null | undefined; title: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const tag = useFaqState();
  const faq = useFaqCategoryArticles(categoryId, language, tag);
  if (typeof categoryId !== 'number' || faq.isError) return null;
  return (
    <section className="faq-side-panel" aria-labelledby="faq-side-panel-title" data-testid="faq-side-panel">
      <h2 id="faq-side-panel-title">{title}</h2>
      {faq.isPending ? (
        <LoadingState label={t('FAQ_LOADING')} />
      ) : (
        <ul className="faq-side-panel__list">
          {faq.data.articles.map((article) => (
            <li key={article.id}>
              <LocalizedLink to={pagePath('faqArticle', { slug: article.slug })}>{article.title}</LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      <LocalizedLink className="faq-side-panel__all" to={PAGES.faq}>
        {t('FAQ_SIDE_PANEL_ALL')}
      </LocalizedLink>
    </section>
  );
}

/**
 * The help centre (R§2 "FAQ categories"): /faq and /faq/categories/{id}. A search box, the
 * categories (a list beside the articles on wide screens, a dropdown on mobile) and the articles of
 * the selected one; the categories and articles for the visitor's FAQ state (R§4, or the `tag`
 * query) come first. /faq selects the first category, or the region's sign-up category
 * (signupFaqApplicationCategoryId, UK 5) before an application. Shown to everyone.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pagePath } from '../../engine/pages';
import { countryForLanguage } from '../../engine/rules/language';
import { useConfig } from '../shared/api/get-config';
import { useFaqCategories, useFaqCategoryArticles } from '../shared/faq/api';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { DocumentTitle } from '../shared/document-title';
import { LocalizedLink } from '../shared/localized-link';
import { useLocalizePath, usePageLanguage } from '../shared/i18n/use-page-language';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { FaqPopup } from './faq-popup';
import { HelpContact } from './help-contact';
import { useFaqQuery } from './faq-query';
import { FaqSearch } from './faq-search';
import './help-centre.css';

function CategoryArticles({ categoryId, keep }: { categoryId: number; keep: (path: string) => string }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const { tag } = useFaqQuery();
  const articles = useFaqCategoryArticles(categoryId, language, tag);
  if (articles.isPending) return <LoadingState label={t('FAQ_LOADING')} />;
  if (articles.isError) {
    return <ErrorState message={loadErrorLabel(articles.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(articles.error) ? () => void articles.refetch() : undefined} />;
  }
  const { category } = articles.data;
  // A badge tells apart the articles for the visitor's state; when every article is, it says nothing.
  const mixed = articles.data.articles.some((a) => a.forTag) && articles.data.articles.some((a) => !a.forTag);
  return (
    <section className="help-centre__articles" aria-labelledby="help-centre-category">
      <h2 id="help-centre-category">{category.name}</h2>
      {articles.data.fallback ? <p className="help-centre__notice">{t('FAQ_FALLBACK_NOTICE')}</p> : null}
      {articles.data.articles.length === 0 ? (
        <EmptyState>{t('FAQ_CATEGORY_EMPTY')}</EmptyState>
      ) : (
        <ul className="help-centre__article-list">
          {articles.data.articles.map((article) => (
            <li key={article.id}>
              <LocalizedLink to={keep(pagePath('faqArticle', { slug: article.slug }))}>{article.title}</LocalizedLink>
              {mixed && article.forTag ? <span className="help-centre__for-you">{t('FAQ_FOR_YOU')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HelpCentrePage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const params = useParams();
  const selectId = useId();
  const { tag, isNative, keep } = useFaqQuery();
  const categories = useFaqCategories(language, tag);
  const settings = useConfig({ country_id: countryForLanguage(language) }).data?.keyValues;

  let body: React.ReactNode;
  // The title names the category shown (a /faq/categories/{id} page), else the help centre.
  let title = t('FAQ_TITLE');
  if (categories.isPending) body = <LoadingState label={t('FAQ_LOADING')} />;
  else if (categories.isError) {
    body = <ErrorState message={loadErrorLabel(categories.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(categories.error) ? () => void categories.refetch() : undefined} />;
  } else if (categories.data.categories.length === 0) body = <EmptyState>{t('FAQ_EMPTY')}</EmptyState>;
  else {
    const list = categories.data.categories;
    const asked = params.id === undefined ? undefined : Number(params.id);
    const signup = tag === 'pre-application' ? settings?.signupFaqApplicationCategoryId : null;
    // A category of another language (a link from another page) is answered in this one by the API.
    const selected = asked ?? list.find((c) => c.id === signup)?.id ?? list[0].id;
    const categoryPath = (id: number) => keep(pagePath('faqCategory', { id: String(id) }));
    const shownCategory = params.id === undefined ? undefined : list.find((c) => c.id === selected);
    if (shownCategory) title = `${shownCategory.name} · ${t('FAQ_TITLE')}`;
    body = (
      <div className="help-centre__layout">
        <nav className="help-centre__categories" aria-label={t('FAQ_CATEGORIES')}>
          <label className="help-centre__select-label" htmlFor={selectId}>
            {t('FAQ_CATEGORIES')}
          </label>
          <select id={selectId} className="help-centre__select" value={selected} onChange={(event) => void navigate(localize(categoryPath(Number(event.target.value))))}>
            {list.some((c) => c.id === selected) ? null : <option value={selected}>{t('FAQ_THIS_CATEGORY')}</option>}
            {list.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <ul className="help-centre__category-list">
            {list.map((category) => (
              <li key={category.id}>
                <LocalizedLink to={categoryPath(category.id)} aria-current={category.id === selected ? 'page' : undefined} className="help-centre__category">
                  <span>{category.name}</span>
                  <span className="help-centre__count">{category.articleCount}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <CategoryArticles categoryId={selected} keep={keep} />
      </div>
    );
  }

  return (
    <div className={`help-centre container${isNative ? ' help-centre--native' : ''}`}>
      <DocumentTitle text={title} />
      <h1>{t('FAQ_TITLE')}</h1>
      <p className="help-centre__lead">{t('FAQ_LEAD')}</p>
      {categories.data?.fallback ? <p className="help-centre__notice">{t('FAQ_FALLBACK_NOTICE')}</p> : null}
      <FaqSearch keep={keep} />
      {body}
      <FaqPopup tag={tag} hidden={isNative} supportOpeningHours={settings?.supportOpeningHours} />
      <HelpContact hidden={isNative} />
    </div>
  );
}

/**
 * One help-centre article (R§2, R§3): /faq/{slug}, optional `lang` (the language of the text,
 * else the page's), `tag` and `isNative`. A slug of any language opens the article in the page's
 * language; an article not written in it is shown in English with a notice. "Was this helpful?"
 * at the end (one vote per person or browser; voting again changes it).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PAGES, pagePath } from '../../engine/pages';
import { isLanguageId } from '../../engine/rules/language';
import { useFaqArticle, useFaqFeedback } from '../shared/faq/api';
import { FaqArticleBody } from '../shared/faq/faq-article-body';
import { errorLabel, loadErrorLabel, retryHelps } from '../shared/error-label';
import { DocumentTitle } from '../shared/document-title';
import { LocalizedLink } from '../shared/localized-link';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../ui/status';
import { useFaqQuery } from './faq-query';
import { HelpContact } from './help-contact';
import './help-centre.css';

function WasThisHelpful({ articleId }: { articleId: number }) {
  const { t, i18n } = useTranslation();
  const feedback = useFaqFeedback(articleId);
  const [vote, setVote] = useState<boolean | null>(null);
  const send = (helpful: boolean) => {
    setVote(helpful);
    feedback.mutate(helpful);
  };
  return (
    <section className="faq-feedback" aria-labelledby="faq-feedback-title">
      <h2 id="faq-feedback-title">{t('FAQ_HELPFUL_QUESTION')}</h2>
      <div className="faq-feedback__buttons">
        <button type="button" className="button button--secondary" aria-pressed={vote === true} disabled={feedback.isPending} onClick={() => send(true)}>
          {t('FAQ_HELPFUL_YES')}
        </button>
        <button type="button" className="button button--secondary" aria-pressed={vote === false} disabled={feedback.isPending} onClick={() => send(false)}>
          {t('FAQ_HELPFUL_NO')}
        </button>
      </div>
      <p role="status" className="faq-feedback__status">
        {feedback.isSuccess ? t(feedback.data.helpful ? 'FAQ_HELPFUL_THANKS_YES' : 'FAQ_HELPFUL_THANKS_NO') : null}
        {feedback.isError ? errorLabel(feedback.error, t, (key) => i18n.exists(key)) : null}
      </p>
    </section>
  );
}

export function FaqArticlePage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const pageLanguage = usePageLanguage();
  const asked = searchParams.get('lang');
  const language = isLanguageId(asked) ? asked : pageLanguage;
  const { isNative, keep } = useFaqQuery();
  const article = useFaqArticle(slug, language);

  let body: React.ReactNode;
  if (article.isPending) {
    body = (
      <>
        <DocumentTitle text={t('FAQ_TITLE')} />
        <LoadingState label={t('FAQ_LOADING')} />
      </>
    );
  }
  else if (article.isError) {
    body = (
      <>
        <DocumentTitle text={t('FAQ_TITLE')} />
        <h1>{t('FAQ_TITLE')}</h1>
        <ErrorState message={loadErrorLabel(article.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(article.error) ? () => void article.refetch() : undefined} />
      </>
    );
  } else {
    const { article: shown, fallback } = article.data;
    body = (
      <article lang={shown.language.replace('_', '-')}>
        <DocumentTitle text={shown.title} />
        <nav className="faq-article__trail" aria-label={t('FAQ_TRAIL')}>
          <LocalizedLink to={keep(PAGES.faq)}>{t('FAQ_TITLE')}</LocalizedLink>
          <span aria-hidden="true"> › </span>
          <LocalizedLink to={keep(pagePath('faqCategory', { id: String(shown.category.id) }))}>{shown.category.name}</LocalizedLink>
        </nav>
        <h1>{shown.title}</h1>
        {fallback ? <p className="help-centre__notice">{t('FAQ_FALLBACK_NOTICE')}</p> : null}
        <FaqArticleBody content={shown.content} />
        <WasThisHelpful key={shown.id} articleId={shown.id} />
      </article>
    );
  }
  return (
    <div className={`faq-article container${isNative ? ' help-centre--native' : ''}`}>
      {body}
      <HelpContact hidden={isNative} />
    </div>
  );
}

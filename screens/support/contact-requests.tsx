import { useTranslation } from 'react-i18next';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { errorLabel, loadErrorLabel, retryHelps } from '../shared/error-label';
import { languageOf } from '../shared/i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useContactRequests, useMarkContactRequestHandled } from './api/contact-requests';

/**
 * The help centre's messages in the support inbox (issue 27): who wrote, in which language, the
 * question, a mailto link to answer, and "Mark as answered" once done (it leaves every support
 * account's list).
 */
export function ContactRequests() {
  const { t, i18n } = useTranslation();
  const requests = useContactRequests();
  const handled = useMarkContactRequestHandled();
  const locale = bcp47ForLanguage(languageOf(i18n));
  const exists = (key: string) => i18n.exists(key);

  let body;
  if (requests.isPending) body = <LoadingState label={t('SUPPORT_INBOX_LOADING')} />;
  else if (requests.isError)
    body = <ErrorState message={loadErrorLabel(requests.error, t, exists)} retryLabel={t('SUPPORT_INBOX_RETRY')} onRetry={retryHelps(requests.error) ? () => void requests.refetch() : undefined} />;
  else if (requests.data.requests.length === 0) body = <EmptyState>{t('SUPPORT_INBOX_CONTACT_EMPTY')}</EmptyState>;
  else
    body = (
      <ul className="support-inbox__list">
        {requests.data.requests.map((request) => (
          <li key={request.id} className="support-inbox__contact">
            <p className="support-inbox__name">
              {request.name} · <a href={`mailto:${request.email}`}>{request.email}</a>
            </p>
            <p className="support-inbox__facts">
              {t('SUPPORT_INBOX_CONTACT_LANGUAGE', { language: t(`LANGUAGE_NAME_${request.languageId.toUpperCase()}`) })}
              {request.countryId ? ` · ${request.countryId}` : ''}
              {request.workerId ? ` · ${t('SUPPORT_INBOX_CONTACT_ACCOUNT')}` : ''} ·{' '}
              <time dateTime={request.createdAt}>{new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(request.createdAt))}</time>
            </p>
            <p className="support-inbox__message" lang={bcp47ForLanguage(request.languageId)}>
              {request.message}
            </p>
            <p className="support-inbox__contact-actions">
              <a className="button button--secondary" href={`mailto:${request.email}`}>
                {t('SUPPORT_INBOX_CONTACT_ANSWER')}
              </a>
              <button type="button" className="button" disabled={handled.isPending} onClick={() => handled.mutate(request.id)}>
                {t('SUPPORT_INBOX_CONTACT_HANDLED')}
              </button>
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="support-inbox__contacts" aria-labelledby="support-inbox-contacts-title">
      <h2 id="support-inbox-contacts-title">{t('SUPPORT_INBOX_CONTACT_TITLE')}</h2>
      {handled.isError ? <p role="alert">{errorLabel(handled.error, t, exists)}</p> : null}
      {body}
    </section>
  );
}

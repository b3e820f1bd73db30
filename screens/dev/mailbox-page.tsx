import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../../engine/generated/api/outbox-response';
import { apiErrorStatus } from '../shared/api/api-client';
import { loadErrorLabel } from '../shared/error-label';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { languageOf } from '../shared/i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { useOutbox } from './api/get-outbox';
import './mailbox-page.css';

const KIND_LABEL_KEY: Record<NonNullable<OutboxMessage['kind']>, string> = {
  'verify-email': 'DEV_MAILBOX_KIND_VERIFY_EMAIL',
  'password-reset': 'DEV_MAILBOX_KIND_PASSWORD_RESET',
  'one-time-login': 'DEV_MAILBOX_KIND_ONE_TIME_LOGIN',
  'support-reply': 'DEV_MAILBOX_KIND_SUPPORT_REPLY',
  'perks-link-confirm': 'DEV_MAILBOX_KIND_PERKS_LINK_CONFIRM',
  'data-export-ready': 'DEV_MAILBOX_KIND_DATA_EXPORT_READY',
  'account-closed': 'DEV_MAILBOX_KIND_ACCOUNT_CLOSED',
  'partner-offers': 'DEV_MAILBOX_KIND_PARTNER_OFFERS',
};

/** A link from the server's own e-mail opens in this tab when it points at this portal, so the session follows. */
function sameOriginPath(link: string): string | null {
  try {
    const url = new URL(link, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function MailboxMessage({ message, locale }: { message: OutboxMessage; locale: string }) {
  const { t } = useTranslation();
  const written = new Date(message.createdAt);
  const headingId = `mail-${message.id}`;
  return (
    <article className="mailbox__message" aria-labelledby={headingId}>
      <h2 id={headingId} className="mailbox__subject">
        {message.subject}
      </h2>
      <dl className="mailbox__facts">
        <dt>{t('DEV_MAILBOX_TO')}</dt>
        <dd className="mailbox__to">{message.to}</dd>
        <dt>{t('DEV_MAILBOX_TIME')}</dt>
        <dd>
          <time dateTime={message.createdAt}>
            {written.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' })}
          </time>
        </dd>
        <dt>{t('DEV_MAILBOX_KIND')}</dt>
        <dd>
          <span className="mailbox__kind">{t(message.kind ? KIND_LABEL_KEY[message.kind] : 'DEV_MAILBOX_KIND_OTHER')}</span>
          {message.language ? <span className="mailbox__language"> · {message.language}</span> : null}
        </dd>
        <dt>{t('DEV_MAILBOX_STATUS')}</dt>
        <dd>{message.sentAt ? t('DEV_MAILBOX_SENT') : t('DEV_MAILBOX_NOT_SENT')}</dd>
        <dt>{t('DEV_MAILBOX_LINK')}</dt>
        <dd>
          {message.link ? (
            <a className="mailbox__link" href={sameOriginPath(message.link) ?? message.link}>
              {message.link}
            </a>
          ) : (
            <span className="mailbox__muted">{t('DEV_MAILBOX_NO_LINK')}</span>
          )}
        </dd>
      </dl>
      <details className="mailbox__text">
        <summary>{t('DEV_MAILBOX_SHOW_TEXT')}</summary>
        <pre>{message.text}</pre>
      </details>
    </article>
  );
}

/** The dev mailbox (/dev/mailbox): the e-mails a local server without SMTP wrote, with their links. */
export function MailboxPage() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  const locale = bcp47ForLanguage(languageOf(i18n));

  let content;
  if (outbox.isPending) {
    content = <LoadingState label={t('LOADING')} />;
  } else if (outbox.isError) {
    content =
      apiErrorStatus(outbox.error) === 404 ? (
        <ErrorState message={t('DEV_MAILBOX_UNAVAILABLE')} />
      ) : (
        <ErrorState
          message={loadErrorLabel(outbox.error, t, (key) => i18n.exists(key))}
          retryLabel={t('RETRY')}
          onRetry={() => void outbox.refetch()}
        />
      );
  } else if (outbox.data.messages.length === 0) {
    content = <EmptyState>{t('DEV_MAILBOX_EMPTY')}</EmptyState>;
  } else {
    content = (
      <div className="mailbox__list">
        {outbox.data.messages.map((message) => (
          <MailboxMessage key={message.id} message={message} locale={locale} />
        ))}
      </div>
    );
  }

  const unavailable = outbox.isError && apiErrorStatus(outbox.error) === 404;
  return (
    <section className="mailbox container" aria-labelledby="mailbox-title">
      <title>{t('DEV_MAILBOX_TITLE')}</title>
      <header className="mailbox__header">
        <div>
          <h1 id="mailbox-title">{t('DEV_MAILBOX_TITLE')}</h1>
          <p className="mailbox__intro">{t('DEV_MAILBOX_INTRO')}</p>
        </div>
        {unavailable ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void outbox.refetch()}
            disabled={outbox.isFetching}
            aria-busy={outbox.isFetching}
          >
            {t('DEV_MAILBOX_REFRESH')}
          </button>
        )}
      </header>
      <div aria-live="polite">{content}</div>
    </section>
  );
}

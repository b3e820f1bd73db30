import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { errorLabel, loadErrorLabel } from '../shared/error-label';
import { languageOf } from '../shared/i18n/i18n';
import { ErrorState, LoadingState } from '../ui/status';
import { useCloseConversation, useSupportConversation, useSupportReply } from './api/support-inbox';
import { workerContact, workerLabel } from './worker-label';

const MESSAGE_MAX_LENGTH = 2000;

/** One conversation in the inbox: the messages (times in the worker's city), the reply box, closing. */
export function ConversationView({ id, onClosed }: { id: string; onClosed: () => void }) {
  const { t, i18n } = useTranslation();
  const conversation = useSupportConversation(id);
  const reply = useSupportReply(id);
  const close = useCloseConversation(id);
  const [draft, setDraft] = useState('');

  if (conversation.isPending) return <LoadingState label={t('SUPPORT_INBOX_LOADING')} />;
  if (conversation.isError) return <ErrorState message={loadErrorLabel(conversation.error, t, (key) => i18n.exists(key))} />;
  const item = conversation.data;
  const time = new Intl.DateTimeFormat(bcp47ForLanguage(languageOf(i18n)), { timeZone: item.worker.timezone, hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(bcp47ForLanguage(languageOf(i18n)), { timeZone: item.worker.timezone, dateStyle: 'medium' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || reply.isPending) return;
    reply.mutate(body, { onSuccess: () => setDraft('') });
  };

  return (
    <section className="support-inbox__conversation" aria-labelledby={`conversation-${id}`}>
      <header className="support-inbox__conversation-header">
        <h2 id={`conversation-${id}`}>{workerLabel(item.worker, t)}</h2>
        <button type="button" className="button button--secondary" disabled={close.isPending} onClick={() => close.mutate(undefined, { onSuccess: onClosed })}>
          {t('SUPPORT_INBOX_CLOSE_CONVERSATION')}
        </button>
      </header>
      <p className="support-inbox__facts">
        {workerContact(item.worker, t, (iso) => day.format(new Date(iso)))} · {item.worker.cityName ?? t('SUPPORT_INBOX_NO_CITY')}
      </p>
      <ol className="support-inbox__messages" aria-live="polite">
        {(item.messages ?? []).map((message) => (
          <li key={message.id} className={`support-inbox__message support-inbox__message--${message.author}`}>
            <p>{message.body}</p>
            <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
          </li>
        ))}
      </ol>
      <form className="support-inbox__form" onSubmit={submit}>
        <label htmlFor={`reply-${id}`}>{t('SUPPORT_INBOX_REPLY_LABEL')}</label>
        <textarea id={`reply-${id}`} rows={3} maxLength={MESSAGE_MAX_LENGTH} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit" className="button" disabled={reply.isPending || draft.trim() === ''}>
          {t('SUPPORT_CHAT_SEND')}
        </button>
      </form>
      {reply.isError || close.isError ? (
        <p className="support-inbox__error" role="alert">
          {errorLabel(reply.error ?? close.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </section>
  );
}

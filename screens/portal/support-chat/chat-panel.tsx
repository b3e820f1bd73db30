import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportChatResponse } from '../../../engine/generated/api/support-chat-response';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { supportHoursText } from '../../../engine/rules/support-hours';
import { errorLabel } from '../../shared/error-label';
import { languageOf } from '../../shared/i18n/i18n';
import { useMe } from '../../shared/session/get-me';
import { useSendSupportMessage } from './api/support-chat';

/** The longest message the server takes. */
const MESSAGE_MAX_LENGTH = 2000;

/** The conversation with support: messages (times in the city's timezone) and the box to write in. */
export function ChatPanel({ state, onClose }: { state: SupportChatResponse; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const timeZone = useMe().data?.city?.timezone;
  const send = useSendSupportMessage();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  const messages = state.conversation?.messages ?? [];
  const dates = useDateWriter(timeZone);

  // The newest message in view.
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || send.isPending) return;
    send.mutate(body, { onSuccess: () => setDraft('') });
  };

  return (
    <section className="support-chat__panel" role="dialog" aria-labelledby={titleId}>
      <header className="support-chat__header">
        <h2 id={titleId}>{t('SUPPORT_CHAT_TITLE')}</h2>
        <button type="button" className="support-chat__close" aria-label={t('LIVE_CHAT_CLOSE')} onClick={onClose}>
          ×
        </button>
      </header>
      <ol className="support-chat__messages" ref={list} aria-live="polite">
        {messages.length === 0 ? <li className="support-chat__empty">{t('SUPPORT_CHAT_EMPTY', { hours: supportHoursText(state.supportOpeningHours, languageOf(i18n)) })}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={`support-chat__message support-chat__message--${message.author}`}>
            <span className="support-chat__author">{message.author === 'support' ? t('SUPPORT_CHAT_AUTHOR_SUPPORT') : t('SUPPORT_CHAT_AUTHOR_YOU')}</span>
            <p>{message.body}</p>
            <time dateTime={message.createdAt}>{dates.time(message.createdAt)}</time>
          </li>
        ))}
      </ol>
      {!state.open && !state.conversation ? <p className="support-chat__note">{t('SUPPORT_CHAT_NOW_OFFLINE')}</p> : null}
      <form className="support-chat__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${titleId}-input`}>
          {t('SUPPORT_CHAT_INPUT_LABEL')}
        </label>
        <textarea
          id={`${titleId}-input`}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={2}
          placeholder={t('SUPPORT_CHAT_INPUT_PLACEHOLDER')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <button type="submit" className="button" disabled={send.isPending || draft.trim() === ''}>
          {t('SUPPORT_CHAT_SEND')}
        </button>
      </form>
      {send.isError ? (
        <p className="support-chat__error" role="alert">
          {errorLabel(send.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </section>
  );
}

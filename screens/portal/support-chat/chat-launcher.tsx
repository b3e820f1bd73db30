import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { supportHoursText } from '../../../engine/rules/support-hours';
import { liveChatOf } from '../../../engine/rules/service-links';
import { loadErrorLabel } from '../../shared/error-label';
import { useSessionSettings } from '../../shared/session/viewer';
import { languageOf } from '../../shared/i18n/i18n';
import { useSupportChat } from './api/support-chat';
import { ChatPanel } from './chat-panel';
import { OfflinePopup } from './offline-popup';
import { OPEN_SUPPORT_CHAT_EVENT } from './open-support-chat';
import { useSupportStream } from './use-support-stream';
import '../../ui/floating-launcher.css';
import './support-chat.css';

/**
 * The chat launcher on every page of the worker area (W§2 live chat): inside the region's support
 * hours, or with a conversation still open, the chat itself; outside them the offline popup with
 * the support e-mail and the help centre. `?chat=open` (the link of a reply e-mail) opens it.
 */
export function ChatLauncher() {
  const chat = liveChatOf(useSessionSettings());
  // The region names a chat provider (R§9 serviceLinks.chatUrl): its chat, not the built-in one.
  if (chat.kind === 'external') return <ProviderChatLink href={chat.href} />;
  return <BuiltInChat />;
}

/** The launcher of a provider's chat: a link, in a new tab, so the portal page stays open. */
function ProviderChatLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <div className="support-chat">
      <a className="floating-launcher support-chat__launcher" href={href} target="_blank" rel="noopener noreferrer">
        <span aria-hidden="true" className="support-chat__launcher-icon" />
        <span className="support-chat__launcher-label">{t('LIVE_CHAT_OPEN')}</span>
      </a>
    </div>
  );
}

function BuiltInChat() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(params.get('chat') === 'open');
  const chat = useSupportChat(open);
  useSupportStream(open && Boolean(chat.data?.open || chat.data?.conversation));

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, show);
  }, []);

  const close = () => {
    setOpen(false);
    if (params.has('chat')) {
      const next = new URLSearchParams(params);
      next.delete('chat');
      setParams(next, { replace: true });
    }
  };

  let content = null;
  if (open) {
    if (chat.isPending) {
      content = (
        <section className="support-chat__panel support-chat__panel--status" aria-busy="true">
          <p>{t('SUPPORT_CHAT_LOADING')}</p>
        </section>
      );
    } else if (chat.isError) {
      content = (
        <section className="support-chat__panel support-chat__panel--status" role="alert">
          <p>{loadErrorLabel(chat.error, t, (key) => i18n.exists(key))}</p>
          <button type="button" className="button button--secondary" onClick={close}>
            {t('LIVE_CHAT_CLOSE')}
          </button>
        </section>
      );
    } else if (chat.data.open || chat.data.conversation) {
      content = <ChatPanel state={chat.data} onClose={close} />;
    } else {
      content = <OfflinePopup email={chat.data.supportEmail} hours={supportHoursText(chat.data.supportOpeningHours, languageOf(i18n))} onClose={close} />;
    }
  }

  return (
    <div className="support-chat">
      {content}
      {open ? null : (
        <button type="button" className="floating-launcher support-chat__launcher" onClick={() => setOpen(true)}>
          <span aria-hidden="true" className="support-chat__launcher-icon" />
          <span className="support-chat__launcher-label">{t('LIVE_CHAT_OPEN')}</span>
        </button>
      )}
    </div>
  );
}

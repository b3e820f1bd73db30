import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../engine/pages';

/**
 * The live-chat entry point (W§2 Promote). The chat itself comes with the help centre; until then
 * the button opens the chat's "offline" popup: the support e-mail and the help-centre links.
 */
export function LiveChatOffline() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || typeof element.showModal !== 'function') return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const email = t('LIVE_CHAT_SUPPORT_EMAIL');
  return (
    <>
      <button type="button" className="button button--secondary promote-chat__open" onClick={() => setOpen(true)}>
        {t('LIVE_CHAT_OPEN')}
      </button>
      <dialog ref={dialog} className="promote-chat" aria-labelledby="promote-chat-title" onClose={() => setOpen(false)}>
        <h2 id="promote-chat-title">{t('LIVE_CHAT_OFFLINE_TITLE')}</h2>
        <p>{t('LIVE_CHAT_OFFLINE_TEXT')}</p>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>
          <Link to={pagePath('faq')}>{t('LIVE_CHAT_HELP_CENTRE')}</Link>
        </p>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('LIVE_CHAT_CLOSE')}
        </button>
      </dialog>
    </>
  );
}

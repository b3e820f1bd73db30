import { useTranslation } from 'react-i18next';
import { liveChatOf } from '../../../engine/rules/service-links';
import { useSessionSettings } from '../../shared/session/viewer';
import { openSupportChat } from './open-support-chat';

/**
 * A page's own "Chat with us" button (W§2: the promote page's live chat, the account page's note to
 * contact live chat for changes): the region's chat provider in a new tab, else the built-in chat
 * launcher (which shows the offline popup outside support hours).
 */
export function LiveChatButton() {
  const { t } = useTranslation();
  const chat = liveChatOf(useSessionSettings());
  return chat.kind === 'external' ? (
    <a className="button button--secondary" href={chat.href} target="_blank" rel="noopener noreferrer">
      {t('LIVE_CHAT_OPEN')}
    </a>
  ) : (
    <button type="button" className="button button--secondary" onClick={openSupportChat}>
      {t('LIVE_CHAT_OPEN')}
    </button>
  );
}

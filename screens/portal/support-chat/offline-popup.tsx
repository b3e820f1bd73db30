import { useTranslation } from 'react-i18next';
import { faqLinkOf } from '../../../engine/rules/service-links';
import { useSessionSettings } from '../../shared/session/viewer';
import { ServiceLink } from '../../shared/service-link';
import { useModalDialog } from '../../ui/use-modal-dialog';

/**
 * The live chat's offline popup (W§2): outside support hours (R§9), the region's support e-mail,
 * the hours, and the help centre.
 */
export function OfflinePopup({ email, hours, onClose }: { email: string; hours: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const faq = faqLinkOf(useSessionSettings());
  return (
    <dialog ref={dialog} className="support-chat__offline" aria-labelledby="support-chat-offline-title" onClose={onClose}>
      <h2 id="support-chat-offline-title">{t('LIVE_CHAT_OFFLINE_TITLE')}</h2>
      <p>{t('LIVE_CHAT_OFFLINE_TEXT')}</p>
      <p>{t('SUPPORT_CHAT_HOURS', { hours })}</p>
      <p>
        <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>
        <ServiceLink target={faq}>{t('LIVE_CHAT_HELP_CENTRE')}</ServiceLink>
      </p>
      <button type="button" className="button" onClick={onClose}>
        {t('LIVE_CHAT_CLOSE')}
      </button>
    </dialog>
  );
}

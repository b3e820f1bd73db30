/**
 * The FAQ popup (R§9 "FAQ popup cookie 10 years"): the first time someone opens the help centre,
 * a short note that the answers for where they stand come first (R§4 FAQ state), that they can
 * search, and where support is. "Got it" writes the FAQ popup cookie for the region's
 * faqPopupCookieMaxAgeDays (3650 days), so it does not come back. Never inside the native app.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FaqState } from '../../engine/rules/faq-state';
import { FAQ_POPUP_COOKIE, readCookie, writeRegionCookie } from '../app/cookies';
import { useHydrating } from '../app/hydration';
import { usePageLanguage } from '../app/use-page-language';
import { useModalDialog } from '../ui/use-modal-dialog';

function FaqPopupDialog({ tag, onDismiss }: { tag: FaqState | undefined; onDismiss: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="faq-popup"
      aria-modal="true"
      aria-labelledby="faq-popup-title"
      aria-describedby="faq-popup-text"
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <h2 id="faq-popup-title">{t('FAQ_POPUP_TITLE')}</h2>
      <p id="faq-popup-text">{t(tag ? `FAQ_POPUP_TEXT_${tag.replace('-', '_').toUpperCase()}` : 'FAQ_POPUP_TEXT_PRE_APPLICATION')}</p>
      <p>{t('FAQ_POPUP_SEARCH')}</p>
      <button type="button" className="button" onClick={onDismiss}>
        {t('FAQ_POPUP_DISMISS')}
      </button>
    </dialog>
  );
}

export function FaqPopup({ tag, hidden }: { tag: FaqState | undefined; hidden: boolean }) {
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && readCookie(FAQ_POPUP_COOKIE) === null);
  // The prerendered help centre has no popup (the build knows no cookie): it opens once hydrated.
  const hydrating = useHydrating();
  if (hydrating || !open || hidden) return null;
  return (
    <FaqPopupDialog
      tag={tag}
      onDismiss={() => {
        writeRegionCookie(queryClient, language, 'faqPopupCookieMaxAgeDays', FAQ_POPUP_COOKIE, '1');
        setOpen(false);
      }}
    />
  );
}

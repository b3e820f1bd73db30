/**
 * The FAQ popup (R§9 "FAQ popup cookie 10 years"): the first time someone opens the help centre,
 * a short note that the answers for where they stand come first (R§4 FAQ state), that they can
 * search, and when support is there (the region's supportOpeningHours, written in the page's
 * language: engine/rules/support-hours.ts). "Got it" writes the FAQ popup cookie for the region's
 * faqPopupCookieMaxAgeDays (3650 days), so it does not come back. Never inside the native app.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FaqState } from '../../engine/rules/faq-state';
import { supportHoursText, type SupportOpeningHours } from '../../engine/rules/support-hours';
import { FAQ_POPUP_COOKIE, readCookie, writeRegionCookie } from '../shared/cookies';
import { useHydrating } from '../shared/hydration';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { useModalDialog } from '../ui/use-modal-dialog';

function FaqPopupDialog({ tag, hours, onDismiss }: { tag: FaqState | undefined; hours: string; onDismiss: () => void }) {
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
      <p>{t('FAQ_POPUP_SEARCH', { hours })}</p>
      <button type="button" className="button" onClick={onDismiss}>
        {t('FAQ_POPUP_DISMISS')}
      </button>
    </dialog>
  );
}

type OpeningHours = Pick<SupportOpeningHours, 'opens' | 'closes'>;

export function FaqPopup({ tag, hidden, supportOpeningHours }: { tag: FaqState | undefined; hidden: boolean; supportOpeningHours: OpeningHours | undefined }) {
  const queryClient = useQueryClient();
  const language = usePageLanguage();
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && readCookie(FAQ_POPUP_COOKIE) === null);
  // The prerendered help centre has no popup (the build knows no cookie): it opens once hydrated.
  const hydrating = useHydrating();
  // It waits for the region's settings: the note says when support is there.
  if (hydrating || !open || hidden || !supportOpeningHours) return null;
  return (
    <FaqPopupDialog
      tag={tag}
      hours={supportHoursText(supportOpeningHours, language)}
      onDismiss={() => {
        writeRegionCookie(queryClient, language, 'faqPopupCookieMaxAgeDays', FAQ_POPUP_COOKIE, '1');
        setOpen(false);
      }}
    />
  );
}

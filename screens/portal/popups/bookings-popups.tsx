/**
 * The popups of the bookings list (W§2, W§4; issue 10 "Popups, at most one at a time, each
 * remembered once dismissed"). Which one shows, and in which order, is the server's answer
 * (engine/rules/portal-popups.ts: insurance, location, new services, peak hours).
 *
 * One popup per visit of the list: once the worker closes it, the next one waits for their next
 * visit instead of popping up at once. Popups one after another would stand between the worker
 * and the bookings they came to see, and each deserves to be read rather than clicked away.
 *
 * Closing (the close button, Escape, "Got it") records the dismissal; following the popup's own
 * action (going to the documents, updating the location) only closes it for this visit: it is the
 * action, not the dismissal, that makes it go away for good.
 */
import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LocalizedLink } from '../../shared/localized-link';
import { useTranslation } from 'react-i18next';
import { OPEN_IN_SERVER_HTML, useModalDialog } from '../../ui/use-modal-dialog';
import type { PortalPopup } from '../../../engine/generated/api/popups-response';
import { PAGES, pagePath } from '../../../engine/pages';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { usePopups } from './api/get-popups';
import { postPopupDismiss } from './api/post-popup-dismiss';
import { LocationPopup } from './location-popup';
import './bookings-popups.css';

/** The popup of the bookings list, if one applies now. Mount it once on the bookings page. */
export function BookingsPopups() {
  const popups = usePopups();
  const [closed, setClosed] = useState(false);
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: postPopupDismiss,
    // A failed dismissal only means the popup comes back on a later visit: nothing to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'popups'], refetchType: 'none' }),
  });
  const popup = popups.data?.popup;
  if (closed || !popup) return null;
  const close = () => setClosed(true);
  const dismissAndClose = () => {
    dismiss.mutate(popup.key);
    close();
  };
  return <PopupDialog popup={popup} onDismiss={dismissAndClose} onDone={close} />;
}

interface PopupDialogProps {
  popup: PortalPopup;
  /** Closed without acting: remembered. */
  onDismiss: () => void;
  /** Its action was taken (or started): closed for this visit only. */
  onDone: () => void;
}

function PopupDialog({ popup, onDismiss, onDone }: PopupDialogProps) {
  const { t } = useTranslation();
  const dates = useDateWriter();
  const titleId = useId();
  const textId = useId();
  switch (popup.kind) {
    case 'insurance': {
      const date = dates.day.date(popup.expiresOn ?? '');
      const days = popup.daysLeft ?? 0;
      return (
        <Modal titleId={titleId} textId={textId} onDismiss={onDismiss} title={t(popup.expired ? 'POPUP_INSURANCE_EXPIRED_TITLE' : 'POPUP_INSURANCE_EXPIRING_TITLE')}>
          <p id={textId}>
            {popup.expired
              ? t('POPUP_INSURANCE_EXPIRED_TEXT', { date })
              : days === 0
                ? t('POPUP_INSURANCE_EXPIRES_TODAY_TEXT', { date })
                : t('POPUP_INSURANCE_EXPIRING_TEXT', { date, count: days })}
          </p>
          <div className="popup__actions">
            <Link className="button" to={PAGES.documents} onClick={onDone}>
              {t('POPUP_INSURANCE_ACTION')}
            </Link>
            <button type="button" className="button button--secondary" onClick={onDismiss}>
              {t('POPUP_LATER')}
            </button>
          </div>
        </Modal>
      );
    }
    case 'location':
      return (
        <Modal titleId={titleId} textId={textId} onDismiss={onDismiss} title={t('POPUP_LOCATION_TITLE')}>
          <LocationPopup popup={popup} textId={textId} onDone={onDone} onLater={onDismiss} />
        </Modal>
      );
    case 'newServices':
      return (
        <Modal titleId={titleId} textId={textId} onDismiss={onDismiss} title={t('POPUP_NEW_SERVICES_TITLE')}>
          <p id={textId}>{t('POPUP_NEW_SERVICES_TEXT')}</p>
          <div className="popup__actions">
            {popup.faqArticleSlug ? (
              <LocalizedLink className="button button--secondary" to={pagePath('faqArticle', { slug: popup.faqArticleSlug })} onClick={onDismiss}>
                {t('POPUP_NEW_SERVICES_LINK')}
              </LocalizedLink>
            ) : null}
            <button type="button" className="button" onClick={onDismiss}>
              {t('POPUP_GOT_IT')}
            </button>
          </div>
        </Modal>
      );
    case 'peakHours':
      return (
        <Modal titleId={titleId} textId={textId} onDismiss={onDismiss} title={t('POPUP_PEAK_HOURS_TITLE')}>
          <p id={textId}>{t('POPUP_PEAK_HOURS_TEXT')}</p>
          <div className="popup__actions">
            <button type="button" className="button" onClick={onDismiss}>
              {t('POPUP_GOT_IT')}
            </button>
          </div>
        </Modal>
      );
  }
}

interface ModalProps {
  title: string;
  titleId: string;
  textId: string;
  onDismiss: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser keeps focus inside and makes the page behind inert;
 * Escape (the dialog's cancel) and the close button dismiss it.
 */
function Modal({ title, titleId, textId, onDismiss, children }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="popup"
      // In the page's first paint when the server rendered it (server/platform/ssr); modal once the page runs.
      open={OPEN_IN_SERVER_HTML}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the dialog is removed by React, not closed by the browser behind its back.
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={(event) => {
        // Where the browser gives no cancel event (jsdom, the fallback), Escape still dismisses.
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') onDismiss();
      }}
    >
      <div className="popup__head">
        <h2 id={titleId} className="popup__title">
          {title}
        </h2>
        <button type="button" className="popup__close" onClick={onDismiss} aria-label={t('POPUP_CLOSE')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}

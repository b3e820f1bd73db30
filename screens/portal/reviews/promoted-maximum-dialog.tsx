import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../ui/use-modal-dialog';

/**
 * W§5 "Promoting a review is refused with a popup once the maximum (5) is reached": a native
 * modal <dialog> (focus stays inside, the page behind is inert), shown when the server refuses
 * with PROMOTED_REVIEWS_MAXIMUM_REACHED. Escape, the close button and "OK" close it.
 */
export function PromotedMaximumDialog({ maximum, onClose }: { maximum: number; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={dialog}
      className="reviews-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="reviews-dialog__title">
        {t('REVIEWS_MAXIMUM_TITLE')}
      </h2>
      <p id={textId}>{t('REVIEWS_MAXIMUM_TEXT', { count: maximum })}</p>
      <div className="reviews-dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('REVIEWS_MAXIMUM_OK')}
        </button>
      </div>
    </dialog>
  );
}

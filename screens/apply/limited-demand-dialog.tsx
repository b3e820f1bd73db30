import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LimitedDemandDialogProps {
  onAcknowledge: () => void;
  pending?: boolean;
  /** A failed acknowledgement, already translated. */
  error?: string | null;
}

/**
 * The limited-demand popup (W§4, R§4): a modal the applicant dismisses with "I understand".
 * A native modal <dialog> keeps focus inside it and the page behind inert; Escape does not
 * dismiss it, since the acknowledgement is what the popup asks for.
 */
export function LimitedDemandDialog({ onAcknowledge, pending = false, error }: LimitedDemandDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) {
      // jsdom and old browsers have no showModal: the dialog is then shown in place.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    button.current?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="limited-demand"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="limited-demand-title"
      aria-describedby="limited-demand-text"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="limited-demand-title" className="limited-demand__title">
        {t('LIMITED_DEMAND_TITLE')}
      </h2>
      <div id="limited-demand-text" className="limited-demand__text">
        <p>{t('LIMITED_DEMAND_TEXT')}</p>
        <p>{t('LIMITED_DEMAND_TEXT_CALENDAR')}</p>
      </div>
      {error ? (
        <p className="apply-error" role="alert">
          {error}
        </p>
      ) : null}
      <button ref={button} type="button" className="button button--block" onClick={onAcknowledge} disabled={pending}>
        {t('LIMITED_DEMAND_ACKNOWLEDGE')}
      </button>
    </dialog>
  );
}

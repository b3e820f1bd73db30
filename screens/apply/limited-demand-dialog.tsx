import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../ui/use-modal-dialog';

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
  const dialog = useModalDialog();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    button.current?.focus();
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

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceMode } from './rebook-choice';

export interface PlaceProps {
  mode: PlaceMode;
  onMode: (mode: PlaceMode) => void;
  /** Why "the same address" cannot be chosen (none on file, or none of the worker's areas now), or null. */
  sameUnavailable: string | null;
  /** A refusal of the same address by the server (its /postcode), or null. */
  sameError: string | null;
  postcode: string;
  address1: string;
  address2: string;
  onChange: (field: 'postcode' | 'address1' | 'address2', value: string) => void;
  /** The worker leaves the postcode field: the page checks it against their service areas. */
  onPostcodeDone: () => void;
  postcodeError: string | null;
  address1Error: string | null;
  checking: boolean;
}

/**
 * Where the new booking takes place. The booking detail hides a past booking's address (W§2), so
 * "the same address as before" is offered without showing it (the server copies it); another
 * address is typed and its postcode checked against the worker's service areas as they leave it.
 */
export function RebookPlace(props: PlaceProps) {
  const { t } = useTranslation();
  const id = useId();
  const radio = (mode: PlaceMode, label: string, disabled = false) => (
    <label className={`rebook-choice${props.mode === mode ? ' rebook-choice--chosen' : ''}${disabled ? ' rebook-choice--disabled' : ''}`}>
      <input type="radio" name={`${id}-place`} value={mode} checked={props.mode === mode} disabled={disabled} onChange={() => props.onMode(mode)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="rebook-section">
      <legend className="rebook-section__title">{t('REBOOK_PLACE')}</legend>
      <div className="rebook-choices rebook-choices--stacked">
        {radio('same', t('REBOOK_PLACE_SAME'), props.sameUnavailable !== null)}
        {radio('other', t('REBOOK_PLACE_OTHER'))}
      </div>
      {props.sameUnavailable ? <p className="rebook-note rebook-note--warning">{props.sameUnavailable}</p> : null}
      {props.mode === 'same' && props.sameError ? (
        <p className="field__error" role="alert">
          {props.sameError}
        </p>
      ) : null}
      {props.mode === 'other' ? (
        <div className="rebook-address">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-postcode`}>
              {t('REBOOK_POSTCODE')}
            </label>
            <input
              id={`${id}-postcode`}
              className="field__control rebook-address__postcode"
              autoComplete="postal-code"
              maxLength={16}
              value={props.postcode}
              aria-invalid={props.postcodeError ? true : undefined}
              aria-describedby={props.postcodeError ? `${id}-postcode-error` : undefined}
              onChange={(event) => props.onChange('postcode', event.target.value)}
              onBlur={props.onPostcodeDone}
            />
            {props.checking ? <p className="rebook-note">{t('REBOOK_POSTCODE_CHECKING')}</p> : null}
            {props.postcodeError ? (
              <p className="field__error" id={`${id}-postcode-error`}>
                {props.postcodeError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-address1`}>
              {t('REBOOK_ADDRESS1')}
            </label>
            <input
              id={`${id}-address1`}
              className="field__control"
              autoComplete="address-line1"
              maxLength={200}
              value={props.address1}
              aria-invalid={props.address1Error ? true : undefined}
              aria-describedby={props.address1Error ? `${id}-address1-error` : undefined}
              onChange={(event) => props.onChange('address1', event.target.value)}
            />
            {props.address1Error ? (
              <p className="field__error" id={`${id}-address1-error`}>
                {props.address1Error}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-address2`}>
              {t('REBOOK_ADDRESS2')}
            </label>
            <input id={`${id}-address2`} className="field__control" autoComplete="address-line2" maxLength={200} value={props.address2} onChange={(event) => props.onChange('address2', event.target.value)} />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}

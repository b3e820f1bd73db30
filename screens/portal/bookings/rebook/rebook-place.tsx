import { useId, type ReactNode } from 'react';
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
          <AddressField
            id={`${id}-postcode`}
            label={t('REBOOK_POSTCODE')}
            className="rebook-address__postcode"
            autoComplete="postal-code"
            maxLength={16}
            value={props.postcode}
            error={props.postcodeError}
            onChange={(value) => props.onChange('postcode', value)}
            onBlur={props.onPostcodeDone}
          >
            {props.checking ? <p className="rebook-note">{t('REBOOK_POSTCODE_CHECKING')}</p> : null}
          </AddressField>
          <AddressField
            id={`${id}-address1`}
            label={t('REBOOK_ADDRESS1')}
            autoComplete="address-line1"
            maxLength={200}
            value={props.address1}
            error={props.address1Error}
            onChange={(value) => props.onChange('address1', value)}
          />
          <AddressField
            id={`${id}-address2`}
            label={t('REBOOK_ADDRESS2')}
            autoComplete="address-line2"
            maxLength={200}
            value={props.address2}
            onChange={(value) => props.onChange('address2', value)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** One line of the other address: its label, the field, what is happening (children) and the server's refusal on it. */
function AddressField(props: {
  id: string;
  label: string;
  className?: string;
  autoComplete: string;
  maxLength: number;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  children?: ReactNode;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className={props.className ? `field__control ${props.className}` : 'field__control'}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {props.children}
      {props.error ? (
        <p className="field__error" id={errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

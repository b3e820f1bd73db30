/**
 * The overdue-location popup's content (W§4): the base address on file, "Still correct"
 * (POST /api/me/location/confirm), or a small form to change it (PUT /api/me/location, checked
 * by the server with the almost-there address rules; its field errors show under each field).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LocationUpdate } from '../../../engine/generated/api/location-update';
import type { PortalPopup } from '../../../engine/generated/api/popups-response';
import { apiErrorBody } from '../../shared/api/api-client';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { errorLabel } from '../../shared/error-label';
import { postLocationConfirm, putLocation } from './api/location';

type Field = keyof LocationUpdate;
const FIELDS: { name: Field; labelKey: string; autoComplete: string }[] = [
  { name: 'address1', labelKey: 'POPUP_LOCATION_ADDRESS1', autoComplete: 'street-address' },
  { name: 'postcode', labelKey: 'POPUP_LOCATION_POSTCODE', autoComplete: 'postal-code' },
  { name: 'city', labelKey: 'POPUP_LOCATION_CITY', autoComplete: 'address-level2' },
];

interface LocationPopupProps {
  popup: PortalPopup;
  textId: string;
  /** Updated or confirmed: close. */
  onDone: () => void;
  /** "Later": the popup's dismissal (it comes back after another overdue period). */
  onLater: () => void;
}

export function LocationPopup({ popup, textId, onDone, onLater }: LocationPopupProps) {
  const { t, i18n } = useTranslation();
  const dates = useDateWriter();
  const queryClient = useQueryClient();
  const current = popup.address ?? { address1: null, postcode: null, city: null };
  const onFile = [current.address1, current.postcode, current.city].filter(Boolean).join(', ');
  const [editing, setEditing] = useState(!onFile);
  const [values, setValues] = useState<LocationUpdate>({ address1: current.address1 ?? '', postcode: current.postcode ?? '', city: current.city ?? '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const exists = (key: string) => i18n.exists(key);

  const save = useMutation({
    mutationFn: (update: LocationUpdate | null) => (update ? putLocation(update) : postLocationConfirm()),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      onDone();
    },
    onError: (error) => {
      const details = apiErrorBody(error)?.details ?? [];
      const next: Partial<Record<Field, string>> = {};
      for (const detail of details) {
        const field = detail.path.slice(1) as Field;
        if (FIELDS.some((f) => f.name === field) && !next[field]) next[field] = exists(detail.code) ? t(detail.code) : t('FORM_ERROR_INVALID');
      }
      setFieldErrors(next);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    save.mutate({ address1: values.address1.trim(), postcode: values.postcode.trim(), city: values.city.trim() });
  };
  const since = popup.lastLocationUpdate ? dates.day.date(popup.lastLocationUpdate) : null;
  const generalError = save.isError && Object.keys(fieldErrors).length === 0 ? errorLabel(save.error, t, exists) : null;

  return (
    <>
      <p id={textId}>{since ? t('POPUP_LOCATION_TEXT', { date: since }) : t('POPUP_LOCATION_TEXT_NEVER')}</p>
      {onFile ? (
        <p className="popup__address">
          <span className="popup__address-label">{t('POPUP_LOCATION_ON_FILE')}</span> {onFile}
        </p>
      ) : null}
      {generalError ? (
        <p className="popup__error" role="alert">
          {generalError}
        </p>
      ) : null}
      {editing ? (
        <form className="popup__form" noValidate onSubmit={submit}>
          {FIELDS.map(({ name, labelKey, autoComplete }) => {
            const id = `location-${name}`;
            const error = fieldErrors[name];
            return (
              <div className="field" key={name}>
                <label className="field__label" htmlFor={id}>
                  {t(labelKey)}
                </label>
                <input
                  id={id}
                  className="field__control"
                  name={name}
                  autoComplete={autoComplete}
                  value={values[name]}
                  required
                  aria-invalid={error ? 'true' : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                />
                {error ? (
                  <p id={`${id}-error`} className="field__error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="popup__actions">
            <button type="submit" className="button" disabled={save.isPending}>
              {t('POPUP_LOCATION_SAVE')}
            </button>
            <button type="button" className="button button--secondary" onClick={onLater} disabled={save.isPending}>
              {t('POPUP_LATER')}
            </button>
          </div>
        </form>
      ) : (
        <div className="popup__actions">
          <button type="button" className="button" onClick={() => save.mutate(null)} disabled={save.isPending}>
            {t('POPUP_LOCATION_CONFIRM')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)} disabled={save.isPending}>
            {t('POPUP_LOCATION_CHANGE')}
          </button>
        </div>
      )}
    </>
  );
}

import type {
  DescriptionFieldProps,
  FieldErrorProps,
  FieldHelpProps,
  SubmitButtonProps,
  TitleFieldProps,
} from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '../translate';

/*
 * The small templates. FieldTemplate draws a field's description, help and errors itself (from
 * the raw props), so these only serve RJSF's own containers and anyone using the theme directly.
 */

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const tr = useTranslateText();
  return (
    <h3 id={id} className="sf-group__title">
      {tr(title)}
      {required ? <span className="sf-field__required" aria-hidden="true"> *</span> : null}
    </h3>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const tr = useTranslateText();
  if (!description) return null;
  return (
    <p id={id} className="sf-field__description">
      {typeof description === 'string' ? tr(description) : description}
    </p>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  const tr = useTranslateText();
  if (!help) return null;
  return (
    <p id={`${fieldPathId.$id}__help`} className="sf-field__help">
      {typeof help === 'string' ? tr(help) : help}
    </p>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).filter((error) => error !== '');
  if (messages.length === 0) return null;
  return (
    <div id={`${fieldPathId.$id}__error`} className="sf-field__error" role="alert">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  );
}

/** Replaced by <SchemaForm>'s single form-level banner. */
export function ErrorListTemplate() {
  return null;
}

export interface FormSubmitButtonProps {
  label: string;
  disabled?: boolean;
  /** A submission is in flight: the button is disabled and says so. */
  busy?: boolean;
}

/** The form's primary button (also what <SchemaForm> renders at the bottom of every form). */
export function FormSubmitButton({ label, disabled = false, busy = false }: FormSubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button sf-submit" disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="sf-submit__spinner" aria-hidden="true" /> : null}
      <span>{label}</span>
      {busy ? <span className="visually-hidden">{t('FORM_SUBMITTING')}</span> : null}
    </button>
  );
}

/**
 * RJSF's SubmitButton slot, for the theme used without <SchemaForm> (which renders its own):
 * `ui:submitButtonOptions.submitText` (a key) or FORM_SUBMIT.
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const tr = useTranslateText();
  const options = getUiOptions(uiSchema).submitButtonOptions;
  if (options?.norender) return null;
  return <FormSubmitButton label={tr(options?.submitText ?? 'FORM_SUBMIT')} disabled={Boolean(options?.props?.disabled)} />;
}

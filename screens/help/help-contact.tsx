/**
 * Support from the help centre (R§2 "a live chat with an offline popup offering e-mail and FAQ
 * links", issue 27). A worker the access table lets chat gets the portal's live chat on these pages
 * (screens/app/routes.tsx adds it); everyone else, a visitor without an account first, gets this:
 * a "Contact support" button opening a dialog that says whether support is there now (the region's
 * support hours, R§9), gives the support e-mail and the help centre's search, and a short form whose
 * message lands in the support inbox (POST /api/support/contact), answered by e-mail.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorDetail } from '../../engine/generated/api/error-detail';
import type { SupportContactResponse } from '../../engine/generated/api/support-contact-response';
import { PAGES } from '../../engine/pages';
import { API_ACCESS, checkAccess } from '../../engine/rules/access';
import { supportHoursText, supportIsOpen } from '../../engine/rules/support-hours';
import { apiErrorBody } from '../shared/api/api-client';
import { useConfig } from '../shared/api/get-config';
import { errorLabel } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { useSessionSettings, useViewer } from '../shared/session/viewer';
import { usePageCountry, usePageLanguage } from '../shared/i18n/use-page-language';
import { useModalDialog } from '../ui/use-modal-dialog';
import { useSupportContact } from './api/support-contact';
import '../ui/floating-launcher.css';

/** Whether this person gets the live chat instead (the same rule as the portal's launcher). */
export function useLiveChatAllowed(): boolean {
  const viewer = useViewer();
  return Boolean(viewer && checkAccess(API_ACCESS.supportChat, viewer) === null);
}

export function HelpContact({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const chat = useLiveChatAllowed();
  const [open, setOpen] = useState(false);
  // Staff answer the inbox; a worker who may chat has the live chat here instead.
  if (hidden || chat || viewer?.kind === 'staff') return null;
  return (
    <div className="help-contact">
      {open ? <ContactDialog onClose={() => setOpen(false)} /> : null}
      {open ? null : (
        <button type="button" className="floating-launcher" onClick={() => setOpen(true)}>
          {t('HELP_CONTACT_OPEN')}
        </button>
      )}
    </div>
  );
}

function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const language = usePageLanguage();
  const country = usePageCountry();
  // The person's own region (a student's city) when logged in, else the page's country.
  const own = useSessionSettings();
  const pageSettings = useConfig(own ? null : { country_id: country }).data?.keyValues;
  const settings = own ?? pageSettings;
  const [sent, setSent] = useState<SupportContactResponse | null>(null);
  const hours = settings?.supportOpeningHours;
  const staffed = hours ? supportIsOpen(new Date(), hours) : false;
  const hoursText = hours ? supportHoursText(hours, language) : null;
  const email = settings?.supportEmail;

  return (
    <dialog
      ref={dialog}
      className="help-contact__dialog"
      aria-labelledby="help-contact-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="help-contact-title">{t(staffed ? 'HELP_CONTACT_TITLE_OPEN' : 'HELP_CONTACT_TITLE_OFFLINE')}</h2>
      {hoursText ? <p>{t(staffed ? 'HELP_CONTACT_OPEN_TEXT' : 'HELP_CONTACT_OFFLINE_TEXT', { hours: hoursText })}</p> : null}
      {email ? (
        <p>
          {t('HELP_CONTACT_EMAIL')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
      <p>
        <LocalizedLink to={PAGES.faq} onClick={onClose}>
          {t('HELP_CONTACT_FAQ_LINK')}
        </LocalizedLink>
      </p>
      {sent ? (
        <p role="status" className="help-contact__sent">
          {t('HELP_CONTACT_SENT', { hours: sent.supportOpeningHours })}
        </p>
      ) : (
        <ContactForm onSent={setSent} />
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t('HELP_CONTACT_CLOSE')}
      </button>
    </dialog>
  );
}

type Field = 'name' | 'email' | 'message';

function ContactForm({ onSent }: { onSent: (answer: SupportContactResponse) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const send = useSupportContact();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const details: ErrorDetail[] = apiErrorBody(send.error)?.details ?? [];
  const fieldError = (field: Field) => details.find((detail) => detail.path === `/${field}`);
  // A refusal without field details (too many messages, offline): the server's reason, W§8.
  const formError = send.isError && details.length === 0 ? errorLabel(send.error, t, (key) => i18n.exists(key)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(values, { onSuccess: onSent });
  };
  const input = (field: Field) => {
    const error = fieldError(field);
    const props = {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    };
    return (
      <div className="help-contact__field">
        <label htmlFor={props.id}>{t(`HELP_CONTACT_FIELD_${field.toUpperCase()}`)}</label>
        {field === 'message' ? (
          <textarea {...props} rows={4} maxLength={2000} required />
        ) : (
          <input {...props} type={field === 'email' ? 'email' : 'text'} autoComplete={field === 'email' ? 'email' : 'name'} maxLength={field === 'email' ? 254 : 120} required />
        )}
        {error ? (
          <p id={`${id}-${field}-error`} className="help-contact__error">
            {t(error.code)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className="help-contact__form" onSubmit={submit} noValidate aria-label={t('HELP_CONTACT_FORM')}>
      {input('name')}
      {input('email')}
      {input('message')}
      {formError ? (
        <p role="alert" className="help-contact__error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={send.isPending}>
        {t('HELP_CONTACT_SEND')}
      </button>
    </form>
  );
}

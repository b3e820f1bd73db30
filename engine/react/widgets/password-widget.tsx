import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** A password input with a button that shows or hides what was typed (W§2 login: show/hide password). */
export function PasswordWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return (
    <div className="sf-password">
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="sf-password__toggle"
        aria-controls={props.id}
        aria-label={t(shown ? 'FORM_HIDE_PASSWORD' : 'FORM_SHOW_PASSWORD')}
        disabled={props.disabled}
        onClick={() => setShown((value) => !value)}
      >
        <EyeIcon crossed={shown} />
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

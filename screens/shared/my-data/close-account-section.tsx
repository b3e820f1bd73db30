import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { apiErrorBody, apiErrorStatus } from '../api/api-client';
import { errorLabel } from '../error-label';
import { useLocalizePath } from '../i18n/use-page-language';
import { LocalizedLink } from '../localized-link';
import { useMe } from '../session/get-me';
import { cachedMe, endSession } from '../session/session-actions';
import { postCloseAccount } from './api/my-data';

/** The query parameter of the login page saying the account was just closed (it shows a notice). */
const CLOSED_PARAM = 'closed';

/** The privacy policy's retention table (screens/public/retention-table.tsx). */
export const RETENTION_LINK = `${PAGES.privacy}#retention-title`;

/** Whether the refusal is about the password: 403 PASSWORD_INCORRECT, or a detail at /password (400). */
function passwordProblem(error: unknown): boolean {
  const body = apiErrorBody(error);
  return body?.error === 'PASSWORD_INCORRECT' || Boolean(body?.details?.some((detail) => detail.path === '/password'));
}

/**
 * "Close my account" (issue 31): what closing does, the password and a box to tick, and a danger button. Closed
 * (204): the session leaves this tab and the person lands on their login page (students their own), which says the
 * account is closed. A wrong password is shown on the field, which gets the focus.
 */
export function CloseAccountSection() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const email = useMe().data?.worker.email ?? '';
  const localize = useLocalizePath();
  const passwordId = useId();
  const passwordErrorId = useId();
  const confirmId = useId();
  const confirmErrorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [missing, setMissing] = useState<{ password: boolean; confirm: boolean }>({ password: false, confirm: false });

  const close = useMutation({
    mutationFn: postCloseAccount,
    onSuccess: async () => {
      // Read before the session goes: students have their own login page.
      const student = cachedMe(queryClient)?.worker.studentAccount === true;
      const target = `${localize(student ? PAGES.studentsLogin : PAGES.login)}?${CLOSED_PARAM}=1`;
      endSession(queryClient);
      await navigate(target, { replace: true });
    },
    onError: (error) => {
      if (passwordProblem(error)) passwordRef.current?.focus();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { password: password === '', confirm: !understood };
    setMissing(next);
    if (next.password) passwordRef.current?.focus();
    else if (next.confirm) confirmRef.current?.focus();
    else close.mutate(password);
  };

  const wrongPassword = close.isError && passwordProblem(close.error);
  const passwordError = missing.password ? t('MY_DATA_CLOSE_PASSWORD_MISSING') : wrongPassword ? errorLabel(close.error, t, exists) : null;
  // Too many wrong passwords (429): the server's words are in English; ours say to wait.
  const formError = close.isError && !wrongPassword ? (apiErrorStatus(close.error) === 429 ? t('MY_DATA_CLOSE_TOO_MANY') : errorLabel(close.error, t, exists)) : null;
  const busy = close.isPending || close.isSuccess;

  return (
    <section className="my-data__card my-data__card--danger" aria-labelledby="my-data-close-title">
      <h2 id="my-data-close-title">{t('MY_DATA_CLOSE_TITLE')}</h2>
      <p>{t('MY_DATA_CLOSE_INTRO')}</p>
      <ul className="my-data__list">
        <li>{t('MY_DATA_CLOSE_LOGGED_OUT')}</li>
        <li>{t('MY_DATA_CLOSE_DELETED')}</li>
        <li>
          {t('MY_DATA_CLOSE_KEPT')} <LocalizedLink to={RETENTION_LINK}>{t('MY_DATA_RETENTION_LINK')}</LocalizedLink>
        </li>
        <li>{t('MY_DATA_CLOSE_SIGN_UP_AGAIN')}</li>
      </ul>
      <form className="my-data__form" noValidate onSubmit={submit}>
        {/* Whose password it is, for password managers (hidden). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="field">
          <label className="field__label" htmlFor={passwordId}>
            {t('MY_DATA_CLOSE_PASSWORD')}
          </label>
          <input
            ref={passwordRef}
            id={passwordId}
            className="field__control"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? passwordErrorId : undefined}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (missing.password) setMissing((value) => ({ ...value, password: false }));
              if (close.isError) close.reset();
            }}
          />
          {passwordError ? (
            <p className="field__error" id={passwordErrorId}>
              {passwordError}
            </p>
          ) : null}
        </div>
        <div className="my-data__confirm">
          <input
            ref={confirmRef}
            id={confirmId}
            type="checkbox"
            required
            checked={understood}
            aria-invalid={missing.confirm ? true : undefined}
            aria-describedby={missing.confirm ? confirmErrorId : undefined}
            onChange={(event) => {
              setUnderstood(event.currentTarget.checked);
              if (missing.confirm) setMissing((value) => ({ ...value, confirm: false }));
            }}
          />
          <label htmlFor={confirmId}>{t('MY_DATA_CLOSE_CONFIRM')}</label>
        </div>
        {missing.confirm ? (
          <p className="field__error my-data__confirm-error" id={confirmErrorId}>
            {t('MY_DATA_CLOSE_CONFIRM_MISSING')}
          </p>
        ) : null}
        {formError ? (
          <p className="field__error my-data__alert" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="button my-data__danger-button" disabled={busy}>
          {busy ? t('MY_DATA_CLOSE_CLOSING') : t('MY_DATA_CLOSE_SUBMIT')}
        </button>
      </form>
    </section>
  );
}

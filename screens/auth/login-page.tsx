import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionResponse } from '../../engine/generated/api/session-response';
import type { LoginFormData } from '../../engine/generated/forms/login';
import type { FormData } from '../../engine/forms/json-schema';
import { PAGES } from '../../engine/pages';
import { SchemaForm } from '../../engine/react/schema-form';
import { returnUrlOf } from '../shared/return-url';
import { LocalizedLink } from '../shared/localized-link';
import { useMe } from '../shared/session/get-me';
import { startSession } from '../shared/session/session-actions';
import { useLocalizePath, usePageCountry } from '../shared/i18n/use-page-language';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { postLogin } from './api/post-login';
import { AuthPage } from './auth-page';
import { LoginLinkRequest } from './login-link-request';
import { SignedInNotice } from './signed-in-notice';

export type Audience = 'worker' | 'student';

/** The pages of each audience: students have their own login, sign-up and reset pages (R§2). */
export const AUDIENCE_PATHS = {
  worker: { login: PAGES.login, signup: PAGES.signup, forgotPassword: PAGES.forgotPassword },
  student: { login: PAGES.studentsLogin, signup: PAGES.studentsSignup, forgotPassword: PAGES.studentsForgotPassword },
} as const satisfies Record<Audience, Record<string, string>>;

/**
 * Where a login leads (W§2, R§2): the `return_url` when it stays on this site, else the home page,
 * which the route guard turns into the person's own home; students go to the education portal.
 */
export function pathAfterLogin(session: Pick<SessionResponse, 'worker'>, search: string, localize: (to: string) => string): string {
  return returnUrlOf(search) ?? localize(session.worker.studentAccount ? PAGES.education : PAGES.home);
}

/** (L)/login, (L)/signin and plain /login: e-mail and password, show/hide password, a reset link. */
export function LoginPage({ audience = 'worker' }: { audience?: Audience }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const country = usePageCountry();
  const queryClient = useQueryClient();
  const signedIn = Boolean(useMe().data);
  const form = useComposedForm('login', { country_id: country });
  const [answers, setAnswers] = useState<Partial<LoginFormData>>(() => {
    const email = searchParams.get('email');
    return email ? { email } : {};
  });
  const login = useMutation({
    mutationFn: postLogin,
    onSuccess: async (session) => {
      startSession(queryClient, session);
      await navigate(pathAfterLogin(session, searchParams.toString(), localize), { replace: true });
    },
  });
  const problem = submitProblemOf(login.error);
  const paths = AUDIENCE_PATHS[audience];

  return (
    <AuthPage
      titleKey={audience === 'student' ? 'STUDENT_LOGIN_TITLE' : 'LOGIN_TITLE'}
      eyebrow={audience === 'student' ? t('STUDENT_PAGES_EYEBROW') : undefined}
      lead={<p>{t(audience === 'student' ? 'STUDENT_LOGIN_INTRO' : 'LOGIN_INTRO')}</p>}
    >
      {/* Issue 31: the account was just closed (/my-data sends the person here with ?closed=1). */}
      {searchParams.get('closed') === '1' && !signedIn ? (
        <div className="auth-page__notice" role="status">
          <p>{t('MY_DATA_CLOSED_NOTICE')}</p>
        </div>
      ) : null}
      {signedIn ? <SignedInNotice /> : null}
      {form.composed && form.validator ? (
        <SchemaForm<LoginFormData & FormData>
          composed={form.composed}
          validator={form.validator}
          formData={answers as LoginFormData & FormData}
          onChange={(data) => {
            setAnswers(data);
            if (login.isError) login.reset();
          }}
          onSubmit={(data) => login.mutate(data)}
          formError={problem?.formError}
          formErrorMessage={problem?.formErrorMessage}
          serverErrors={problem?.serverErrors}
          submitting={login.isPending || login.isSuccess}
        >
          <LocalizedLink className="auth-page__inline-link" to={paths.forgotPassword}>
            {t('LOGIN_FORGOT_PASSWORD_LINK')}
          </LocalizedLink>
        </SchemaForm>
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
      {signedIn ? null : <LoginLinkRequest email={answers.email} />}
      <ul className="auth-page__links">
        <li>
          {t(audience === 'student' ? 'STUDENT_LOGIN_NO_ACCOUNT' : 'LOGIN_NO_ACCOUNT')}{' '}
          <LocalizedLink to={paths.signup}>{t(audience === 'student' ? 'STUDENT_LOGIN_SIGNUP_LINK' : 'LOGIN_SIGNUP_LINK')}</LocalizedLink>
        </li>
        <li>
          <LocalizedLink to={audience === 'student' ? AUDIENCE_PATHS.worker.login : AUDIENCE_PATHS.student.login}>
            {t(audience === 'student' ? 'STUDENT_LOGIN_WORKER_LINK' : 'LOGIN_STUDENT_LINK')}
          </LocalizedLink>
        </li>
      </ul>
    </AuthPage>
  );
}

export function StudentLoginPage() {
  return <LoginPage audience="student" />;
}

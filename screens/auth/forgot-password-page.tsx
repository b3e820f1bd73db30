import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordFormData } from '../../engine/generated/forms/forgot-password';
import type { FormData } from '../../engine/forms/json-schema';
import { SchemaForm } from '../../engine/react/schema-form';
import { LocalizedLink } from '../shared/localized-link';
import { usePageCountry } from '../shared/i18n/use-page-language';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { postPasswordResetRequest } from './api/password-reset-request';
import { AuthPage, AuthResult } from './auth-page';
import { AUDIENCE_PATHS, type Audience } from './login-page';

/**
 * (L)/forgot-password and (L)/students-forgot-password (W§2, R§2): the e-mail address, then a
 * message. The server answers the same whether or not the address has an account, so the
 * message never tells a stranger who is registered.
 */
export function ForgotPasswordPage({ audience = 'worker' }: { audience?: Audience }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const country = usePageCountry();
  const form = useComposedForm('forgot-password', { country_id: country });
  const [answers, setAnswers] = useState<Partial<ForgotPasswordFormData>>(() => {
    const email = searchParams.get('email');
    return email ? { email } : {};
  });
  const request = useMutation({ mutationFn: postPasswordResetRequest });
  const problem = submitProblemOf(request.error);
  const loginPath = AUDIENCE_PATHS[audience].login;

  if (request.isSuccess) {
    return (
      <AuthPage titleKey="FORGOT_PASSWORD_SENT_TITLE" outcome="success">
        <AuthResult>
          <p>{t('FORGOT_PASSWORD_SENT_TEXT', { email: request.variables.email.trim() })}</p>
          <p>{t('FORGOT_PASSWORD_SENT_HINT')}</p>
          <div className="auth-page__actions">
            <LocalizedLink className="button" to={loginPath}>
              {t('FORGOT_PASSWORD_BACK_TO_LOGIN')}
            </LocalizedLink>
            <button type="button" className="button button--secondary" onClick={() => request.reset()}>
              {t('FORGOT_PASSWORD_TRY_AGAIN')}
            </button>
          </div>
        </AuthResult>
      </AuthPage>
    );
  }

  const intro = form.composed?.uiSchema['ui:description'];
  return (
    <AuthPage
      titleKey="FORGOT_PASSWORD_TITLE"
      eyebrow={audience === 'student' ? t('STUDENT_PAGES_EYEBROW') : undefined}
      lead={<p>{t(typeof intro === 'string' ? intro : 'FORGOT_PASSWORD_INTRO')}</p>}
    >
      {form.composed && form.validator ? (
        <SchemaForm<ForgotPasswordFormData & FormData>
          composed={form.composed}
          validator={form.validator}
          formData={answers as ForgotPasswordFormData & FormData}
          onChange={setAnswers}
          onSubmit={(data) => request.mutate(data)}
          formError={problem?.formError}
          formErrorMessage={problem?.formErrorMessage}
          serverErrors={problem?.serverErrors}
          submitting={request.isPending}
        />
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
      <ul className="auth-page__links">
        <li>
          <LocalizedLink to={loginPath}>{t('FORGOT_PASSWORD_BACK_TO_LOGIN')}</LocalizedLink>
        </li>
      </ul>
    </AuthPage>
  );
}

export function StudentForgotPasswordPage() {
  return <ForgotPasswordPage audience="student" />;
}

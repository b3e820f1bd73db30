import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import type { ResetPasswordFormData } from '../../engine/generated/forms/reset-password';
import type { FormData } from '../../engine/forms/json-schema';
import { SchemaForm } from '../../engine/react/schema-form';
import { apiErrorBody } from '../shared/api/api-client';
import { LocalizedLink } from '../shared/localized-link';
import { usePageCountry } from '../shared/i18n/use-page-language';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { LoadingState } from '../ui/status';
import { getPasswordResetCheckQueryOptions } from './api/password-reset-check';
import { postPasswordResetUse } from './api/password-reset-use';
import { AuthPage, AuthResult } from './auth-page';

const TOKEN_INVALID = 'TOKEN_INVALID';

function isTokenError(error: unknown): boolean {
  return apiErrorBody(error)?.error === TOKEN_INVALID;
}

/** The link is unknown, used or expired (W§8 "token failures on reset show a token error"). */
function TokenError() {
  const { t } = useTranslation();
  return (
    <AuthPage titleKey="RESET_PASSWORD_TOKEN_ERROR_TITLE" outcome="error">
      <AuthResult tone="error">
        <p>{t('RESET_PASSWORD_TOKEN_ERROR_TEXT')}</p>
        <div className="auth-page__actions">
          <LocalizedLink className="button" to={PAGES.forgotPassword}>
            {t('RESET_PASSWORD_REQUEST_NEW_LINK')}
          </LocalizedLink>
        </div>
      </AuthResult>
    </AuthPage>
  );
}

/**
 * /password-reset/{token} (W§2, W§4 "token verifying -> ok or error -> reset done"): the link is
 * checked first, then the new password and its confirmation, then a message with a login link.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const country = usePageCountry();
  const check = useQuery(getPasswordResetCheckQueryOptions(token));
  const form = useComposedForm('reset-password', { country_id: country });
  const [answers, setAnswers] = useState<Partial<ResetPasswordFormData>>({});
  const reset = useMutation({ mutationFn: (data: ResetPasswordFormData) => postPasswordResetUse({ token, password: data.password }) });

  if (check.isPending) {
    return (
      <AuthPage titleKey="RESET_PASSWORD_TITLE">
        <LoadingState label={t('RESET_PASSWORD_CHECKING')} />
      </AuthPage>
    );
  }
  if ((check.isError && isTokenError(check.error)) || check.data?.valid === false || isTokenError(reset.error)) return <TokenError />;
  if (check.isError) {
    return (
      <AuthPage titleKey="RESET_PASSWORD_TITLE">
        <FormLoadState status="error" error={check.error} onRetry={() => void check.refetch()} />
      </AuthPage>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthPage titleKey="RESET_PASSWORD_DONE_TITLE" outcome="success">
        <AuthResult>
          <p>{t('RESET_PASSWORD_DONE_TEXT')}</p>
          <div className="auth-page__actions">
            <LocalizedLink className="button" to={PAGES.login}>
              {t('RESET_PASSWORD_LOGIN_LINK')}
            </LocalizedLink>
          </div>
        </AuthResult>
      </AuthPage>
    );
  }

  const problem = submitProblemOf(reset.error);
  return (
    <AuthPage titleKey="RESET_PASSWORD_TITLE" lead={<p>{t('RESET_PASSWORD_INTRO')}</p>}>
      {form.composed && form.validator ? (
        <SchemaForm<ResetPasswordFormData & FormData>
          composed={form.composed}
          validator={form.validator}
          formData={answers as ResetPasswordFormData & FormData}
          onChange={setAnswers}
          onSubmit={(data) => reset.mutate(data)}
          formError={problem?.formError}
          formErrorMessage={problem?.formErrorMessage}
          serverErrors={problem?.serverErrors}
          submitting={reset.isPending}
        />
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
    </AuthPage>
  );
}

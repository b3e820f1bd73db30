import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordFormData } from '../../engine/generated/forms/forgot-password';
import type { FormData } from '../../engine/forms/json-schema';
import { SchemaForm } from '../../engine/react/schema-form';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { usePageCountry } from '../shared/i18n/use-page-language';
import { postOneTimeLoginRequest } from './api/post-one-time-login-request';

/**
 * "E-mail me a login link" (W§2 /onetimelogin/{token}): asks for the address (the forgot-password
 * form's e-mail question) and says a link was sent if an account exists. The server answers the
 * same for every address, so the page never tells a stranger who is registered.
 */
export function LoginLinkRequest({ email }: { email?: string }) {
  const { t } = useTranslation();
  const country = usePageCountry();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const form = useComposedForm('forgot-password', { country_id: country });
  const [answers, setAnswers] = useState<Partial<ForgotPasswordFormData>>({});
  const request = useMutation({ mutationFn: postOneTimeLoginRequest });
  const problem = submitProblemOf(request.error);

  if (!open) {
    return (
      <button
        type="button"
        className="button button--secondary auth-page__login-link-toggle"
        onClick={() => {
          setAnswers(email ? { email } : {});
          setOpen(true);
        }}
      >
        {t('LOGIN_LINK_OPEN')}
      </button>
    );
  }

  return (
    <section className="auth-page__login-link" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('LOGIN_LINK_TITLE')}</h2>
      {request.isSuccess ? (
        <div role="status">
          <p>{t('LOGIN_LINK_SENT', { email: request.variables.email.trim() })}</p>
          <button type="button" className="button button--secondary" onClick={() => request.reset()}>
            {t('LOGIN_LINK_AGAIN')}
          </button>
        </div>
      ) : (
        <>
          <p>{t('LOGIN_LINK_INTRO')}</p>
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
              submitLabel="LOGIN_LINK_SUBMIT"
            />
          ) : (
            <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
          )}
        </>
      )}
    </section>
  );
}

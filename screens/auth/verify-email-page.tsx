import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { errorLabel } from '../shared/error-label';
import { LocalizedLink } from '../shared/localized-link';
import { useMe } from '../shared/session/get-me';
import { getResendEmailVerification } from '../shared/api/get-resend-email-verification';
import { AuthPage, AuthResult } from './auth-page';
import { ContinueWithLink } from './continue-with-link';

/** A logged-in worker whose link failed can ask for a new one (W§8 "send-email-confirmation failures show the error"). */
function ResendVerification() {
  const { t, i18n } = useTranslation();
  const resend = useMutation({ mutationFn: getResendEmailVerification });
  if (resend.isSuccess) return <p role="status">{t('VERIFY_EMAIL_RESENT')}</p>;
  return (
    <>
      {resend.isError ? (
        <p className="field__error" role="alert">
          {errorLabel(resend.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
      <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {t('VERIFY_EMAIL_RESEND')}
      </button>
    </>
  );
}

function Verified({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <AuthPage titleKey="VERIFY_EMAIL_DONE_TITLE" outcome="success">
      <AuthResult>
        <p>{t(textKey)}</p>
        <div className="auth-page__actions">
          {/* Home sends a logged-in person on to their own next step. */}
          <LocalizedLink className="button" to={PAGES.home}>
            {t('VERIFY_EMAIL_CONTINUE')}
          </LocalizedLink>
        </div>
      </AuthResult>
    </AuthPage>
  );
}

/** A dead link: a logged-in worker can ask for a new one, and one whose address is verified already is told so. */
function VerificationFailed() {
  const { t } = useTranslation();
  const worker = useMe().data?.worker;
  // The link was used already (opened twice, or from another device) and the address is verified.
  if (worker?.verifiedEmail) return <Verified textKey="VERIFY_EMAIL_ALREADY_DONE_TEXT" />;
  return (
    <AuthPage titleKey="VERIFY_EMAIL_ERROR_TITLE" outcome="error">
      <AuthResult tone="error">
        <p>{t(worker ? 'VERIFY_EMAIL_ERROR_TEXT_SIGNED_IN' : 'VERIFY_EMAIL_ERROR_TEXT')}</p>
        <div className="auth-page__actions">
          {worker ? (
            <ResendVerification />
          ) : (
            <LocalizedLink className="button" to={PAGES.login}>
              {t('VERIFY_EMAIL_LOGIN_LINK')}
            </LocalizedLink>
          )}
        </div>
      </AuthResult>
    </AuthPage>
  );
}

/**
 * /verify-email/{token} (W§2, W§7): the link verifies the address through the one-time login, which also
 * logs the person in, so like a login link it first asks "Continue as ...?" (issue 25). Then verified
 * (the stage moves on: the agreement can be signed) or an error.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  return (
    <ContinueWithLink
      token={token}
      titleKey="VERIFY_EMAIL_TITLE"
      textKey="VERIFY_EMAIL_CONTINUE_TEXT"
      failed={<VerificationFailed />}
      done={() => <Verified textKey="VERIFY_EMAIL_DONE_TEXT" />}
    />
  );
}

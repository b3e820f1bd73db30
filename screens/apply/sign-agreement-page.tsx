import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { errorLabel } from '../shared/error-label';
import { getMeQueryOptions, useMe } from '../shared/session/get-me';
import { useSessionSettings } from '../shared/session/viewer';
import { useLocalizePath } from '../shared/i18n/use-page-language';
import { getResendEmailVerification } from '../shared/api/get-resend-email-verification';
import { SigningWidget, useSignedMessage } from '../shared/agreement/signing-widget';
import { ApplyCard, ApplyPage } from './apply-page';

/** W§4, W§9: the agreement page asks every 3 s whether the agreement is signed. */

/** Step one: a verified e-mail address (W§6 "Signing requires a verified email"), with a resend link. */
export function VerifyEmailFirst({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const resend = useMutation({ mutationFn: getResendEmailVerification });
  return (
    <ApplyCard titleKey="SIGN_AGREEMENT_VERIFY_TITLE" headingId="verify-email">
      <p>{t('SIGN_AGREEMENT_VERIFY_TEXT', { email })}</p>
      <p className="apply-note">{t('SIGN_AGREEMENT_VERIFY_WAITING')}</p>
      {resend.isSuccess ? (
        <p className="apply-banner" role="status">
          {t('SIGN_AGREEMENT_VERIFY_SENT', { email })}
        </p>
      ) : null}
      {resend.isError ? (
        <p className="apply-error" role="alert">
          {errorLabel(resend.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
      <div className="apply-actions">
        <button type="button" className="button button--secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t(resend.isSuccess ? 'SIGN_AGREEMENT_VERIFY_RESEND_AGAIN' : 'SIGN_AGREEMENT_VERIFY_RESEND')}
        </button>
      </div>
    </ApplyCard>
  );
}

/**
 * /sign-agreement (W§2, W§4 Agreement): a verified e-mail first; then the signing widget (the
 * built-in signing page, embedded) with the new-version or already-signed intro. The session
 * (GET /api/me, the `['me']` query) is asked every 3 s, so an address verified in another tab
 * brings the widget, and once the agreement is signed the applicant goes to /application-success
 * with the session (and the route guards) already knowing it. Already signed with no operator
 * partner: home.
 */
export function SignAgreementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const worker = useMe().data?.worker;
  // W§4, W§9: every 3 s (the region's agreementPollIntervalMs).
  const pollIntervalMs = useSessionSettings()?.agreementPollIntervalMs;
  const [leaveAtOnce] = useState(() => Boolean(worker?.signedLatestAgreement && !worker.operatorPartner_id));
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (leaveAtOnce) void navigate(localize(PAGES.home), { replace: true });
  }, [leaveAtOnce, navigate, localize]);

  const poll = useQuery({
    ...getMeQueryOptions(),
    enabled: !leaveAtOnce && !finished && pollIntervalMs !== undefined,
    refetchInterval: pollIntervalMs ?? false,
    staleTime: 0,
    retry: false,
  });

  // The signing page tells its parent at once; the 3 s poll is the fallback.
  const { refetch } = poll;
  useSignedMessage(useCallback(() => void refetch(), [refetch]));

  useEffect(() => {
    if (!worker || leaveAtOnce || finished) return;
    if (worker.signedLatestAgreement && worker.verifiedEmail) {
      setFinished(true);
      void navigate(PAGES.applicationSuccess, { replace: true });
    }
  }, [worker, leaveAtOnce, finished, navigate]);

  if (!worker || leaveAtOnce) return null;
  // Verified in another tab (the e-mail's link): the poll brings it, and the widget comes now.
  const verified = worker.verifiedEmail;
  return (
    <ApplyPage titleKey="SIGN_AGREEMENT_TITLE" step="agreement" lead={<p>{t('SIGN_AGREEMENT_LEAD')}</p>}>
      {verified ? <SigningWidget signedBefore={worker.latestAgreementVersion !== null} /> : <VerifyEmailFirst email={worker.email} />}
    </ApplyPage>
  );
}

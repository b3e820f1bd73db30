import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OneTimeLoginPreview } from '../../engine/generated/api/one-time-login-preview';
import type { SessionResponse } from '../../engine/generated/api/session-response';
import { startSession } from '../shared/session/session-actions';
import { LoadingState } from '../ui/status';
import { getOneTimeLoginPreviewQueryOptions, postOneTimeLogin } from './api/get-one-time-login';
import { AuthPage, AuthResult } from './auth-page';

interface ContinueWithLinkProps {
  token: string;
  titleKey: string;
  /** Says what continuing does (logs in; also verifies the address). */
  textKey: string;
  /** The link was dead when opened, or by the time the person continued. */
  failed: ReactNode;
  /** After the session started. */
  done: (session: SessionResponse) => ReactNode;
}

/**
 * A login or verification link asks before it logs in (issue 25): opening it only shows whose it is, and the
 * session starts on "Continue", a same-origin POST. A link another site sends a visitor (the attacker's own)
 * therefore never logs them in without them seeing whose account it is.
 */
export function ContinueWithLink({ token, titleKey, textKey, failed, done }: ContinueWithLinkProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preview = useQuery(getOneTimeLoginPreviewQueryOptions(token));
  const login = useMutation({
    mutationFn: () => postOneTimeLogin(token),
    onSuccess: (session) => startSession(queryClient, session),
  });

  if (login.isSuccess) return done(login.data);
  if (preview.isError || login.isError) return failed;
  if (preview.isPending) {
    return (
      <AuthPage titleKey={titleKey}>
        <LoadingState label={t('LINK_CHECKING')} />
      </AuthPage>
    );
  }
  return <ContinueQuestion titleKey={titleKey} textKey={textKey} preview={preview.data} pending={login.isPending} onContinue={() => login.mutate()} />;
}

function ContinueQuestion(props: { titleKey: string; textKey: string; preview: OneTimeLoginPreview; pending: boolean; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <AuthPage titleKey={props.titleKey}>
      <AuthResult>
        <p>
          <strong>{t('LINK_CONTINUE_AS', { email: props.preview.email })}</strong>
        </p>
        <p>{t(props.textKey)}</p>
        <div className="auth-page__actions">
          <button type="button" className="button" disabled={props.pending} onClick={props.onContinue}>
            {t('LINK_CONTINUE')}
          </button>
        </div>
      </AuthResult>
    </AuthPage>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorLabel } from '../shared/error-label';
import { AuthPage, AuthResult } from './auth-page';
import { postLinkConfirmation } from './api/post-link-confirmation';

/**
 * /perks-link/{token} (issue 27): the page of the e-mail sent to an address a practitioner asked
 * to link to their perks. Opening it does nothing (mail scanners open links); the link holds when
 * the person with the inbox presses Confirm, signed in or not. Ignoring the e-mail links nothing.
 */
export function PerksLinkConfirmPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useMutation({
    mutationFn: () => postLinkConfirmation(token),
  });

  if (confirm.isSuccess) {
    return (
      <AuthPage titleKey="PERKS_LINK_CONFIRM_TITLE" outcome="success">
        <AuthResult tone="success">
          <p>{t('PERKS_LINK_CONFIRM_DONE', { email: confirm.data.email })}</p>
        </AuthResult>
      </AuthPage>
    );
  }
  return (
    <AuthPage titleKey="PERKS_LINK_CONFIRM_TITLE">
      <AuthResult tone={confirm.isError ? 'error' : undefined}>
        <p>{t('PERKS_LINK_CONFIRM_TEXT')}</p>
        <p>{t('PERKS_LINK_CONFIRM_IGNORE')}</p>
        {confirm.isError ? (
          <p className="field__error">{errorLabel(confirm.error, t, (key) => i18n.exists(key))}</p>
        ) : (
          <div className="auth-page__actions">
            <button type="button" className="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('PERKS_LINK_CONFIRM_BUTTON')}
            </button>
          </div>
        )}
      </AuthResult>
    </AuthPage>
  );
}

import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { LocalizedLink } from '../shared/localized-link';
import { LoadingState } from '../ui/status';
import { AuthPage, AuthResult } from './auth-page';
import { ContinueWithLink } from './continue-with-link';

/** Where a one-time login leads (W§2); the route guard sends an applicant on to their stage. */
export const PATH_AFTER_ONE_TIME_LOGIN = PAGES.bookings;

function LinkFailed() {
  const { t } = useTranslation();
  return (
    <AuthPage titleKey="ONE_TIME_LOGIN_ERROR_TITLE" outcome="error">
      <AuthResult tone="error">
        <p>{t('ONE_TIME_LOGIN_ERROR_TEXT')}</p>
        <div className="auth-page__actions">
          <LocalizedLink className="button" to={PAGES.login}>
            {t('ONE_TIME_LOGIN_LOGIN_LINK')}
          </LocalizedLink>
        </div>
      </AuthResult>
    </AuthPage>
  );
}

function LoggedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(PATH_AFTER_ONE_TIME_LOGIN, { replace: true });
  }, [navigate]);
  return (
    <AuthPage titleKey="ONE_TIME_LOGIN_TITLE">
      <LoadingState label={t('ONE_TIME_LOGIN_LOADING')} />
    </AuthPage>
  );
}

/** /onetimelogin/{token} (W§2): "Continue as ...?", then logged in and on to the bookings, or an error. */
export function OneTimeLoginPage() {
  const { token = '' } = useParams();
  return (
    <ContinueWithLink
      token={token}
      titleKey="ONE_TIME_LOGIN_TITLE"
      textKey="ONE_TIME_LOGIN_CONTINUE_TEXT"
      failed={<LinkFailed />}
      done={() => <LoggedIn />}
    />
  );
}

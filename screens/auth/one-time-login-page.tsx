import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { LocalizedLink } from '../app/localized-link';
import { startSession } from '../app/session/session-actions';
import { LoadingState } from '../ui/status';
import { getOneTimeLoginQueryOptions } from './api/get-one-time-login';
import { AuthPage, AuthResult } from './auth-page';

/** Where a one-time login leads (W§2); the route guard sends an applicant on to their stage. */
export const PATH_AFTER_ONE_TIME_LOGIN = PAGES.bookings;

/** /onetimelogin/{token} (W§2): logging in, or an error; then the bookings. */
export function OneTimeLoginPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useQuery(getOneTimeLoginQueryOptions(token, (session) => startSession(queryClient, session)));

  useEffect(() => {
    if (login.isSuccess) void navigate(PATH_AFTER_ONE_TIME_LOGIN, { replace: true });
  }, [login.isSuccess, navigate]);

  if (login.isError) {
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
  return (
    <AuthPage titleKey="ONE_TIME_LOGIN_TITLE">
      <LoadingState label={t('ONE_TIME_LOGIN_LOADING')} />
    </AuthPage>
  );
}

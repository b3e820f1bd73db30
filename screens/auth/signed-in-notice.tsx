import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../shared/localized-link';
import { PAGES } from '../../engine/pages';
import { useMe } from '../shared/session/get-me';
import { useLogOut } from '../shared/session/use-log-out';

/** Plain /login is open to a logged-in person too (W§2): say who is logged in and offer the way on. */
export function SignedInNotice() {
  const { t } = useTranslation();
  const worker = useMe().data?.worker;
  const { logOut, pending } = useLogOut();
  if (!worker) return null;
  return (
    <div className="auth-page__notice" role="status">
      <p>{t('LOGIN_ALREADY_SIGNED_IN', { email: worker.email })}</p>
      <div className="auth-page__actions">
        {/* The home page sends a logged-in person on to their own home (their stage, bookings, education). */}
        <LocalizedLink className="button" to={PAGES.home}>
          {t('LOGIN_CONTINUE')}
        </LocalizedLink>
        <button type="button" className="button button--secondary" disabled={pending} onClick={() => void logOut()}>
          {t('HEADER_LOGOUT')}
        </button>
      </div>
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../use-page-language';
import { logOut, pathAfterLogout, sessionStore } from './session-store';

/** The Log out action (W§4): ends the session, then home, or the education portal for a student. */
export function useLogOut(): { logOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    const target = localize(pathAfterLogout(sessionStore.getState().worker));
    setPending(true);
    try {
      await logOut();
    } finally {
      setPending(false);
    }
    await navigate(target, { replace: true });
  }, [localize, navigate]);
  return { logOut: run, pending };
}

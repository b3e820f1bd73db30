import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLocalizePath } from '../i18n/use-page-language';
import { cachedMe, logOut, pathAfterLogout } from './session-actions';

/** The Log out action (W§4): ends the session, then home, or the education portal for a student. */
export function useLogOut(): { logOut: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const localize = useLocalizePath();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    const target = localize(pathAfterLogout(cachedMe(queryClient)?.worker));
    setPending(true);
    try {
      await logOut(queryClient);
    } finally {
      setPending(false);
    }
    await navigate(target, { replace: true });
  }, [localize, navigate, queryClient]);
  return { logOut: run, pending };
}

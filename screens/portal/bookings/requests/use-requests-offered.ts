import { API_ACCESS, checkAccess } from '../../../../engine/rules/access';
import { useMe } from '../../../shared/session/get-me';
import { useViewer } from '../../../shared/session/viewer';

/**
 * Whether the worker takes part in request to book (R§6 beta list, R§9 switch): the access table's
 * `requestToBook` area (an active worker) and the session response's `requestToBookOffered`, which
 * the server computes with the rule its guard applies (engine/rules/request-to-book.ts
 * `requestToBookOpen`; the beta list itself is a server-only setting). So the workers without the
 * feature never call its API, and no 403 is asked for on every bookings page. False until the
 * session is known.
 */
export function useRequestsToBookOffered(): boolean {
  const viewer = useViewer();
  const me = useMe().data;
  if (!viewer || !me) return false;
  if (checkAccess(API_ACCESS.requestToBook, viewer) !== null) return false;
  return me.requestToBookOffered;
}

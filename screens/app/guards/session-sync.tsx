import { useEffect, useRef } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store';

/**
 * Server data that belongs to nobody in particular and survives a change of user. Everything
 * else in the query cache (a worker's bookings, statements...) is dropped when the logged-in
 * worker changes, so the next person on a shared computer never sees it.
 */
const SHARED_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'cities',
  'config',
  'composed-form',
  'validator-module',
  'faq',
  // The link that just logged this person in: dropping it would spend the one-time token again.
  'one-time-login',
]);

/**
 * Keeps the page in step with the session: when someone is logged out (the Log out button, or a
 * 401 from any call) the route guards run again, so a page that needs a login is left for home,
 * and the previous worker's data leaves the cache.
 */
export function SessionSync() {
  const workerId = useSession((state) => state.worker?.id ?? null);
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const previous = useRef(workerId);

  useEffect(() => {
    const before = previous.current;
    previous.current = workerId;
    if (before === null || before === workerId) return;
    queryClient.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(String(query.queryKey[0])) });
    if (workerId === null) void revalidator.revalidate();
  }, [workerId, queryClient, revalidator]);

  return <Outlet />;
}

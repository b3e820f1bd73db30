import { useEffect, useRef } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { onUnauthorized } from '../../shared/api/api-client';
import { useMe } from '../../shared/session/get-me';
import { cachedMe, endSession, speaksForTheSession } from '../../shared/session/session-actions';

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
  // The preview of the link that just logged this person in: fetched again, it would say the link is used up.
  'one-time-login',
]);

/** The session itself (`['me']`) stays: it is what just changed. */
function belongsToThePreviousPerson(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] === 'me' && queryKey.length === 1) return false;
  return !SHARED_QUERY_ROOTS.has(String(queryKey[0]));
}

/**
 * Keeps the page in step with the session:
 * - a 401 from any call while logged in ends the session here too (DESIGN.md, W§8);
 * - when someone is logged out (the Log out button, or that 401) the route guards run again, so a
 *   page that needs a login is left for home, and the previous worker's data leaves the cache.
 */
export function SessionSync() {
  const workerId = useMe().data?.worker.id ?? null;
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const previous = useRef(workerId);

  useEffect(
    () =>
      onUnauthorized((request) => {
        if (cachedMe(queryClient) && speaksForTheSession(request)) endSession(queryClient);
      }),
    [queryClient],
  );

  useEffect(() => {
    const before = previous.current;
    previous.current = workerId;
    if (before === null || before === workerId) return;
    queryClient.removeQueries({ predicate: (query) => belongsToThePreviousPerson(query.queryKey) });
    if (workerId === null) void revalidator.revalidate();
  }, [workerId, queryClient, revalidator]);

  return <Outlet />;
}

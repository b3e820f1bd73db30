/*
 * Keeps the session (the `['me']` query) in step with what the screening test's calls answer
 * (a started test, sent answers), so the route guards and the header decide with the
 * application as it now is.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { WorkerApplication } from '../../engine/generated/api/session-response';
import { getMeQueryOptions } from '../shared/session/get-me';

/** The session's worker with a new application (the answer of the test's start and answers calls). */
export function setApplication(queryClient: QueryClient, application: WorkerApplication): void {
  queryClient.setQueryData(getMeQueryOptions().queryKey, (me) => (me ? { ...me, worker: { ...me.worker, application } } : me));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxResponse } from '../../../engine/generated/api/outbox-response';
import { getDevOutbox } from '../../../engine/api/endpoints/dev';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/dev/outbox: the newest e-mails the local server wrote (up to 50); 404 where the mailbox is off. */
export function getOutbox(): Promise<OutboxResponse> {
  return callEndpoint(getDevOutbox);
}

export function getOutboxQueryOptions() {
  // A 404 means "no mailbox on this server": asking again will not change that.
  return queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, retry: false });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}

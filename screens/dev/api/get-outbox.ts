import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

export type OutboxMailKind = 'verify-email' | 'password-reset' | 'one-time-login';

/** One e-mail of the dev mailbox (GET /api/dev/outbox). */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: OutboxMailKind | null;
  language: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OutboxResponse {
  messages: OutboxMessage[];
}

/** The newest e-mails the local server wrote (up to 50); 404 where the mailbox is off. */
export function getOutbox(): Promise<OutboxResponse> {
  return apiClient.get(paths.devOutbox).json<OutboxResponse>();
}

export function getOutboxQueryOptions() {
  // A 404 means "no mailbox on this server": asking again will not change that.
  return queryOptions({ queryKey: ['dev', 'outbox'], queryFn: getOutbox, retry: false });
}

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}

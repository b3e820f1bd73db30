import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportInboxItem } from '../../../engine/generated/api/support-inbox-item';
import type { SupportInboxResponse } from '../../../engine/generated/api/support-inbox-response';
import type { SupportMessage } from '../../../engine/generated/api/support-message';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** How often the inbox and the open conversation look for new messages. */
const POLL_MS = 3000;
const INBOX_KEY = ['support', 'conversations', { pages: true }] as const;
const conversationKey = (id: string) => ['support', 'conversations', id] as const;

/**
 * GET /api/support/conversations, a page at a time (50, the most recently active first): the
 * first page polls for new messages; older pages load when asked (issue 28: a request reads its
 * own page, however long the inbox grows).
 */
export function supportInboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: INBOX_KEY,
    queryFn: ({ pageParam }) =>
      apiClient.get(paths.supportConversations, { searchParams: pageParam ? { before: pageParam } : {} }).json<SupportInboxResponse>(),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: POLL_MS,
  });
}

export function useSupportInbox() {
  return useInfiniteQuery(supportInboxQueryOptions());
}

export function supportConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationKey(id),
    queryFn: () => apiClient.get(paths.supportConversation(id)).json<SupportInboxItem>(),
    refetchInterval: POLL_MS,
  });
}

export function useSupportConversation(id: string | null) {
  return useQuery({ ...supportConversationQueryOptions(id ?? ''), enabled: id !== null });
}

/** POST /api/support/conversations/{id}/messages { body }. */
export function useSupportReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiClient.post(paths.supportConversationMessages(id), { json: { body } }).json<SupportMessage>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'conversations'] }),
  });
}

/** POST /api/support/conversations/{id}/close. */
export function useCloseConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(paths.supportConversationClose(id)).json<SupportInboxItem>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'conversations'] }),
  });
}

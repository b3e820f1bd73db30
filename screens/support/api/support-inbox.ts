import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closeSupportConversation,
  getSupportConversation,
  getSupportConversations,
  replySupportConversation,
} from '../../../engine/api/endpoints/support-chat';
import { callEndpoint } from '../../shared/api/call-endpoint';

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
    queryFn: ({ pageParam }) => callEndpoint(getSupportConversations, { query: { before: pageParam ?? undefined } }),
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
    queryFn: () => callEndpoint(getSupportConversation, { params: { id } }),
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
    mutationFn: (body: string) => callEndpoint(replySupportConversation, { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'conversations'] }),
  });
}

/** POST /api/support/conversations/{id}/close. */
export function useCloseConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(closeSupportConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['support', 'conversations'] }),
  });
}

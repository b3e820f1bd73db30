import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportInboxItem } from '../../../engine/generated/api/support-inbox-item';
import type { SupportInboxResponse } from '../../../engine/generated/api/support-inbox-response';
import type { SupportMessage } from '../../../engine/generated/api/support-message';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** How often the inbox and the open conversation look for new messages. */
const POLL_MS = 3000;
const INBOX_KEY = ['support', 'conversations'] as const;
const conversationKey = (id: string) => ['support', 'conversations', id] as const;

export function supportInboxQueryOptions() {
  return queryOptions({
    queryKey: INBOX_KEY,
    queryFn: () => apiClient.get(paths.supportConversations).json<SupportInboxResponse>(),
    refetchInterval: POLL_MS,
  });
}

export function useSupportInbox() {
  return useQuery(supportInboxQueryOptions());
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

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportChatResponse } from '../../../../engine/generated/api/support-chat-response';
import type { SupportMessage } from '../../../../engine/generated/api/support-message';
import { getSupportChat as getSupportChatEndpoint, sendSupportChatMessage } from '../../../../engine/api/endpoints/support-chat';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const SUPPORT_CHAT_QUERY_KEY = ['support-chat'] as const;

/** GET /api/support-chat: open now or not, the support e-mail, the worker's open conversation. */
export function getSupportChat(): Promise<SupportChatResponse> {
  return callEndpoint(getSupportChatEndpoint);
}

export function supportChatQueryOptions() {
  return queryOptions({ queryKey: SUPPORT_CHAT_QUERY_KEY, queryFn: getSupportChat });
}

export function useSupportChat(enabled: boolean) {
  return useQuery({ ...supportChatQueryOptions(), enabled });
}

/** A message into the cached chat, once (the stream and the POST answer may both bring it). */
export function withMessage(state: SupportChatResponse | undefined, message: SupportMessage): SupportChatResponse | undefined {
  if (!state) return state;
  const conversation = state.conversation;
  if (!conversation || conversation.id !== message.conversationId) {
    return { ...state, conversation: { id: message.conversationId, status: 'open', createdAt: message.createdAt, closedAt: null, messages: [message] } };
  }
  if (conversation.messages.some((m) => m.id === message.id)) return state;
  return { ...state, conversation: { ...conversation, messages: [...conversation.messages, message] } };
}

/** POST /api/support-chat/messages { body }. */
export function postSupportMessage(body: string): Promise<SupportMessage> {
  return callEndpoint(sendSupportChatMessage, { body: { body } });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSupportMessage,
    onSuccess: (message) => queryClient.setQueryData<SupportChatResponse>(SUPPORT_CHAT_QUERY_KEY, (state) => withMessage(state, message)),
  });
}

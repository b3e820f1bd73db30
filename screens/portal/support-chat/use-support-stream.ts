import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportChatResponse } from '../../../engine/generated/api/support-chat-response';
import type { SupportMessage } from '../../../engine/generated/api/support-message';
import { endpointUrl } from '../../../engine/api/endpoint';
import { streamSupportChat } from '../../../engine/api/endpoints/support-chat';
import { ME_QUERY_KEY } from '../../shared/session/get-me';
import { SUPPORT_CHAT_QUERY_KEY, withMessage } from './api/support-chat';

/**
 * While the chat is open, support's replies arrive over the live stream (server-sent events) and
 * go straight into the cached conversation; the session cookie authenticates it. While it is
 * closed the worker counts as away and replies also come by e-mail. The server ends the stream
 * for good when the session ended (logged out elsewhere, password reset: the session is read again,
 * and its 401 logs this tab out) or when newer tabs took its place.
 */
export function useSupportStream(active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(endpointUrl(streamSupportChat));
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as SupportMessage;
      queryClient.setQueryData<SupportChatResponse>(SUPPORT_CHAT_QUERY_KEY, (state) => withMessage(state, message));
    });
    source.addEventListener('closed', () => void queryClient.invalidateQueries({ queryKey: SUPPORT_CHAT_QUERY_KEY }));
    // After a reconnection, catch up on what was said meanwhile.
    source.addEventListener('open', () => void queryClient.invalidateQueries({ queryKey: SUPPORT_CHAT_QUERY_KEY }));
    source.addEventListener('replaced', () => source.close());
    source.addEventListener('session-ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
    return () => source.close();
  }, [active, queryClient]);
}

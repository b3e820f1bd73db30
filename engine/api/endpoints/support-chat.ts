/**
 * The support chat (W§2 live chat, R§6 customer support): the worker's side (area `supportChat`)
 * and customer support's inbox (area `support`).
 */
import type { Endpoint } from '../endpoint';

export const getSupportChat = {
  method: 'GET',
  path: '/api/support-chat',
  access: 'supportChat',
  answers: { 200: 'support-chat-response' },
} as const satisfies Endpoint;

export const sendSupportChatMessage = {
  method: 'POST',
  path: '/api/support-chat/messages',
  access: 'supportChat',
  body: 'support-message-body',
  payload: 'support-message-request',
  answers: { 200: 'support-message' },
} as const satisfies Endpoint;

export const getSupportChatConversation = {
  method: 'GET',
  path: '/api/support-chat/conversations/:id',
  access: 'supportChat',
  params: 'conversation-params',
  answers: { 200: 'support-conversation' },
} as const satisfies Endpoint;

/** Server-sent events: opened with EventSource at its endpointUrl. */
export const streamSupportChat = {
  method: 'GET',
  path: '/api/support-chat/stream',
  access: 'supportChat',
  answers: { 200: { schema: 'support-live-stream', mediaTypes: ['text/event-stream'] } },
} as const satisfies Endpoint;

export const getSupportConversations = {
  method: 'GET',
  path: '/api/support/conversations',
  access: 'support',
  query: 'support-inbox-query',
  answers: { 200: 'support-inbox-response' },
} as const satisfies Endpoint;

export const getSupportConversation = {
  method: 'GET',
  path: '/api/support/conversations/:id',
  access: 'support',
  params: 'conversation-params',
  answers: { 200: 'support-inbox-item' },
} as const satisfies Endpoint;

export const replySupportConversation = {
  method: 'POST',
  path: '/api/support/conversations/:id/messages',
  access: 'support',
  params: 'conversation-params',
  body: 'support-message-body',
  payload: 'support-message-request',
  answers: { 200: 'support-message' },
} as const satisfies Endpoint;

export const closeSupportConversation = {
  method: 'POST',
  path: '/api/support/conversations/:id/close',
  access: 'support',
  params: 'conversation-params',
  body: null,
  answers: { 200: 'support-inbox-item' },
} as const satisfies Endpoint;

export const SUPPORT_CHAT_ENDPOINTS = {
  getSupportChat,
  sendSupportChatMessage,
  getSupportChatConversation,
  streamSupportChat,
  getSupportConversations,
  getSupportConversation,
  replySupportConversation,
  closeSupportConversation,
};

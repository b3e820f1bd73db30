/** Opens the chat launcher from anywhere in the worker area (the promote page's live-chat button). */
export const OPEN_SUPPORT_CHAT_EVENT = 'portal:open-support-chat';

export function openSupportChat(): void {
  window.dispatchEvent(new Event(OPEN_SUPPORT_CHAT_EVENT));
}

/**
 * What the embedded signing page tells the page around it (same origin only): that it was
 * signed, so the agreement page need not wait for its next poll, and how tall it is, so the
 * frame fits it and the page scrolls as one (no scroll area inside a scroll area on a phone).
 */
export const SIGNING_MESSAGE_SOURCE = 'portal-signing';

export type SigningMessage = { source: typeof SIGNING_MESSAGE_SOURCE } & ({ type: 'signed' } | { type: 'resize'; height: number });

function embedded(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

function post(message: SigningMessage): void {
  if (embedded()) window.parent.postMessage(message, window.location.origin);
}

export function notifyParentSigned(): void {
  post({ source: SIGNING_MESSAGE_SOURCE, type: 'signed' });
}

export function notifyParentHeight(height: number): void {
  post({ source: SIGNING_MESSAGE_SOURCE, type: 'resize', height: Math.ceil(height) });
}

/** A message from our own signing page (same origin, our shape), else null. */
export function signingMessageOf(event: MessageEvent<unknown>): SigningMessage | null {
  if (typeof window === 'undefined' || event.origin !== window.location.origin) return null;
  const data = event.data as Partial<SigningMessage> | null;
  if (!data || data.source !== SIGNING_MESSAGE_SOURCE) return null;
  if (data.type === 'signed') return data as SigningMessage;
  if (data.type === 'resize' && typeof (data as { height?: unknown }).height === 'number') return data as SigningMessage;
  return null;
}

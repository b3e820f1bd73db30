/**
 * The visitor's choice in the cookie banner (issue 29): "Accept" (the cookie's value '1', as it was
 * when the banner only had that button) allows the anonymous form statistics; "Only necessary" ('0')
 * does not, nor does a browser that sends Global Privacy Control. Without a choice, nothing is sent.
 */
import { COOKIE_BANNER_COOKIE, readCookie } from './cookies';

export const ANALYTICS_ACCEPTED = '1';
export const ONLY_NECESSARY = '0';

/** The random id that joins one browser's form events (never anything about the person), kept only after consent. */
export const FORM_VISITOR_KEY_STORAGE = 'form_visitor_key';

export function analyticsAllowed(): boolean {
  if (typeof document === 'undefined') return false;
  if (typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return false;
  return readCookie(COOKIE_BANNER_COOKIE) === ANALYTICS_ACCEPTED;
}

/** This browser's form visitor key, made on first use; null without consent (and none is stored). */
export function formVisitorKey(): string | null {
  if (!analyticsAllowed()) return null;
  try {
    let key = localStorage.getItem(FORM_VISITOR_KEY_STORAGE);
    if (!key || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
      localStorage.setItem(FORM_VISITOR_KEY_STORAGE, key);
    }
    return key;
  } catch {
    return null; // storage refused (private mode): nothing is joined, nothing sent
  }
}

/** "Only necessary": whatever an earlier acceptance kept goes. */
export function forgetFormVisitorKey(): void {
  try {
    localStorage.removeItem(FORM_VISITOR_KEY_STORAGE);
  } catch {
    // nothing stored
  }
}

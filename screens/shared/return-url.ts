/** The query parameter of the login pages that says where to go afterwards (W§2). */
export const RETURN_URL_PARAM = 'return_url';

/**
 * A `return_url` that stays on this site: a path (`/bookings/12?x=1`), never another origin
 * (`//evil.example`, `https://...`, `/\evil`), so a crafted login link cannot send someone away
 * after they typed their password.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const base = 'https://portal.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function returnUrlOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeReturnUrl(params.get(RETURN_URL_PARAM));
}

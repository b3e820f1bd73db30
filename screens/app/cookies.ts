/** Browser cookies the screens set themselves (R§4 lifetimes). */

export const LANGUAGE_COOKIE = 'lang';
export const COOKIE_BANNER_COOKIE = 'cookie_banner_dismissed';
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, cookieHeader: string = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

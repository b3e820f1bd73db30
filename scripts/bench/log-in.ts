/**
 * The benches' London worker, logged in through the API as the page would (Origin names the
 * portal): the session's cookies, for a request header or for the browser.
 */
import { DEMO_PASSWORD } from '../../server/seed/modules/demo-accounts';

export const WORKER_EMAIL = 'worker.london@demo.portal.test';

export async function logInCookies(baseUrl: string, email = WORKER_EMAIL): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login on the portal as ${email} answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** The cookies as one Cookie header. */
export async function logInCookieHeader(baseUrl: string, email = WORKER_EMAIL): Promise<string> {
  return (await logInCookies(baseUrl, email)).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/**
 * Cookies of the whole Chromium that Lighthouse drives, set through its DevTools endpoint (the
 * browser target's Storage domain). Lighthouse's storage reset leaves cookies alone (it clears the
 * cache and the origin's other storage), so a session set here holds across its runs until cleared.
 */
async function browserCommand(port: number, method: string, params: Record<string, unknown> = {}): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method, params })));
    socket.addEventListener('message', (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve();
    });
    socket.addEventListener('error', () => reject(new Error(`${method}: the DevTools socket failed`)));
  });
}

export function setBrowserCookies(port: number, url: string, cookies: { name: string; value: string }[]): Promise<void> {
  return browserCommand(port, 'Storage.setCookies', { cookies: cookies.map((cookie) => ({ ...cookie, url })) });
}

export function clearBrowserCookies(port: number): Promise<void> {
  return browserCommand(port, 'Storage.clearCookies');
}

/**
 * Whether a host or a request is addressed to this machine only: the dev mailbox, the ops tools'
 * development exemption and the security headers decide with it.
 */
import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z) and localhost. 0.0.0.0 and :: listen on every interface: not loopback. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) {
    if (h === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(h)) return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    return mapped !== null && mapped[1].startsWith('127.');
  }
  return false;
}

/** The host name of a Host (or X-Forwarded-Host) header value: `[::1]:8080` -> `[::1]`; null when unreadable. */
function headerHostname(value: string): string | null {
  try {
    return new URL(`http://${value.trim()}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a request was addressed to a loopback name (localhost, 127.0.0.1, [::1]): its Host header and, when a
 * proxy added one, its X-Forwarded-Host. A request for portal.example (a proxy passing the public name, or a
 * server reachable from the network) never sees the mailbox, whatever the listener.
 */
export function isLoopbackRequest(headers: { host?: string; 'x-forwarded-host'?: string | string[] }): boolean {
  if (headers.host === undefined) return false;
  const values = [headers.host, headers['x-forwarded-host'] ?? []].flat().flatMap((value) => value.split(','));
  return values.every((value) => {
    const name = headerHostname(value);
    return name !== null && isLoopbackHost(name);
  });
}

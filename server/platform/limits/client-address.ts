/**
 * The client a per-address limit counts against. An IPv4 address is one client. An IPv6 address is not:
 * a home or a server is given a whole /64 (2^64 addresses), so counting single IPv6 addresses would give one
 * attacker a fresh allowance per request. Its first four groups (the /64 prefix) are the client instead.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** `request.ip` (after TRUST_PROXY) as the key of its client: `v4:203.0.113.7`, `v6:2001:db8:0:1`. */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names the interface, not the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return `v4:${mapped[1]}`;
  if (isIPv4(address)) return `v4:${address}`;
  if (isIPv6(address)) return `v6:${ipv6Groups(address).slice(0, 4).join(':')}`;
  return `other:${address}`;
}

/** The eight groups of a valid IPv6 address, `::` expanded and an IPv4 tail written as two groups, without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number);
    text = `${text.slice(0, v4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

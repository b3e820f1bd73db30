import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../../server/platform/limits/client-address';

describe('clientAddressKey: the client a per-address limit counts against', () => {
  it('is the IPv4 address, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('v4:203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('v4:203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('v4:203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = 'v6:2001:db8:aa:bb';
    for (const ip of ['2001:db8:aa:bb::1', '2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff', '2001:DB8:AA:BB:1:2:3:4', '2001:db8:aa:bb::1.2.3.4', '2001:db8:aa:bb::1%eth0']) {
      expect(clientAddressKey(ip), ip).toBe(key);
    }
    expect(clientAddressKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('v6:0:0:0:0');
    expect(clientAddressKey('2001:db8::')).toBe('v6:2001:db8:0:0');
    expect(clientAddressKey('fe80::1:2:3:4')).toBe('v6:fe80:0:0:0');
  });

  it('keeps anything else as it is (a unix socket, an unknown peer)', () => {
    expect(clientAddressKey('')).toBe('other:');
    expect(clientAddressKey('not an address')).toBe('other:not an address');
  });
});

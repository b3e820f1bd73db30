import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS, shareLinks } from '../../../engine/rules/share-links';

describe('shareLinks', () => {
  const url = 'https://portal.test/signup?referralCode=ADA1';
  const links = shareLinks(url, 'Join me & earn');

  it('has a plain https or app link for every network, carrying the encoded URL', () => {
    for (const network of SHARE_NETWORKS) {
      expect(links[network]).toMatch(/^(https:\/\/|fb-messenger:\/\/)/);
      expect(links[network]).toContain(encodeURIComponent(url));
    }
  });
  it('encodes the message', () => {
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Join me & earn ${url}`)}`);
    expect(links.x).toContain('&text=Join%20me%20%26%20earn');
  });
  it('leaves the message out when there is none', () => {
    expect(shareLinks(url, '').x).not.toContain('&text=');
  });
});

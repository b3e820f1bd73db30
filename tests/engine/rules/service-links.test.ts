import { describe, expect, it } from 'vitest';
import { faqLinkOf, liveChatOf, serviceLinkTarget } from '../../../engine/rules/service-links';

const links = (over: Partial<{ faqUrl: string; chatUrl: string | null }>) => ({
  serviceLinks: { schedulingUrl: '/almost-there', formUrl: '/competency-test', faqUrl: '/faq', chatUrl: null, ...over },
});

describe('service links (R§9 serviceLinks)', () => {
  it('reads a portal path or an https address, nothing else', () => {
    expect(serviceLinkTarget('/faq?tag=workers')).toEqual({ kind: 'page', path: '/faq?tag=workers' });
    expect(serviceLinkTarget('https://help.example.com/')).toEqual({ kind: 'external', href: 'https://help.example.com/' });
    for (const bad of ['javascript:alert(1)', '//evil.example.com', 'http://help.example.com', 'faq', '', null]) expect(serviceLinkTarget(bad), String(bad)).toBeNull();
  });

  it('sends the help links to faqUrl, the portal\'s help centre where none is usable', () => {
    expect(faqLinkOf(links({}))).toEqual({ kind: 'page', path: '/faq' });
    expect(faqLinkOf(links({ faqUrl: 'https://help.example.com' }))).toEqual({ kind: 'external', href: 'https://help.example.com' });
    expect(faqLinkOf(undefined)).toEqual({ kind: 'page', path: '/faq' });
  });

  it('uses the built-in chat while chatUrl is null, a provider\'s at its address', () => {
    expect(liveChatOf(links({}))).toEqual({ kind: 'built-in' });
    expect(liveChatOf(links({ chatUrl: 'https://chat.example.com/portal' }))).toEqual({ kind: 'external', href: 'https://chat.example.com/portal' });
  });
});

/**
 * Where the supporting services live (R§9 `serviceLinks`): the onboarding scheduling calendar,
 * the screening-test form, the FAQ help centre and the live chat. A value is a path of this portal
 * ("/faq") or an https address of a provider; the region schema accepts nothing else, so no
 * region file can put a `javascript:` link in front of a practitioner.
 *
 * Who reads which: the worker area's help links follow `faqUrl`; its live-chat button follows
 * `chatUrl` (null: the built-in chat, with the offline popup outside support hours; an address:
 * that provider's chat, opened in a new tab). `schedulingUrl` and `formUrl` name the portal's own
 * pages today (/almost-there, /competency-test), whose flow the portal runs itself; GET /api/config
 * publishes all four for the native app, which opens them in a web view.
 */
import { PAGES } from '../pages';
import type { RegionSettings } from '../regions/types';

export type ServiceLinkTarget = { kind: 'page'; path: string } | { kind: 'external'; href: string };

/** A path of the portal, or an https address; null for anything else (which the loader refuses anyway). */
export function serviceLinkTarget(url: string | null | undefined): ServiceLinkTarget | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return { kind: 'page', path: url };
  if (/^https:\/\/[^\s/]+/.test(url)) return { kind: 'external', href: url };
  return null;
}

type Links = Pick<RegionSettings, 'serviceLinks'>;

/** The help centre a worker's help links open; the portal's own where the region names none it can use. */
export function faqLinkOf(settings: Links | null | undefined): ServiceLinkTarget {
  return serviceLinkTarget(settings?.serviceLinks.faqUrl) ?? { kind: 'page', path: PAGES.faq };
}

/** The live chat: the portal's built-in one, or a provider's at an address. */
export function liveChatOf(settings: Links | null | undefined): { kind: 'built-in' } | { kind: 'external'; href: string } {
  const target = serviceLinkTarget(settings?.serviceLinks.chatUrl);
  return target?.kind === 'external' ? target : { kind: 'built-in' };
}

/**
 * The cookies the browser keeps for the portal (R§9 "Cookies"): how long each lasts is the
 * region's setting for the page's language (its country), written when the person makes the
 * choice or lands from a campaign.
 */
import { fireEvent, screen } from '@testing-library/react';
import { ATTRIBUTION_COOKIE } from '../../../../screens/shared/session/attribution';
import { COOKIE_BANNER_COOKIE, FAQ_POPUP_COOKIE, LANGUAGE_COOKIE } from '../../../../screens/shared/cookies';
import en from '../../../../locales/en_GB.json';
import { renderApp } from '../../render-app';
import { lastMaxAgeDays, recordCookieWrites } from '../cookie-writes';
import { row, type ScreenContext } from '../screen-row';

/** Opens `path` as a first-time visitor and answers how many days `cookie` was written for. */
async function visit(ctx: ScreenContext, path: string, cookie: string, act?: () => Promise<void>) {
  recordCookieWrites();
  await renderApp(path, ctx.client());
  await act?.();
  return lastMaxAgeDays(cookie);
}

export const cookieRows = [
  row({
    setting: 'cookieBannerDismissalMaxAgeDays',
    says: 'an accepted cookie banner stays away for as many days',
    scope: { country_id: 'UK' },
    to: 30,
    probe: (ctx) => visit(ctx, '/login', COOKIE_BANNER_COOKIE, async () => void fireEvent.click(await screen.findByRole('button', { name: en.COOKIE_BANNER_ACCEPT }))),
    real: 365,
    switched: 30,
  }),
  row({
    setting: 'faqPopupCookieMaxAgeDays',
    says: "the help centre's first-visit popup, once dismissed, stays away for as many days",
    scope: { country_id: 'UK' },
    to: 90,
    probe: (ctx) => visit(ctx, '/faq', FAQ_POPUP_COOKIE, async () => void fireEvent.click(await screen.findByRole('button', { name: en.FAQ_POPUP_DISMISS }))),
    real: 3650,
    switched: 90,
  }),
  row({
    setting: 'languageCookieMaxAgeDays',
    says: 'the language of a French page is remembered for as many days',
    scope: { country_id: 'FR' },
    to: 30,
    probe: (ctx) => visit(ctx, '/fr/faq', LANGUAGE_COOKIE),
    real: 365,
    switched: 30,
  }),
  row({
    setting: 'utmCookieMaxAgeDays',
    says: "a campaign's attribution is kept for as many days",
    scope: { country_id: 'UK' },
    to: 30,
    probe: (ctx) => visit(ctx, '/login?utm_source=newsletter&utm_campaign=spring', ATTRIBUTION_COOKIE),
    real: 180,
    switched: 30,
  }),
];

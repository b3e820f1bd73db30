/**
 * The worker area's sections and services (W§2, R§9): the region switches that open or close a
 * section (perks, promote profile, promoting reviews: off in Austria), the reviews' maximum, the
 * lists' page size, the support chat's hours and e-mail, the referral offer's defaults.
 */
import { eq } from 'drizzle-orm';
import type { RatingsResponse } from '../../../../engine/generated/api/ratings-response';
import type { ReferralsResponse } from '../../../../engine/generated/api/referrals-response';
import type { ReviewsResponse } from '../../../../engine/generated/api/reviews-response';
import type { SessionResponse } from '../../../../engine/generated/api/session-response';
import type { SupportChatResponse } from '../../../../engine/generated/api/support-chat-response';
import { supportIsOpen } from '../../../../engine/rules/support-hours';
import { workers } from '../../../../server/platform/db/schema';
import { londonAnswers } from '../../../fixtures/signup-answers';
import { row, type Persona, type ProbeContext } from '../server-row';
import { signUp } from './accounts';

async function statusOf(ctx: ProbeContext, persona: Persona, url: string): Promise<number> {
  return (await ctx.app.inject({ url, headers: await ctx.as(persona) })).statusCode;
}

/**
 * Promotes one of the persona's reviews with text that is not promoted, answers the status, and
 * puts it back: the next probe starts from the same reviews.
 */
async function promoteOne(ctx: ProbeContext, persona: Persona): Promise<number | string> {
  const headers = await ctx.as(persona);
  const list = (await ctx.app.inject({ url: '/api/me/reviews/un-promoted?limit=100', headers })).json() as ReviewsResponse;
  const review = list.reviews.find((r) => r.text);
  if (!review) throw new Error(`${persona} has no review to promote`);
  const res = await ctx.app.inject({ method: 'PUT', url: `/api/reviews/${review.id}/promote?promote=true`, headers });
  if (res.statusCode === 200) await ctx.app.inject({ method: 'PUT', url: `/api/reviews/${review.id}/promote?promote=false`, headers });
  return res.statusCode === 200 ? 200 : (res.json() as { error: string }).error;
}

/** Support hours that flip whether support is staffed right now in London (8:00 to 22:00 otherwise). */
function hoursFlippingNow(): { opens: string; closes: string; timezone: string } {
  const real = { opens: '08:00', closes: '22:00', timezone: 'Europe/London' };
  if (!supportIsOpen(new Date(), real)) return { opens: '00:00', closes: '24:00', timezone: 'Europe/London' };
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }).format(new Date()));
  const at = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  // Twelve hours away: a one-hour window now cannot reach.
  return { opens: at(hour + 12), closes: at(hour + 13), timezone: 'Europe/London' };
}
const londonSupportOpenNow = supportIsOpen(new Date(), { opens: '08:00', closes: '22:00', timezone: 'Europe/London' });

/** A worker of the UK with no city (moved out of one by an operator): the region's referral defaults are theirs. */
function citylessWorker(ctx: ProbeContext): Promise<Record<string, string>> {
  return ctx.once('cityless worker', async () => {
    const signed = await signUp(ctx, londonAnswers);
    const { worker } = signed.body as SessionResponse;
    await ctx.db.update(workers).set({ cityId: null, active: true }).where(eq(workers.id, worker.id));
    return signed.headers;
  });
}

async function referralTerms(ctx: ProbeContext) {
  const res = await ctx.app.inject({ url: '/api/me/referrals', headers: await citylessWorker(ctx) });
  if (res.statusCode !== 200) throw new Error(`GET /api/me/referrals: ${res.statusCode} ${res.body}`);
  return (res.json() as ReferralsResponse).terms;
}

export const portalRows = [
  row({
    setting: 'perksEnabled',
    says: 'the perks (partner offers) open where it is on',
    scope: { city_id: 'AT-VIENNA' },
    to: true,
    probe: (ctx) => statusOf(ctx, 'worker.vienna', '/api/partner-offers'),
    real: 403,
    switched: 200,
  }),
  row({
    setting: 'promoteProfileEnabled',
    says: 'the promote-profile section (the public profile link) opens where it is on',
    scope: { city_id: 'AT-VIENNA' },
    to: true,
    probe: (ctx) => statusOf(ctx, 'worker.vienna', '/api/me/public-profile'),
    real: 403,
    switched: 200,
  }),
  row<number | string>({
    setting: 'promotedReviewsEnabled',
    says: 'promoting a review is possible where it is on',
    scope: { city_id: 'AT-VIENNA' },
    to: true,
    probe: (ctx) => promoteOne(ctx, 'worker.vienna'),
    real: 'NOT_IN_REGION',
    switched: 200,
  }),
  row<number | string>({
    setting: 'promotedReviewsMaximum',
    says: 'with 3 promoted, one more is refused under a maximum of 3',
    scope: { city_id: 'FR-PARIS' },
    to: 3,
    probe: (ctx) => promoteOne(ctx, 'worker.paris'),
    real: 200,
    switched: 'PROMOTED_REVIEWS_MAXIMUM_REACHED',
  }),
  row({
    setting: 'listPageSize',
    says: 'a page of ratings (and reviews) holds as many items',
    scope: { city_id: 'UK-LONDON' },
    to: 4,
    probe: async (ctx) => {
      const headers = await ctx.as('worker.london');
      const ratings = (await ctx.app.inject({ url: '/api/hero/ratings', headers })).json() as RatingsResponse;
      const reviews = (await ctx.app.inject({ url: '/api/me/reviews', headers })).json() as ReviewsResponse;
      return { ratings: ratings.ratings.length, reviews: reviews.reviews.length };
    },
    // The London worker has 12 reviews in all.
    real: { ratings: 15, reviews: 12 },
    switched: { ratings: 4, reviews: 4 },
  }),
  row({
    setting: 'supportOpeningHours',
    says: 'the support chat is staffed within the hours only',
    scope: { city_id: 'UK-LONDON' },
    to: hoursFlippingNow(),
    probe: async (ctx) => {
      const res = await ctx.app.inject({ url: '/api/support-chat', headers: await ctx.as('worker.london') });
      return (res.json() as SupportChatResponse).open;
    },
    real: londonSupportOpenNow,
    switched: !londonSupportOpenNow,
  }),
  row({
    setting: 'supportEmail',
    says: "the chat's offline popup names the region's support address",
    scope: { city_id: 'UK-LONDON' },
    to: 'help.london@portal.example',
    probe: async (ctx) => {
      const res = await ctx.app.inject({ url: '/api/support-chat', headers: await ctx.as('worker.london') });
      return (res.json() as SupportChatResponse).supportEmail;
    },
    real: 'support.uk@portal.example',
    switched: 'help.london@portal.example',
  }),
  row({
    setting: 'referralExampleAmount',
    says: 'the kickback stated to a worker whose city gives none',
    scope: { country_id: 'UK' },
    to: 75,
    probe: async (ctx) => (await referralTerms(ctx)).kickback,
    real: 50,
    switched: 75,
  }),
  row({
    setting: 'referralDefaultNumberOfBookings',
    says: 'the bookings a referee must complete, stated to a worker whose city gives none',
    scope: { country_id: 'UK' },
    to: 5,
    probe: async (ctx) => (await referralTerms(ctx)).payoutNumberOfBookings,
    real: 3,
    switched: 5,
  }),
];

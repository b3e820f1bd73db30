/** The 429 of the two referral-code lookups (hero-referrer, public profile), as their route schemas document it. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_RATE_LIMITED } from '../platform/api/route-schema';

export function referralMissesDescription(app: FastifyInstance): string {
  const { max, windowMs } = app.limits.limits.referralMisses;
  return `${CLIENT_RATE_LIMITED} Here: ${max} codes that match nobody from one IP address in ${windowMs / 60_000} minutes (both referral-code lookups together; a code found does not count).`;
}

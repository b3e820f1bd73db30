/**
 * Issue 26: the extra-booking buttons per group and the request-to-book 2024 switches. The Vienna
 * worker's upcoming confirmed massage booking takes additions only where massageOnly is on; the
 * Paris worker's seeded requests show only with the switch on and the worker in the beta list, and
 * as many as the expiry minutes leave pending (two of three within 120 minutes).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { bookings } from '../../../../server/platform/db/schema';
import { DEMO_WORKER_IDS } from '../../../../server/seed/modules/demo-accounts';
import { row, type ProbeContext } from '../server-row';
import { setSetting } from '../switched-regions';

const PARIS = { city_id: 'FR-PARIS' };
const PARIS_BETA = setSetting(PARIS, 'requestToBook2024BetaWorkerIds', [DEMO_WORKER_IDS.workerParis]);
const PARIS_ON = setSetting(PARIS, 'requestToBook2024Enabled', true);

async function requests(ctx: ProbeContext) {
  const res = await ctx.app.inject({ url: '/api/booking-requests', headers: await ctx.as('worker.paris') });
  return res.statusCode === 200 ? (res.json() as { requests: unknown[] }).requests.length : res.statusCode;
}

async function viennaExtend(ctx: ProbeContext) {
  const [booking] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.workerId, await ctx.idOf('worker.vienna')), eq(bookings.isConfirmed, true), eq(bookings.isCancelled, false), gt(bookings.startsAt, new Date())))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  if (!booking) throw new Error('no upcoming confirmed booking of the Vienna worker');
  return (await ctx.app.inject({ url: `/api/bookings/${booking.id}/additionOptions`, headers: await ctx.as('worker.vienna') })).statusCode;
}

export const extraBookingRows = [
  row({
    setting: 'extraBookingButtons',
    says: "a Vienna massage booking can be extended once the massage-only button is on",
    scope: { country_id: 'AT' },
    to: { massageOnly: true, medicalOnly: false, massageAndMedical: false, beautyOnly: false, nailsOnly: false },
    probe: viennaExtend,
    real: 403,
    switched: 200,
  }),
  row({
    setting: 'requestToBook2024Enabled',
    says: "the Paris beta worker's requests to book show once the switch is on",
    scope: PARIS,
    to: true,
    given: [PARIS_BETA],
    probe: requests,
    real: 403,
    switched: 2,
  }),
  row({
    setting: 'requestToBook2024BetaWorkerIds',
    says: 'requests to book show to a worker of the beta list only',
    scope: PARIS,
    to: [DEMO_WORKER_IDS.workerParis],
    given: [PARIS_ON],
    probe: requests,
    real: 403,
    switched: 2,
  }),
  row({
    setting: 'requestToBook2024ExpiryMinutes',
    says: 'a request made three hours ago is still pending with a longer expiry',
    scope: PARIS,
    to: 240,
    given: [PARIS_ON, PARIS_BETA],
    probe: requests,
    real: 2,
    switched: 3,
  }),
];

/**
 * The worker's bookings (W§2, W§7; engine/rules/bookings.ts): what is past, when the customer's
 * phone shows, how far back the list goes, the prices' symbol, the map and the treatment report.
 * Bookings at chosen times are added to the London and Paris demo workers.
 */
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import type { NoteResponse } from '../../../../engine/generated/api/note-response';
import type { BookingsResponse } from '../../../../engine/generated/api/bookings-response';
import { bookings } from '../../../../server/platform/db/schema';
import { row, type Persona, type ProbeContext } from '../server-row';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A one-hour booking of the persona starting `fromNow` ms from now (made once; a second probe
 * finds it). Its postcode is no service area of the city, so the demand figures stay as seeded.
 */
async function bookingOf(ctx: ProbeContext, persona: Persona, id: string, fromNow: number): Promise<string> {
  const startsAt = new Date(Date.now() + fromNow);
  const paris = persona === 'worker.paris';
  await ctx.db
    .insert(bookings)
    .values({
      id,
      workerId: await ctx.idOf(persona),
      cityId: paris ? 'FR-PARIS' : 'UK-LONDON',
      currencyCode: paris ? 'EUR' : 'GBP',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * MINUTE),
      total: 80,
      fee: 16,
      address1: '1 Settings Street',
      postcode: paris ? '99999' : 'ZZ99 9ZZ',
      city: paris ? 'Paris' : 'London',
      userName: 'Setting Customer',
    })
    .onConflictDoNothing();
  return id;
}

async function detail(ctx: ProbeContext, persona: Persona, id: string): Promise<BookingResponse> {
  const res = await ctx.app.inject({ url: `/api/bookings/${id}`, headers: await ctx.as(persona) });
  if (res.statusCode !== 200) throw new Error(`GET /api/bookings/${id}: ${res.statusCode} ${res.body}`);
  return res.json() as BookingResponse;
}

async function list(ctx: ProbeContext, persona: Persona): Promise<BookingsResponse> {
  const res = await ctx.app.inject({ url: '/api/bookings', headers: await ctx.as(persona) });
  if (res.statusCode !== 200) throw new Error(`GET /api/bookings: ${res.statusCode} ${res.body}`);
  return res.json() as BookingsResponse;
}

export const bookingRows = [
  row({
    setting: 'checkOutThresholdMinutes',
    says: 'a booking that ended 90 minutes ago is past (completed, note form) only once the threshold has gone by',
    scope: { city_id: 'UK-LONDON' },
    to: 60,
    probe: async (ctx) => {
      const booking = await detail(ctx, 'worker.london', await bookingOf(ctx, 'worker.london', 'settings-bk-ended-90', -150 * MINUTE));
      return { isPast: booking.isPast, canWriteNote: booking.canWriteNote, address: booking.address !== null };
    },
    real: { isPast: false, canWriteNote: false, address: true },
    switched: { isPast: true, canWriteNote: true, address: false },
  }),
  row({
    setting: 'callBeforeStartMinutes',
    says: "the customer's phone of a booking two days ahead shows only within the call window",
    scope: { city_id: 'UK-LONDON' },
    to: 3 * 24 * 60,
    probe: async (ctx) => (await detail(ctx, 'worker.london', await bookingOf(ctx, 'worker.london', 'settings-bk-in-2-days', 2 * DAY))).contactReachable,
    real: false,
    switched: true,
  }),
  row({
    setting: 'bookingsHistoryDays',
    says: 'the list goes back as many days: a booking of 20 days ago leaves a 10-day list',
    scope: { city_id: 'UK-LONDON' },
    to: 10,
    probe: async (ctx) => {
      const id = await bookingOf(ctx, 'worker.london', 'settings-bk-20-days-ago', -20 * DAY);
      const answer = await list(ctx, 'worker.london');
      return { historyDays: answer.historyDays, listed: answer.days.some((day) => day.bookings.some((b) => b.id === id)) };
    },
    real: { historyDays: 31, listed: true },
    switched: { historyDays: 10, listed: false },
  }),
  row({
    setting: 'currencyTextSymbol',
    says: "prices show the country's symbol",
    scope: { country_id: 'UK' },
    to: 'GBP',
    // The loader holds the setting to the country's currency symbol in every environment (regions/README.md): all move.
    alsoSwitch: [
      {
        file: 'UK.json',
        edit: (data) => {
          data.country.currency.textSymbol = 'GBP';
          data.keyValues.currencyTextSymbol = 'GBP';
        },
      },
    ],
    probe: async (ctx) => {
      const answer = await list(ctx, 'worker.london');
      return [...new Set(answer.days.flatMap((day) => day.bookings.map((b) => b.currencySymbol)))];
    },
    real: ['£'],
    switched: ['GBP'],
  }),
  row({
    setting: 'mapZoom',
    says: "the booking map's zoom",
    scope: { city_id: 'UK-LONDON' },
    to: 12,
    probe: async (ctx) => (await detail(ctx, 'worker.london', await bookingOf(ctx, 'worker.london', 'settings-bk-in-2-days', 2 * DAY))).map.zoom,
    real: 15,
    switched: 12,
  }),
  row({
    setting: 'treatmentReportEnabled',
    says: 'a note on a past booking carries a treatment report where the region has them',
    scope: { city_id: 'FR-PARIS' },
    to: true,
    probe: async (ctx) => {
      const id = await bookingOf(ctx, 'worker.paris', 'settings-bk-paris-past', -2 * DAY);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/hero/notes',
        headers: await ctx.as('worker.paris'),
        payload: { booking: id, body: 'Massage du dos, pression forte.', report: true },
      });
      const booking = await detail(ctx, 'worker.paris', id);
      return { status: res.statusCode, enabled: booking.treatmentReport.enabled };
    },
    real: { status: 400, enabled: false },
    switched: { status: 201, enabled: true },
  }),
  row({
    setting: 'treatmentReportWithUserAccept',
    says: "a treatment report waits for the customer's acceptance only where the region asks for it",
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => {
      const id = await bookingOf(ctx, 'worker.london', 'settings-bk-london-past', -2 * DAY);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/hero/notes',
        headers: await ctx.as('worker.london'),
        payload: { booking: id, body: 'Back massage, firm pressure.', report: true },
      });
      return { status: res.statusCode, reportStatus: (res.json() as NoteResponse).note.reportStatus };
    },
    real: { status: 201, reportStatus: 'awaiting-acceptance' },
    switched: { status: 201, reportStatus: null },
  }),
];

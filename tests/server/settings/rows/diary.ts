/**
 * The diary and the demand figures (W§7, R§9, issue 16; engine/rules/diary.ts): which periods a
 * worker may mark, and how the city's bookings become demand levels (the merge threshold is the
 * diary page's: tests/screens/settings/rows/diary.tsx).
 * The London worker marks periods in the week after next; the demand rows count a service area
 * only the rows' own booking falls in (ZZ98, added to London's areas for both sets).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AvailabilitiesResponse } from '../../../../engine/generated/api/availabilities-response';
import type { DiaryDemandResponse } from '../../../../engine/generated/api/diary-demand-response';
import type { ServiceAreasResponse } from '../../../../engine/generated/api/service-areas-response';
import { calendarDay } from '../../../../engine/time/zoned-time';
import { addDays, fromLocal, weekdayOf } from '../../../../engine/rules/diary';
import { bookings } from '../../../../server/platform/db/schema';
import { row, type ProbeContext } from '../server-row';
import type { RegionEdit } from '../switched-regions';

const LONDON = 'Europe/London';

/** Monday of the week after next, in London. */
function mondayAfterNext(): string {
  const today = calendarDay(new Date(), LONDON);
  return addDays(today, 14 - weekdayOf(today));
}

/** PUT /api/availability with periods of that Monday given as local "HH:MM" pairs: the stored periods, or the refusal's codes. */
async function markPeriods(ctx: ProbeContext, periods: [string, string][]) {
  const weekStart = mondayAfterNext();
  const at = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return fromLocal(weekStart, h * 60 + m, LONDON).toISOString();
  };
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/availability',
    headers: await ctx.as('worker.london'),
    payload: { weekStart, intervals: periods.map(([from, to]) => ({ startsAt: at(from), endsAt: at(to) })) },
  });
  if (res.statusCode !== 200) return (res.json() as { details?: { code: string }[] }).details?.map((d) => d.code) ?? res.statusCode;
  const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: LONDON }).format(new Date(iso));
  return (res.json() as AvailabilitiesResponse).intervals.map((i) => `${local(i.startsAt)}-${local(i.endsAt)}`);
}

const TEST_AREA = { id: 'ZZ98', name: 'Settings test area' };

/** London covers one more postcode district, where only these rows' booking falls. */
const LONDON_TEST_AREA: RegionEdit = {
  file: 'UK-LONDON.json',
  edit: (data) => {
    data.keyValues.serviceAreas = [...data.keyValues.serviceAreas, TEST_AREA];
  },
};

/** The demand of the test area: one booking three weeks ago at noon, a small share of London's. */
async function testAreaDemand(ctx: ProbeContext) {
  const startsAt = fromLocal(addDays(calendarDay(new Date(), LONDON), -21), 12 * 60, LONDON);
  await ctx.db
    .insert(bookings)
    .values({
      id: 'settings-bk-demand-zz98',
      workerId: await ctx.idOf('worker.london'),
      cityId: 'UK-LONDON',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600_000),
      total: 80,
      fee: 16,
      postcode: 'ZZ98 1AA',
      city: 'London',
      userName: 'Demand Customer',
    })
    .onConflictDoNothing();
  return demand(ctx);
}

async function demand(ctx: ProbeContext): Promise<DiaryDemandResponse> {
  const res = await ctx.app.inject({ url: `/api/diary/demand?from=${mondayAfterNext()}`, headers: await ctx.as('worker.london') });
  if (res.statusCode !== 200) throw new Error(`GET /api/diary/demand: ${res.statusCode} ${res.body}`);
  return res.json() as DiaryDemandResponse;
}

const areaOf = (answer: DiaryDemandResponse) => answer.areas.find((area) => area.id === TEST_AREA.id);

export const diaryRows = [
  row({
    setting: 'availabilityStartHour',
    says: 'a period from 07:00 can be marked only where the diary starts by then',
    scope: { city_id: 'UK-LONDON' },
    to: 9,
    probe: (ctx) => markPeriods(ctx, [['07:00', '08:00']]),
    real: ['07:00-08:00'],
    switched: ['AVAILABILITY_OUTSIDE_HOURS'],
  }),
  row({
    setting: 'availabilityEndHour',
    says: 'a period until 22:00 can be marked only where the diary runs that late',
    scope: { city_id: 'UK-LONDON' },
    to: 21,
    probe: (ctx) => markPeriods(ctx, [['21:00', '22:00']]),
    real: ['21:00-22:00'],
    switched: ['AVAILABILITY_OUTSIDE_HOURS'],
  }),
  row({
    setting: 'availabilitySlotMinutes',
    says: 'periods lie on the grid of slots: 10:30 is no hour slot',
    scope: { city_id: 'UK-LONDON' },
    to: 60,
    probe: (ctx) => markPeriods(ctx, [['10:30', '11:30']]),
    real: ['10:30-11:30'],
    switched: ['AVAILABILITY_NOT_ON_SLOT'],
  }),
  row({
    setting: 'serviceAreas',
    says: 'the areas a London worker may cover',
    scope: { city_id: 'UK-LONDON' },
    to: [
      { id: 'E1', name: 'Whitechapel' },
      { id: 'ZZ97', name: 'A new district' },
    ],
    probe: async (ctx) => {
      const res = await ctx.app.inject({ url: '/api/me/service-areas', headers: await ctx.as('worker.london') });
      return (res.json() as ServiceAreasResponse).areas.map((area) => area.id);
    },
    real: londonAreaIds(),
    switched: ['E1', 'ZZ97'],
  }),
  row({
    setting: 'demandHistoryWeeks',
    says: 'a booking three weeks ago counts only where the figures look back that far',
    scope: { city_id: 'UK-LONDON' },
    to: 2,
    given: [LONDON_TEST_AREA],
    probe: async (ctx) => {
      const answer = await testAreaDemand(ctx);
      return { weeksCounted: answer.weeksCounted, bookings: areaOf(answer)?.bookings };
    },
    real: { weeksCounted: 8, bookings: 1 },
    switched: { weeksCounted: 2, bookings: 0 },
  }),
  row({
    setting: 'demandThresholds',
    says: "an area with a small share of the city's bookings is medium demand under a lower medium threshold",
    scope: { city_id: 'UK-LONDON' },
    to: { high: 1.5, medium: 0.001 },
    given: [LONDON_TEST_AREA],
    probe: async (ctx) => areaOf(await testAreaDemand(ctx))?.level,
    real: 'low',
    switched: 'medium',
  }),
  row({
    setting: 'demandMeanMultipliers',
    says: "a large medium multiplier lifts an area with a small share of the city's bookings to medium",
    scope: { city_id: 'UK-LONDON' },
    to: { high: 1, medium: 1000, low: 1 },
    given: [LONDON_TEST_AREA],
    probe: async (ctx) => areaOf(await testAreaDemand(ctx))?.level,
    real: 'low',
    switched: 'medium',
  }),
  row({
    setting: 'availabilityDemandColours',
    says: "the diary's demand colours",
    scope: { city_id: 'UK-LONDON' },
    to: { high: '#aa0000', medium: '#aaaa00' },
    probe: async (ctx) => (await demand(ctx)).colours,
    real: { high: '#f36450', medium: '#f4cb0b' },
    switched: { high: '#aa0000', medium: '#aaaa00' },
  }),
  row({
    setting: 'serviceAreaDemandColours',
    says: "the service-area map's demand colours",
    scope: { city_id: 'UK-LONDON' },
    to: { high: '#aa0000', medium: '#aaaa00', low: '#00aa00' },
    probe: async (ctx) => (await demand(ctx)).areaColours,
    real: { high: '#FF1F00', medium: '#F26550', low: '#F4CB0B' },
    switched: { high: '#aa0000', medium: '#aaaa00', low: '#00aa00' },
  }),
  row({
    setting: 'heatMapDemandColours',
    says: "the heat map's demand colours",
    scope: { city_id: 'UK-LONDON' },
    to: { high: '#aa0000', medium: '#aaaa00', low: '#00aa00' },
    probe: async (ctx) => (await demand(ctx)).heatMapColours,
    real: { high: '#FF1F00', medium: '#F26550', low: '#F4CB0B' },
    switched: { high: '#aa0000', medium: '#aaaa00', low: '#00aa00' },
  }),
];

/** London's service areas as its file lists them. */
function londonAreaIds(): string[] {
  const file = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', '..', '..', 'regions', 'UK-LONDON.json'), 'utf8')) as { keyValues: { serviceAreas: { id: string }[] } };
  return file.keyValues.serviceAreas.map((area) => area.id);
}

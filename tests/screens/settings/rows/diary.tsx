/**
 * The diary (issue 16, R§9): the marked slots a worker saves are merged where runs are at most
 * the merge threshold apart, by the diary page (engine/rules/diary.ts intervalsFromSlots), with the
 * hours GET /api/diary/availabilities gives it: the region's settings (server/diary/diary-region.ts
 * diaryHoursOf), made here the same way from the set served.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AvailabilitiesResponse } from '../../../../engine/generated/api/availabilities-response';
import type { AvailabilityUpdate } from '../../../../engine/generated/api/availability-update';
import { resolveRegion } from '../../../../engine/regions/resolve';
import { calendarDay } from '../../../../engine/time/zoned-time';
import { addDays, weekdayOf } from '../../../../engine/rules/diary';
import { getAvailabilitiesQueryOptions } from '../../../../screens/portal/diary/api/availabilities';
import en from '../../../../locales/en_GB.json';
import { APP_ENV } from '../../../server/settings/switched-regions';
import { activeWorker } from '../../auth/auth-fixture';
import { renderApp } from '../../render-app';
import { fakeApi } from '../../fake-api';
import { row, type ScreenContext } from '../screen-row';

const LONDON = 'Europe/London';

/** A wide screen: the diary shows the whole week (jsdom has no media queries). */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
}

const local = (iso: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: LONDON }).format(new Date(iso));

/** Marks 10:00–11:00 and 12:00–13:00 on Monday of the week after next and saves: the periods the browser sends. */
async function savedPeriods(ctx: ScreenContext): Promise<string[]> {
  wideScreen();
  const today = calendarDay(new Date(), LONDON);
  const monday = addDays(today, 14 - weekdayOf(today));
  const kv = resolveRegion(ctx.set, { city_id: 'UK-LONDON' }, APP_ENV).keyValues;
  const hours = {
    startHour: kv.availabilityStartHour,
    endHour: kv.availabilityEndHour,
    slotMinutes: kv.availabilitySlotMinutes,
    mergeThresholdSlots: kv.availabilityMergeThresholdSlots,
    timeZone: LONDON,
  };
  const week: AvailabilitiesResponse = { from: monday, to: addDays(monday, 6), hours, editable: true, intervals: [], bookings: [] };
  const api = fakeApi({ 'PUT /api/availability': (_url, body) => ({ ...week, intervals: (body as AvailabilityUpdate).intervals }) });
  const client = ctx.signedIn(activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
  client.setQueryData(getAvailabilitiesQueryOptions(monday).queryKey, week);
  await renderApp(`/diary?week=${monday}`, client);
  await screen.findByRole('grid');
  const slotOf = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return ((h - hours.startHour) * 60 + m) / hours.slotMinutes;
  };
  for (const time of ['10:00', '10:30', '12:00', '12:30']) {
    const cell = document.querySelector<HTMLElement>(`[data-cell="0-${slotOf(time)}"]`)!;
    await act(async () => fireEvent.keyDown(cell, { key: ' ' }));
  }
  fireEvent.click(screen.getByRole('button', { name: en.DIARY_SAVE }));
  await waitFor(() => expect(api.bodies.length).toBe(1));
  return (api.bodies[0].body as AvailabilityUpdate).intervals.map((i) => `${local(i.startsAt)}-${local(i.endsAt)}`);
}

export const diaryRows = [
  row({
    setting: 'availabilityMergeThresholdSlots',
    says: 'two runs of marked slots two slots apart are saved as one period only within the threshold',
    scope: { city_id: 'UK-LONDON' },
    to: 0,
    probe: savedPeriods,
    real: ['10:00-13:00'],
    switched: ['10:00-11:00', '12:00-13:00'],
  }),
];

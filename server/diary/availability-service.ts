/**
 * GET /api/diary/availabilities and PUT /api/availability (W§7, issue 16): the worker's available
 * periods, stored in UTC, answered in the city's timezone with the worker's bookings of the same
 * days (the diary draws both). A PUT replaces one week's periods that are not over yet; the
 * periods are checked with the diary rules first and nothing is stored when one fails.
 */
import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { AvailabilitiesResponse } from '../../engine/generated/api/availabilities-response';
import type { AvailabilityUpdate } from '../../engine/generated/api/availability-update';
import type { DiaryInterval } from '../../engine/generated/api/diary-interval';
import { addDays, fromLocal, localInterval, mergeWeekIntervals, toZonedIso, validateIntervals, weekdayOf, type DiaryHours, type LocalInterval } from '../../engine/rules/diary';
import type { ErrorDetail } from '../../engine/validation/error-codes';
import { workerRegion } from '../platform/workers/worker-region';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import { availabilities, bookings } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { diaryHoursOf } from './diary-region';
import { diaryRange } from './diary-range';

interface DiaryWorker {
  id: string;
  cityId: string | null;
  countryId: string | null;
  active: boolean;
}

const answerInterval = (startsAt: Date, endsAt: Date, timeZone: string, id?: string): DiaryInterval => ({
  ...(id ? { id } : {}),
  startsAt: toZonedIso(startsAt, timeZone),
  endsAt: toZonedIso(endsAt, timeZone),
  ...localInterval(startsAt, endsAt, timeZone),
});

const hoursAnswer = (hours: DiaryHours) => ({ ...hours });

export async function listAvailabilities(
  deps: Pick<ServerDeps, 'db' | 'regions'>,
  worker: DiaryWorker,
  query: { from?: string; to?: string },
): Promise<AvailabilitiesResponse> {
  const { from, to } = diaryRange(query);
  const hours = diaryHoursOf(workerRegion(deps.regions, worker));
  const start = fromLocal(from, 0, hours.timeZone);
  const end = fromLocal(addDays(to, 1), 0, hours.timeZone);
  const [periods, booked] = await Promise.all([
    deps.db
      .select()
      .from(availabilities)
      .where(and(eq(availabilities.workerId, worker.id), lt(availabilities.startsAt, end), gt(availabilities.endsAt, start)))
      .orderBy(asc(availabilities.startsAt)),
    deps.db
      .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(and(eq(bookings.workerId, worker.id), eq(bookings.isCancelled, false), lt(bookings.startsAt, end), gte(bookings.endsAt, start)))
      .orderBy(asc(bookings.startsAt)),
  ]);
  return {
    from,
    to,
    hours: hoursAnswer(hours),
    editable: worker.active,
    intervals: periods.map((p) => answerInterval(p.startsAt, p.endsAt, hours.timeZone)),
    bookings: booked.map((b) => answerInterval(b.startsAt, b.endsAt, hours.timeZone, b.id)),
  };
}

function parseInstant(value: string): Date | null {
  // An offset is required: a time without one would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export async function saveAvailability(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: DiaryWorker,
  body: unknown,
): Promise<AvailabilitiesResponse> {
  const update = assertApiShape<AvailabilityUpdate>('availability-update', body);
  const hours = diaryHoursOf(workerRegion(deps.regions, worker));
  const weekStart = update.weekStart;
  if (addDays(weekStart, 0) !== weekStart || weekdayOf(weekStart) !== 0) {
    throw validationFailed([{ path: '/weekStart', code: 'INVALID_WEEK_START' }], 'weekStart must be a Monday (YYYY-MM-DD).');
  }
  const details: ErrorDetail[] = [];
  const locals: LocalInterval[] = [];
  update.intervals.forEach((interval, index) => {
    const startsAt = parseInstant(interval.startsAt);
    const endsAt = parseInstant(interval.endsAt);
    if (!startsAt) details.push({ path: `/intervals/${index}/startsAt`, code: 'INVALID_DATE_TIME' });
    if (!endsAt) details.push({ path: `/intervals/${index}/endsAt`, code: 'INVALID_DATE_TIME' });
    // A placeholder keeps the indexes of the rule's problems those of the body.
    locals.push(startsAt && endsAt ? localInterval(startsAt, endsAt, hours.timeZone) : { day: weekStart, startMinute: -1, endMinute: -1 });
  });
  if (details.length > 0) throw validationFailed(details);
  const now = deps.clock();
  const problems = validateIntervals(locals, weekStart, hours, now);
  if (problems.length > 0) throw validationFailed(problems.map((p) => ({ path: `/intervals/${p.index}/${p.field}`, code: p.code })));

  const weekBegin = fromLocal(weekStart, 0, hours.timeZone);
  const weekEnd = fromLocal(addDays(weekStart, 7), 0, hours.timeZone);
  // Runs closer than the region's merge threshold become one period, as the diary page saves them.
  const incoming = mergeWeekIntervals(weekStart, locals, hours).map((local) => ({
    workerId: worker.id,
    startsAt: fromLocal(local.day, local.startMinute, hours.timeZone),
    endsAt: fromLocal(local.day, local.endMinute, hours.timeZone),
  }));
  await deps.db.transaction(async (tx) => {
    // Periods already over stay as they were (the record of what the worker offered), unless a
    // new period covers them again (a run under way that started before now).
    const overlapping = incoming.map((period) => and(lt(availabilities.startsAt, period.endsAt), gt(availabilities.endsAt, period.startsAt)));
    await tx
      .delete(availabilities)
      .where(
        and(eq(availabilities.workerId, worker.id), gte(availabilities.startsAt, weekBegin), lt(availabilities.startsAt, weekEnd), or(gt(availabilities.endsAt, now), ...overlapping)),
      );
    if (incoming.length > 0) await tx.insert(availabilities).values(incoming);
  });
  return listAvailabilities(deps, worker, { from: weekStart, to: addDays(weekStart, 6) });
}

/*
 * The built-in onboarding calendar as the almost-there page lists it: sessions grouped by day in
 * the city's time zone (an applicant in London books London times, whatever their phone says).
 */
import type { OnboardingSlot } from '../../engine/generated/api/onboarding-slots-response';
import type { DateWriter } from '../../engine/time/date-format';
import { calendarDay } from '../../engine/time/zoned-time';

export interface SlotDay {
  /** YYYY-MM-DD in the city's time zone. */
  day: string;
  /** "Monday 4 May": the region's day format (R§9 dateFormatDayDateMonth) in the page's language. */
  label: string;
  slots: OnboardingSlot[];
}

/** Sessions by day, days and sessions in time order. */
export function groupSlotsByDay(slots: readonly OnboardingSlot[], timeZone: string, dates: DateWriter): SlotDay[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, SlotDay>();
  for (const slot of sorted) {
    const start = new Date(slot.startsAt);
    const key = calendarDay(start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { day: key, label: dates.dayDateMonth(start), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** "10:00 – 11:30" in the region's time format, on the clock of the DateWriter (the city's). */
export function slotTimeRange(slot: Pick<OnboardingSlot, 'startsAt' | 'endsAt'>, dates: DateWriter): string {
  return `${dates.time(slot.startsAt)} – ${dates.time(slot.endsAt)}`;
}

/** "Monday 4 May at 10:00": the region's day and time formats joined by the language's DATE_AT_TIME. */
export function sessionDateLabel(iso: string, dates: DateWriter, t: (key: string, values: Record<string, string>) => string): string {
  return t('DATE_AT_TIME', { date: dates.dayDateMonth(iso), time: dates.time(iso) });
}

/** The time zone to show times in: the city's (useCityTimeZone), else, for a name this browser does not know, the browser's own. */
export function displayTimeZone(cityTimeZone: string | null | undefined): string {
  if (cityTimeZone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: cityTimeZone });
      return cityTimeZone;
    } catch {
      // An unknown zone name: fall through to the browser's.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Translation key of a scheduling calendar's name (massage → ONBOARDING_VERTICAL_MASSAGE). */
export function onboardingVerticalKey(vertical: string): string {
  return `ONBOARDING_VERTICAL_${vertical.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

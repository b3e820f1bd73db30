/*
 * The built-in onboarding calendar as the almost-there page lists it: sessions grouped by day in
 * the city's time zone (an applicant in London books London times, whatever their phone says).
 */
import type { OnboardingSlot } from '../../engine/generated/api/onboarding-slots-response';

export interface SlotDay {
  /** YYYY-MM-DD in the city's time zone. */
  day: string;
  /** "Monday 4 May" in the page's language. */
  label: string;
  slots: OnboardingSlot[];
}

function dayKey(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Sessions by day, days and sessions in time order. */
export function groupSlotsByDay(slots: readonly OnboardingSlot[], timeZone: string, locale: string): SlotDay[] {
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, SlotDay>();
  for (const slot of sorted) {
    const start = new Date(slot.startsAt);
    const key = dayKey(start, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { day: key, label: dayLabel.format(start), slots: [] };
      days.set(key, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
}

/** "10:00 – 11:30" in the city's time zone. */
export function slotTimeRange(slot: Pick<OnboardingSlot, 'startsAt' | 'endsAt'>, timeZone: string, locale: string): string {
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  return `${time.format(new Date(slot.startsAt))} – ${time.format(new Date(slot.endsAt))}`;
}

/** "Monday 4 May 2026, 10:00" in the city's time zone. */
export function sessionDateLabel(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The time zone to show times in: the city's, else the browser's. */
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

import { describe, expect, it } from 'vitest';
import type { DiaryHours } from '../../../engine/rules/diary';
import { fromLocal } from '../../../engine/rules/diary';
import { bookableDates, extensionRefusal, freeSlots, slotRefusal, type SlotContext } from '../../../engine/rules/free-slots';

const london: DiaryHours = { startHour: 7, endHour: 0, slotMinutes: 30, mergeThresholdSlots: 2, timeZone: 'Europe/London' };
const at = (day: string, hhmm: string, tz = 'Europe/London') => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return fromLocal(day, h * 60 + m, tz);
};
const hhmm = (d: Date, tz = 'Europe/London') => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit' }).format(d);

const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
  hours: london,
  availability: [{ startsAt: at('2026-12-01', '09:00'), endsAt: at('2026-12-01', '13:00') }],
  bookings: [],
  now: at('2026-11-30', '12:00'),
  ...over,
});

describe('freeSlots (availability minus bookings, region hours, slot grid)', () => {
  it('offers every slot start where the whole visit fits the availability', () => {
    expect(freeSlots('2026-12-01', 60, ctx()).map((s) => hhmm(s.startsAt))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00']);
  });

  it('leaves out starts overlapping a booking, but not a cancelled one', () => {
    const booking = { startsAt: at('2026-12-01', '10:00'), endsAt: at('2026-12-01', '11:00') };
    expect(freeSlots('2026-12-01', 60, ctx({ bookings: [booking] })).map((s) => hhmm(s.startsAt))).toEqual(['09:00', '11:00', '11:30', '12:00']);
    expect(freeSlots('2026-12-01', 60, ctx({ bookings: [{ ...booking, isCancelled: true }] }))).toHaveLength(7);
  });

  it('joins touching availability periods and keeps to the region hours', () => {
    const availability = [
      { startsAt: at('2026-12-01', '06:00'), endsAt: at('2026-12-01', '08:00') },
      { startsAt: at('2026-12-01', '08:00'), endsAt: at('2026-12-01', '09:00') },
    ];
    expect(freeSlots('2026-12-01', 90, ctx({ availability })).map((s) => hhmm(s.startsAt))).toEqual(['07:00', '07:30']);
  });

  it('uses the slot size of the diary', () => {
    expect(freeSlots('2026-12-01', 120, ctx({ hours: { ...london, slotMinutes: 60 } })).map((s) => hhmm(s.startsAt))).toEqual(['09:00', '10:00', '11:00']);
  });

  it('offers nothing in the past', () => {
    expect(freeSlots('2026-12-01', 60, ctx({ now: at('2026-12-01', '11:00') })).map((s) => hhmm(s.startsAt))).toEqual(['11:30', '12:00']);
  });

  it('gets the instants right on the day the clocks go back (25-hour day) and forward', () => {
    const back = '2026-10-25';
    const availability = [{ startsAt: at(back, '09:00'), endsAt: at(back, '11:00') }];
    const slots = freeSlots(back, 120, ctx({ availability, now: at('2026-10-24', '12:00') }));
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-10-25T09:00:00.000Z']);
    const forward = '2026-03-29';
    const spring = freeSlots(forward, 60, ctx({ availability: [{ startsAt: at(forward, '09:00'), endsAt: at(forward, '10:00') }], now: at('2026-03-28', '12:00') }));
    expect(spring.map((s) => s.startsAt.toISOString())).toEqual(['2026-03-29T08:00:00.000Z']);
  });

  it('refuses a start off the grid, taken, outside the hours or the availability', () => {
    const booking = { startsAt: at('2026-12-01', '10:00'), endsAt: at('2026-12-01', '11:00') };
    expect(slotRefusal(at('2026-12-01', '09:15'), 60, ctx())).toBe('SLOT_NOT_ON_GRID');
    expect(slotRefusal(at('2026-12-01', '09:30'), 60, ctx({ bookings: [booking] }))).toBe('SLOT_TAKEN');
    expect(slotRefusal(at('2026-12-01', '23:30'), 60, ctx())).toBe('SLOT_OUTSIDE_HOURS');
    expect(slotRefusal(at('2026-12-01', '14:00'), 60, ctx())).toBe('SLOT_NOT_AVAILABLE');
    expect(slotRefusal(at('2026-12-01', '09:00'), 60, ctx())).toBeNull();
  });
});

describe('bookableDates', () => {
  it('are four weeks from today in the city calendar', () => {
    const dates = bookableDates(new Date('2026-11-30T23:30:00Z'), 'Europe/Vienna');
    expect(dates[0]).toBe('2026-12-01');
    expect(dates).toHaveLength(28);
    expect(dates.at(-1)).toBe('2026-12-28');
  });
});

describe('extensionRefusal (an addition never overlaps the next booking or leaves the availability)', () => {
  const booking = { id: 'b1', startsAt: at('2026-12-01', '09:00'), endsAt: at('2026-12-01', '10:00') };
  const base = { hours: london, availability: ctx().availability, bookings: [booking] };
  it('accepts an extension inside the availability (the booking itself is ignored)', () => {
    expect(extensionRefusal(booking, 30, base)).toBeNull();
  });
  it('refuses one running into the next booking or out of the availability', () => {
    const next = { id: 'b2', startsAt: at('2026-12-01', '10:15'), endsAt: at('2026-12-01', '11:00') };
    expect(extensionRefusal(booking, 30, { ...base, bookings: [booking, next] })).toBe('EXTENSION_OVERLAPS_NEXT_BOOKING');
    expect(extensionRefusal(booking, 240, base)).toBe('EXTENSION_NOT_AVAILABLE');
    expect(extensionRefusal(booking, 0, { ...base, availability: [] })).toBeNull();
  });
});

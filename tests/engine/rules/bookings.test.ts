import { describe, expect, it } from 'vitest';
import { calendarDay } from '../../../engine/time/zoned-time';
import {
  daysInReadingOrder,
  bookingArea,
  bookingLabel,
  bookingReference,
  canConfirm,
  changeFees,
  confirmRefusal,
  contactReachableFrom,
  customerFirstName,
  customerKey,
  displayedPrice,
  groupByDay,
  historyStart,
  isAddressVisible,
  isContactReachable,
  isPastBooking,
  itemDisplayedPrice,
  noteRefusal,
} from '../../../engine/rules/bookings';

const at = (iso: string) => new Date(iso);
const booking = (overrides: Partial<{ startsAt: Date; endsAt: Date; isConfirmed: boolean; isCancelled: boolean }> = {}) => ({
  startsAt: at('2026-05-02T09:00:00Z'),
  endsAt: at('2026-05-02T10:00:00Z'),
  isConfirmed: false,
  isCancelled: false,
  ...overrides,
});

describe('booking label (W§4)', () => {
  it('reads unconfirmed, confirmed, completed once confirmed and past, cancelled whatever else', () => {
    expect(bookingLabel({ isConfirmed: false, isCancelled: false }, false)).toBe('unconfirmed');
    expect(bookingLabel({ isConfirmed: true, isCancelled: false }, false)).toBe('confirmed');
    expect(bookingLabel({ isConfirmed: true, isCancelled: false }, true)).toBe('completed');
    expect(bookingLabel({ isConfirmed: true, isCancelled: true }, true)).toBe('cancelled');
    expect(bookingLabel({ isConfirmed: false, isCancelled: true }, false)).toBe('cancelled');
  });
  it('reads completed once past, confirmed or not (W§4 "once past it reads as completed"; issue 27)', () => {
    expect(bookingLabel({ isConfirmed: false, isCancelled: false }, true)).toBe('completed');
    expect(bookingLabel({ isConfirmed: false, isCancelled: true }, true)).toBe('cancelled');
  });
});

describe('past: ended more than the check-out threshold ago (R§9)', () => {
  const b = booking();
  it('is current until the threshold after the end, past from then on', () => {
    expect(isPastBooking(b, at('2026-05-02T10:30:00Z'), 60)).toBe(false);
    expect(isPastBooking(b, at('2026-05-02T10:59:59Z'), 60)).toBe(false);
    expect(isPastBooking(b, at('2026-05-02T11:00:00Z'), 60)).toBe(true);
    // UK: 120 minutes.
    expect(isPastBooking(b, at('2026-05-02T11:30:00Z'), 120)).toBe(false);
    expect(isPastBooking(b, at('2026-05-02T12:00:00Z'), 120)).toBe(true);
  });
});

describe('displayed price: total minus fee (W§3)', () => {
  it('for a booking and an item, to the penny', () => {
    expect(displayedPrice({ total: 95.5, fee: 19.1 })).toBe(76.4);
    expect(itemDisplayedPrice({ total: 85.5, fee: 17.1, isCancelled: false, cancellationTotal: null, cancellationFee: null })).toBe(68.4);
  });
  it('a cancelled item shows its cancellation total minus its cancellation fee', () => {
    expect(itemDisplayedPrice({ total: 40, fee: 8, isCancelled: true, cancellationTotal: 20, cancellationFee: 4 })).toBe(16);
    expect(itemDisplayedPrice({ total: 40, fee: 8, isCancelled: true, cancellationTotal: null, cancellationFee: null })).toBe(0);
  });
  it('change fees sum what the cancelled items pay, none without a cancelled item', () => {
    const kept = { total: 60, fee: 12, isCancelled: false, cancellationTotal: null, cancellationFee: null };
    expect(changeFees([kept])).toBeNull();
    expect(changeFees([kept, { total: 40, fee: 8, isCancelled: true, cancellationTotal: 20, cancellationFee: 4 }])).toBe(16);
  });
});

describe('address visibility (W§2)', () => {
  it('hidden for past or digital bookings', () => {
    expect(isAddressVisible({ isDigital: false }, false)).toBe(true);
    expect(isAddressVisible({ isDigital: false }, true)).toBe(false);
    expect(isAddressVisible({ isDigital: true }, false)).toBe(false);
  });
});

describe('contact phones: from callBeforeStart minutes before the start until past (R§9)', () => {
  const windows = { checkOutThresholdMinutes: 60, callBeforeStartMinutes: 180 };
  it('opens 180 minutes before a 09:00 start, closes an hour after the end', () => {
    expect(contactReachableFrom(booking(), 180).toISOString()).toBe('2026-05-02T06:00:00.000Z');
    expect(isContactReachable(booking(), at('2026-05-02T05:59:00Z'), windows)).toBe(false);
    expect(isContactReachable(booking(), at('2026-05-02T06:00:00Z'), windows)).toBe(true);
    expect(isContactReachable(booking(), at('2026-05-02T10:30:00Z'), windows)).toBe(true);
    expect(isContactReachable(booking(), at('2026-05-02T11:00:00Z'), windows)).toBe(false);
  });
  it('never for a cancelled booking', () => {
    expect(isContactReachable(booking({ isCancelled: true }), at('2026-05-02T08:00:00Z'), windows)).toBe(false);
  });
});

describe('confirm: upcoming, unconfirmed, not cancelled', () => {
  const before = at('2026-05-01T09:00:00Z');
  it('is offered for an unconfirmed upcoming booking', () => {
    expect(canConfirm(booking(), before)).toBe(true);
    expect(confirmRefusal(booking(), before)).toBeNull();
  });
  it('confirming a confirmed booking again is harmless, not offered', () => {
    expect(confirmRefusal(booking({ isConfirmed: true }), before)).toBeNull();
    expect(canConfirm(booking({ isConfirmed: true }), before)).toBe(false);
  });
  it('refuses a cancelled booking (W§8) and one that has started', () => {
    expect(confirmRefusal(booking({ isCancelled: true }), before)).toBe('BOOKING_IS_CANCELLED');
    expect(confirmRefusal(booking(), at('2026-05-02T09:00:00Z'))).toBe('BOOKING_HAS_STARTED');
    expect(canConfirm(booking(), at('2026-05-03T09:00:00Z'))).toBe(false);
  });
});

describe('notes: on past, not cancelled bookings', () => {
  it('allowed once past, refused before and on a cancelled booking', () => {
    expect(noteRefusal(booking({ isConfirmed: true }), at('2026-05-03T09:00:00Z'), 60)).toBeNull();
    expect(noteRefusal(booking({ isConfirmed: true }), at('2026-05-02T10:30:00Z'), 60)).toBe('BOOKING_NOT_FINISHED');
    expect(noteRefusal(booking({ isCancelled: true }), at('2026-05-03T09:00:00Z'), 60)).toBe('BOOKING_IS_CANCELLED');
  });
});

describe('history window and days', () => {
  const now = at('2026-05-31T12:00:00Z');
  it('starts bookingsHistoryDays ago unless asked for later', () => {
    expect(historyStart(now, 30).toISOString()).toBe('2026-05-01T12:00:00.000Z');
    expect(historyStart(now, 31).toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(historyStart(now, 30, at('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-05-01T12:00:00.000Z');
    expect(historyStart(now, 30, at('2026-05-20T00:00:00Z')).toISOString()).toBe('2026-05-20T00:00:00.000Z');
  });
  it("groups by the city's calendar day, not UTC's", () => {
    // 23:30 UTC on 2 May is already 3 May in Vienna (UTC+2) but still 2 May in London (UTC+1).
    const late = at('2026-05-02T23:30:00Z');
    expect(calendarDay(late, 'Europe/London')).toBe('2026-05-03');
    expect(calendarDay(at('2026-05-02T22:30:00Z'), 'Europe/London')).toBe('2026-05-02');
    expect(calendarDay(at('2026-05-02T22:30:00Z'), 'Europe/Vienna')).toBe('2026-05-03');
    const days = groupByDay(
      [{ startsAt: at('2026-05-03T08:00:00Z') }, { startsAt: at('2026-05-02T22:30:00Z') }, { startsAt: at('2026-05-02T09:00:00Z') }],
      'Europe/Vienna',
    );
    expect(days.map((d) => [d.day, d.bookings.length])).toEqual([
      ['2026-05-02', 1],
      ['2026-05-03', 2],
    ]);
  });
});

describe('list fields', () => {
  it('area: postcode district and city, no street', () => {
    expect(bookingArea('SW4 7AB', 'London')).toBe('SW4 London');
    expect(bookingArea('ec1v9ax', 'London')).toBe('EC1V London');
    expect(bookingArea('75011', 'Paris')).toBe('75011 Paris');
    expect(bookingArea(null, 'Wien')).toBe('Wien');
    expect(bookingArea(null, null)).toBeNull();
  });
  it('first name, reference, same-customer key', () => {
    expect(customerFirstName('  Emma  Clarke ')).toBe('Emma');
    expect(customerFirstName(null)).toBeNull();
    expect(bookingReference('demo-bk-london-07')).toBe('LONDON07');
    expect(customerKey({ userName: 'Emma Clarke', postcode: 'sw4 7ab' })).toBe(customerKey({ userName: ' emma  clarke', postcode: 'SW47AB' }));
    expect(customerKey({ userName: 'Emma Clarke', postcode: null })).toBeNull();
  });
});

describe('daysInReadingOrder (the list opens on what is next)', () => {
  it('puts today and the coming days first, soonest first, then the past, most recent first', () => {
    const days = ['2026-11-01', '2026-11-20', '2026-11-24', '2026-11-25', '2026-12-02'].map((day) => ({ day }));
    const { upcoming, past } = daysInReadingOrder(days, '2026-11-24');
    expect(upcoming.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25', '2026-12-02']);
    expect(past.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-01']);
  });
});

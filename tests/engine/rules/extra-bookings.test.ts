import { describe, expect, it } from 'vitest';
import { realRegions } from '../forms/region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';
import {
  extendRefusal,
  extraBookingActions,
  extraBookingButtonsEnabled,
  extraBookingGroup,
  extraBookingsEnabled,
  rebookRefusal,
  treatmentsOfItems,
  type GroupCatalogues,
} from '../../../engine/rules/extra-bookings';
import { isRequestExpired, requestAnswerRefusal, requestExpiresAt, requestToBookOpen, secondsToExpiry } from '../../../engine/rules/request-to-book';

const region = async (city_id: string) => resolveRegion(await realRegions(), { city_id }, 'production');

describe('the treatments of a booking', () => {
  it('are its product items\' specialities, once each, cancelled ones and additions left out', async () => {
    const item = (id: string | null, name: string | null, type = 'product', isCancelled = false) => ({ id, name, type, isCancelled });
    const treatments = treatmentsOfItems([
      item('SPECIALITY_DEEP_TISSUE', 'Deep tissue'),
      item(null, 'SPECIALITY_GEL_MANICURE'),
      item('SPECIALITY_DEEP_TISSUE', null),
      item('SPECIALITY_OSTEOPATHY', null, 'product', true),
      item('EXTRA_TIME_30', null, 'addition'),
      item(null, 'A free-text name'),
    ]);
    expect(treatments).toEqual(['SPECIALITY_DEEP_TISSUE', 'SPECIALITY_GEL_MANICURE']);
    // The region's buttons for them: London shows massage-only, Vienna none.
    expect(extraBookingButtonsEnabled(await region('UK-LONDON'), ['SPECIALITY_DEEP_TISSUE'])).toBe(true);
    expect(extraBookingButtonsEnabled(await region('AT-VIENNA'), ['SPECIALITY_DEEP_TISSUE'])).toBe(false);
  });
});

describe('the extra-booking group of a booking\'s treatments', () => {
  it('reads massage only, medical only, both, nails only, beauty only, or none', async () => {
    const cat = (await region('UK-LONDON')).catalogues as GroupCatalogues;
    expect(extraBookingGroup(['SPECIALITY_DEEP_TISSUE'], cat)).toBe('massageOnly');
    expect(extraBookingGroup(['SPECIALITY_OSTEOPATHY'], cat)).toBe('medicalOnly');
    expect(extraBookingGroup(['SPECIALITY_DEEP_TISSUE', 'SPECIALITY_PHYSIOTHERAPY'], cat)).toBe('massageAndMedical');
    expect(extraBookingGroup(['SPECIALITY_GEL_MANICURE'], cat)).toBe('nailsOnly');
    expect(extraBookingGroup(['SPECIALITY_GEL_MANICURE', 'SPECIALITY_CLASSIC_FACIAL'], cat)).toBe('beautyOnly');
    expect(extraBookingGroup(['SPECIALITY_YOGA'], cat)).toBeNull();
    expect(extraBookingGroup(['SPECIALITY_DEEP_TISSUE', 'SPECIALITY_CLASSIC_FACIAL'], cat)).toBeNull();
    expect(extraBookingGroup([], cat)).toBeNull();
  });

  it('is enabled per region: London all five, Manchester massage and medical, Vienna none', async () => {
    const on = async (city: string, t: string) => {
      const r = await region(city);
      return extraBookingsEnabled([t], r.catalogues as GroupCatalogues, r.keyValues.extraBookingButtons);
    };
    expect(await on('UK-LONDON', 'SPECIALITY_CLASSIC_FACIAL')).toBe(true);
    expect(await on('UK-MANCHESTER', 'SPECIALITY_CLASSIC_FACIAL')).toBe(false);
    expect(await on('UK-MANCHESTER', 'SPECIALITY_DEEP_TISSUE')).toBe(true);
    expect(await on('FR-PARIS', 'SPECIALITY_DEEP_TISSUE')).toBe(true);
    expect(await on('AT-VIENNA', 'SPECIALITY_DEEP_TISSUE')).toBe(false);
  });

  it('extends only an upcoming confirmed booking of an enabled group', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const upcoming = { startsAt: new Date('2026-12-02T10:00:00Z'), endsAt: new Date('2026-12-02T11:00:00Z'), isConfirmed: true, isCancelled: false };
    expect(extendRefusal(upcoming, true, now)).toBeNull();
    expect(extendRefusal(upcoming, false, now)).toBe('EXTRA_BOOKING_NOT_ENABLED');
    expect(extendRefusal({ ...upcoming, isConfirmed: false }, true, now)).toBe('BOOKING_NOT_CONFIRMED');
    expect(extendRefusal({ ...upcoming, isCancelled: true }, true, now)).toBe('BOOKING_IS_CANCELLED');
    expect(extendRefusal(upcoming, true, new Date('2026-12-02T10:00:00Z'))).toBe('BOOKING_HAS_STARTED');
  });

  it('books again only a booking of an enabled group with a customer account', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const past = { startsAt: new Date('2026-11-02T10:00:00Z'), endsAt: new Date('2026-11-02T11:00:00Z'), isConfirmed: true, isCancelled: false };
    expect(rebookRefusal(true, true)).toBeNull();
    expect(rebookRefusal(false, true)).toBe('EXTRA_BOOKING_NOT_ENABLED');
    expect(rebookRefusal(false, false)).toBe('EXTRA_BOOKING_NOT_ENABLED');
    expect(rebookRefusal(true, false)).toBe('BOOKING_HAS_NO_CUSTOMER');
    expect(extraBookingActions({ ...past, customerId: 'c1' }, true, now)).toEqual({ canExtend: false, canRebook: true });
    expect(extraBookingActions({ ...past, customerId: null }, true, now)).toEqual({ canExtend: false, canRebook: false });
  });
});

describe('request to book (R§6 beta list, R§9 expiry 120 minutes)', () => {
  const createdAt = new Date('2026-12-01T10:00:00Z');
  const request = { state: 'pending' as const, expiresAt: requestExpiresAt(createdAt, 120), startsAt: new Date('2026-12-03T10:00:00Z') };
  it('expires 120 minutes after it was made, counting down in seconds', () => {
    expect(request.expiresAt.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(secondsToExpiry(request, new Date('2026-12-01T11:59:00.500Z'))).toBe(60);
    expect(isRequestExpired(request, new Date('2026-12-01T11:59:59Z'))).toBe(false);
    expect(isRequestExpired(request, new Date('2026-12-01T12:00:00Z'))).toBe(true);
    expect(requestAnswerRefusal(request, new Date('2026-12-01T12:00:00Z'))).toBe('REQUEST_EXPIRED');
    expect(requestAnswerRefusal({ ...request, state: 'declined' }, createdAt)).toBe('REQUEST_ALREADY_ANSWERED');
    expect(isRequestExpired({ ...request, startsAt: new Date('2026-12-01T11:00:00Z') }, new Date('2026-12-01T11:00:00Z'))).toBe(true);
  });
  it('is open to beta workers only where switched on (off everywhere in production)', async () => {
    const settings = { requestToBook2024Enabled: true, requestToBook2024BetaWorkerIds: ['w1'], requestToBook2024ExpiryMinutes: 120 };
    expect(requestToBookOpen('w1', settings)).toBe(true);
    expect(requestToBookOpen('w2', settings)).toBe(false);
    expect(requestToBookOpen('w1', { ...settings, requestToBook2024Enabled: false })).toBe(false);
    for (const city of ['UK-LONDON', 'FR-PARIS', 'AT-VIENNA']) expect((await region(city)).keyValues.requestToBook2024Enabled).toBe(false);
  });
});

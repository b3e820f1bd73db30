import { describe, expect, it } from 'vitest';
import { createBodyOf, EMPTY_CHOICE, fieldErrorsOf, startingTreatment, type RebookChoice } from '../../../screens/portal/bookings/rebook/rebook-choice';

const products = [
  { speciality: 'SPECIALITY_SWEDISH_MASSAGE', group: 'massage', durations: [{ minutes: 60, price: 60 }], additions: [] },
  { speciality: 'SPECIALITY_DEEP_TISSUE', group: 'massage', durations: [{ minutes: 60, price: 65 }, { minutes: 90, price: 90 }], additions: [] },
];
const chosen: RebookChoice = { ...EMPTY_CHOICE, speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 90, additions: ['HOT_STONES'], day: '2026-12-01', startsAt: '2026-12-01T10:00:00.000Z', cardId: 'card-1' };

describe('the rebook page\'s choice (issue 26)', () => {
  it('starts from the booking\'s own treatment and length when the list sells them', () => {
    expect(startingTreatment(products, { speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 90 })).toEqual({ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 90 });
    expect(startingTreatment(products, { speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 75 })).toEqual({ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60 });
    expect(startingTreatment(products, { speciality: null, minutes: 60 })).toEqual({ speciality: 'SPECIALITY_SWEDISH_MASSAGE', minutes: 60 });
  });

  it('sends no place for the same address (the server copies it), and a whole address for another', () => {
    expect(createBodyOf('b1', chosen)).toEqual({ fromBookingId: 'b1', startsAt: chosen.startsAt, items: [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 90, additions: ['HOT_STONES'] }], cardId: 'card-1' });
    expect(createBodyOf('b1', { ...chosen, place: 'other', postcode: 'E2 7DJ' })).toBeNull();
    expect(createBodyOf('b1', { ...chosen, place: 'other', postcode: ' E2 7DJ ', address1: '7 Redchurch Street' })).toMatchObject({ postcode: 'E2 7DJ', address1: '7 Redchurch Street' });
    expect(createBodyOf('b1', { ...chosen, cardId: null })).toBeNull();
  });

  it('puts a refusal\'s details on the page\'s fields', () => {
    expect(fieldErrorsOf([{ path: '/startsAt', code: 'SLOT_NOT_ON_GRID' }, { path: '/items/0/minutes', code: 'DURATION_NOT_OFFERED' }, { path: '/other', code: 'X' }])).toEqual({ startsAt: 'SLOT_NOT_ON_GRID', items: 'DURATION_NOT_OFFERED' });
  });
});

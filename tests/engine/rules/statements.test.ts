import { describe, expect, it } from 'vitest';
import {
  canOpenStatement,
  confirmationDeadline,
  countdownTo,
  firstUnconfirmed,
  hasValidBankDetails,
  maskBankValue,
  PAYOUT_FIELDS,
  payoutTypeOf,
  statementConfirmRefusal,
  statementPeriod,
} from '../../../engine/rules/statements';

const at = (iso: string) => new Date(iso);
const UK = { accountNumber: '31926819', sortCode: '60-16-13' };
const FR = { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' };
const open = { status: 'issued', confirmedAt: null };
const SETTINGS = { day: 3, hour: 18 };

describe('payoutTypeOf: one rule for the server and the statements page', () => {
  const UK_FORM = { 'bank-details': { questions: { bacsAccount: 'shown', ibanAccount: 'hidden' } } };
  const OTHER_FORM = { 'bank-details': { questions: { bacsAccount: 'hidden', ibanAccount: 'shown' } } };
  it("is the city's bankingPayoutType", () => {
    expect(payoutTypeOf({ city: { bankingPayoutType: 'bacs' }, forms: UK_FORM })).toBe('bacs');
    expect(payoutTypeOf({ city: { bankingPayoutType: 'iban' }, forms: OTHER_FORM })).toBe('iban');
    // The session's city alone decides, before the region's forms are known.
    expect(payoutTypeOf({ city: { bankingPayoutType: 'bacs' } })).toBe('bacs');
  });
  it('without a city, is the pair the region\'s bank-details form asks (UK: account number and sort code)', () => {
    expect(payoutTypeOf({ city: null, forms: UK_FORM })).toBe('bacs');
    expect(payoutTypeOf({ city: null, forms: OTHER_FORM })).toBe('iban');
  });
  it('is iban while nothing is known (W§5 "otherwise IBAN and BIC")', () => {
    expect(payoutTypeOf(null)).toBe('iban');
    expect(payoutTypeOf({ city: null, forms: {} })).toBe('iban');
  });
  it('names the two fields of each type', () => {
    expect(PAYOUT_FIELDS.bacs).toEqual(['accountNumber', 'sortCode']);
    expect(PAYOUT_FIELDS.iban).toEqual(['iban', 'bic']);
  });
});

describe('hasValidBankDetails', () => {
  it('asks the pair of the payout type', () => {
    expect(hasValidBankDetails(UK, 'bacs')).toBe(true);
    expect(hasValidBankDetails(UK, 'iban')).toBe(false);
    expect(hasValidBankDetails(FR, 'iban')).toBe(true);
    expect(hasValidBankDetails(FR, 'bacs')).toBe(false);
  });
  it('uses the form formats: mod-97 IBAN, BIC and sort-code shapes', () => {
    expect(hasValidBankDetails({ ...FR, iban: 'FR1520041010050500013M02606' }, 'iban')).toBe(false);
    expect(hasValidBankDetails({ ...FR, iban: 'fr14 2004 1010 0505 0001 3m02 606' }, 'iban')).toBe(true);
    expect(hasValidBankDetails({ ...FR, bic: 'PSST' }, 'iban')).toBe(false);
    expect(hasValidBankDetails({ ...UK, sortCode: '601613' }, 'bacs')).toBe(false);
    expect(hasValidBankDetails({ ...UK, accountNumber: '1234567' }, 'bacs')).toBe(false);
    expect(hasValidBankDetails(null, 'bacs')).toBe(false);
    expect(hasValidBankDetails({ iban: null, bic: null }, 'iban')).toBe(false);
  });
});

describe('statementConfirmRefusal', () => {
  it('allows an issued, unconfirmed statement with valid details', () => {
    expect(statementConfirmRefusal(open, FR, 'iban')).toBeNull();
  });
  it('refuses cancelled first, then confirmed, then missing details', () => {
    expect(statementConfirmRefusal({ status: 'cancelled', confirmedAt: null }, null, 'iban')).toBe('STATEMENT_IS_CANCELLED');
    expect(statementConfirmRefusal({ status: 'issued', confirmedAt: '2026-01-01T00:00:00Z' }, null, 'iban')).toBe('STATEMENT_ALREADY_CONFIRMED');
    expect(statementConfirmRefusal(open, {}, 'bacs')).toBe('BANK_DETAILS_MISSING');
  });
  it('cancelled statements cannot be opened', () => {
    expect(canOpenStatement({ status: 'cancelled' })).toBe(false);
    expect(canOpenStatement({ status: 'issued' })).toBe(true);
  });
  it('the first unconfirmed statement skips confirmed and cancelled ones', () => {
    const list = [{ status: 'cancelled', confirmedAt: null, id: 'a' }, { status: 'issued', confirmedAt: null, id: 'b' }, { status: 'issued', confirmedAt: null, id: 'c' }];
    expect(firstUnconfirmed(list)?.id).toBe('b');
    expect(firstUnconfirmed([{ status: 'issued', confirmedAt: '2026-01-01', id: 'x' }])).toBeNull();
  });
});

describe('statementPeriod', () => {
  it('is the calendar month before the month of issue, in city time', () => {
    const p = statementPeriod(at('2026-11-01T06:00:00Z'), 'Europe/Paris');
    expect(p.start.toISOString()).toBe('2026-09-30T22:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
  it('crosses the year', () => {
    const p = statementPeriod(at('2026-01-01T09:00:00Z'), 'Europe/London');
    expect(p.start.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(p.end.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('confirmationDeadline', () => {
  it('is day 3 at 18:00 city time of the month of issue when still ahead', () => {
    const d = confirmationDeadline(at('2026-11-01T06:00:00Z'), at('2026-11-02T10:00:00Z'), 'Europe/Paris', SETTINGS);
    expect(d.toISOString()).toBe('2026-11-03T17:00:00.000Z');
  });
  it('moves to the next month once missed (the next payout run)', () => {
    const d = confirmationDeadline(at('2026-11-01T06:00:00Z'), at('2026-11-24T10:00:00Z'), 'Europe/London', SETTINGS);
    expect(d.toISOString()).toBe('2026-12-03T18:00:00.000Z');
  });
  it('in summer time, and past 18:00 on day 3', () => {
    const d = confirmationDeadline(at('2026-07-01T06:00:00Z'), at('2026-07-03T17:30:00Z'), 'Europe/London', SETTINGS);
    expect(d.toISOString()).toBe('2026-08-03T17:00:00.000Z');
  });
  it('December rolls into January', () => {
    const d = confirmationDeadline(at('2026-12-01T06:00:00Z'), at('2026-12-20T06:00:00Z'), 'Europe/Vienna', SETTINGS);
    expect(d.toISOString()).toBe('2027-01-03T17:00:00.000Z');
  });
});

describe('countdownTo and maskBankValue', () => {
  it('counts whole days, hours and minutes, never below zero', () => {
    expect(countdownTo(at('2026-12-03T18:00:00Z'), at('2026-12-01T15:29:30Z'))).toEqual({ days: 2, hours: 2, minutes: 30 });
    expect(countdownTo(at('2026-12-03T18:00:00Z'), at('2026-12-04T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
  it('shows only the last 4 characters', () => {
    expect(maskBankValue('FR1420041010050500013M02606')).toBe('•••• 2606');
    expect(maskBankValue('60-16-13')).toBe('•••• 1613');
    expect(maskBankValue(null)).toBeNull();
  });
});

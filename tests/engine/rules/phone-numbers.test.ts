import { describe, expect, it } from 'vitest';
import { emergencyNumberOf, phoneNumber, supportPhoneOf } from '../../../engine/rules/phone-numbers';

describe('the region\'s phone numbers (R§9 emergencyNumber, supportPhone)', () => {
  it('offers each country\'s emergency number as a call link; Austria\'s "0" is none', () => {
    expect(emergencyNumberOf({ emergencyNumber: '999' })).toEqual({ shown: '999', href: 'tel:999' });
    expect(emergencyNumberOf({ emergencyNumber: '112' })).toEqual({ shown: '112', href: 'tel:112' });
    expect(emergencyNumberOf({ emergencyNumber: '0' })).toBeNull();
    expect(emergencyNumberOf({ emergencyNumber: '00' })).toBeNull();
  });

  it('keeps the support line as written and dials its digits (and a leading plus)', () => {
    expect(supportPhoneOf({ supportPhone: '0000' })).toEqual({ shown: '0000', href: 'tel:0000' });
    expect(supportPhoneOf({ supportPhone: '+44 (0)20 7946-0999' })).toEqual({ shown: '+44 (0)20 7946-0999', href: 'tel:+4402079460999' });
    expect(phoneNumber('  ')).toBeNull();
    expect(phoneNumber(null)).toBeNull();
  });
});

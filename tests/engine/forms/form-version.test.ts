/**
 * Open tabs follow the region set (issue 24): which refusals name an older composition, and which
 * answers a person keeps when a newer composition of their form replaces the one they filled in.
 */
import { describe, expect, it } from 'vitest';
import { answersKeptFor } from '../../../engine/forms/answers-kept';
import { filledInOlderComposition, isFormVersion } from '../../../engine/forms/form-version';
import type { FormSchema } from '../../../engine/forms/json-schema';

describe('filledInOlderComposition', () => {
  it('holds only when the page named a version that none of the forms checked has', () => {
    expect(filledInOlderComposition('old', ['new'])).toBe(true);
    expect(filledInOlderComposition('new', ['new'])).toBe(false);
    // PUT /api/me may check with several forms (bank details and almost there): one of them is enough.
    expect(filledInOlderComposition('bank', ['almost', 'bank'])).toBe(false);
    // A page naming none (the native app, an older page), or something that is no version: the usual 400.
    expect(filledInOlderComposition(null, ['new'])).toBe(false);
    expect(filledInOlderComposition('not a version!', ['new'])).toBe(false);
    // Nothing composed was checked (a language change only): no form to be old.
    expect(filledInOlderComposition('old', [])).toBe(false);
    expect(filledInOlderComposition('old', [undefined])).toBe(false);
  });

  it('knows a version by its shape', () => {
    expect(isFormVersion('Ab3_-xYz0123456789012345678901234'.slice(0, 32))).toBe(true);
    expect(isFormVersion('')).toBe(false);
    expect(isFormVersion('a'.repeat(65))).toBe(false);
    expect(isFormVersion(['a'])).toBe(false);
  });
});

describe('answersKeptFor', () => {
  const schema: FormSchema = {
    type: 'object',
    properties: {
      email: { type: 'string' },
      certified: { type: 'string', enum: ['certified', 'student'] },
      massageTreatments: { type: 'array', items: { type: 'string', enum: ['SPECIALITY_DEEP_TISSUE'] } },
      postcode: { type: 'string' },
    },
  };

  it('keeps what the form still asks, drops what it no longer asks and the choices it no longer offers', () => {
    expect(
      answersKeptFor(schema, {
        email: 'ada@example.com',
        certified: 'certified',
        massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE'],
        workPeriods: ['weekdays'],
      }),
    ).toEqual({ email: 'ada@example.com', certified: 'certified', massageTreatments: ['SPECIALITY_DEEP_TISSUE'] });
  });

  it('clears a single choice no longer offered, and a list left with none', () => {
    expect(answersKeptFor(schema, { certified: 'apprentice', massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE'] })).toEqual({});
  });
});

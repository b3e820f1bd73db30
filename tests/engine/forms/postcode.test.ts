/**
 * Issue 25: a postcode is checked and stored normalised on both sides (engine/forms/postcode.ts),
 * so "sw1a  1aa " typed in the browser and "SW1A 1AA" sent by an app are one postcode.
 */
import { describe, expect, it } from 'vitest';
import { normalizePostcode, normalizedPostcodeAnswer } from '../../../engine/forms/postcode';
import { trimmedAnswers } from '../../../engine/forms/trim';
import { composeFor } from './region-fixture';

describe('postcodes', () => {
  it('are trimmed, upper-cased and their spaces collapsed to one', () => {
    expect(normalizePostcode(' sw1a  1aa ')).toBe('SW1A 1AA');
    expect(normalizePostcode('ec1v\t9hl')).toBe('EC1V 9HL');
    expect(normalizePostcode('75011')).toBe('75011');
    expect(normalizePostcode('   ')).toBe('');
    expect(normalizedPostcodeAnswer(null)).toBeNull();
    expect(normalizedPostcodeAnswer(42)).toBe(42);
  });

  it('are normalised before the browser validates and sends a form, other answers only trimmed where their format says', async () => {
    const { schema } = await composeFor('almost-there', { city_id: 'UK-LONDON' });
    expect(trimmedAnswers(schema, { postcode: ' n1  9gu ', streetName: ' 1 Example Street ' })).toEqual({ postcode: 'N1 9GU', streetName: ' 1 Example Street ' });
    const clean = { postcode: 'N1 9GU' };
    expect(trimmedAnswers(schema, clean)).toBe(clean);
  });
});

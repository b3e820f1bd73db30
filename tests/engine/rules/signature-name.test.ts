import { describe, expect, it } from 'vitest';
import { signatureNameMatches } from '../../../engine/rules/signature-name';

describe('signatureNameMatches', () => {
  it('accepts the account name whatever the case, accents, spacing, hyphens and apostrophes', () => {
    expect(signatureNameMatches('José Martín-López', 'José Martín-López')).toBe(true);
    expect(signatureNameMatches('  jose   MARTIN lopez ', 'José Martín-López')).toBe(true);
    expect(signatureNameMatches('Zoe OBrien', "Zoë O'Brien")).toBe(false);
    expect(signatureNameMatches("zoe o’brien", "Zoë O'Brien")).toBe(true);
    expect(signatureNameMatches('Jürgen Strauss', 'Jürgen Strauß')).toBe(true);
    expect(signatureNameMatches('Camille Dupont', 'Camille Dupont')).toBe(true);
  });

  it('refuses another name, part of the name, or any name when the account has none', () => {
    expect(signatureNameMatches('Mickey Mouse', 'Ada Lovelace')).toBe(false);
    expect(signatureNameMatches('Ada', 'Ada Lovelace')).toBe(false);
    expect(signatureNameMatches('Ada Lovelace Byron', 'Ada Lovelace')).toBe(false);
    expect(signatureNameMatches('', 'Ada Lovelace')).toBe(false);
    expect(signatureNameMatches('Ada Lovelace', null)).toBe(false);
    expect(signatureNameMatches('', '')).toBe(false);
  });
});

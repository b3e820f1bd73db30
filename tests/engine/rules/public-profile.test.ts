import { describe, expect, it } from 'vitest';
import { profileSlugOf, publicName, referralCodeOfSlug } from '../../../engine/rules/public-profile';

describe('public profile slug', () => {
  it('is the referral code in lower case, and back', () => {
    expect(profileSlugOf('AMELIA2026')).toBe('amelia2026');
    expect(referralCodeOfSlug('amelia2026')).toBe('AMELIA2026');
  });
  it('refuses what cannot be a referral code', () => {
    expect(referralCodeOfSlug('../etc')).toBeNull();
    expect(referralCodeOfSlug('a'.repeat(15))).toBeNull();
    expect(referralCodeOfSlug('')).toBeNull();
  });
});

describe('publicName', () => {
  it('gives the first name and the last initial', () => {
    expect(publicName({ firstName: 'Amelia', lastName: 'Watson', name: 'Amelia Watson' })).toBe('Amelia W.');
  });
  it('falls back on the full name', () => {
    expect(publicName({ firstName: null, lastName: null, name: 'Camille  Élodie Durand' })).toBe('Camille D.');
    expect(publicName({ firstName: null, lastName: null, name: 'Camille' })).toBe('Camille');
  });
  it('keeps an accented initial whole', () => {
    expect(publicName({ firstName: 'Léa', lastName: 'élise', name: null })).toBe('Léa É.');
  });
});

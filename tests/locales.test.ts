import { describe, expect, it } from 'vitest';
import enGB from '../locales/en_GB.json';
import frFR from '../locales/fr_FR.json';
import deAT from '../locales/de_AT.json';

const LOCALES: Record<string, Record<string, unknown>> = { en_GB: enGB, fr_FR: frFR, de_AT: deAT };

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

describe('locale files', () => {
  const allKeys = new Set(Object.values(LOCALES).flatMap((messages) => Object.keys(messages)));

  it.each(Object.keys(LOCALES))('%s has every key of the other locales', (language) => {
    const missing = [...allKeys].filter((key) => !(key in LOCALES[language]));
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(LOCALES))('%s has a non-empty text for every key', (language) => {
    const empty = Object.entries(LOCALES[language])
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('uses the same {{placeholders}} in every language', () => {
    const mismatched = [...allKeys].filter((key) => {
      const reference = placeholders(String(enGB[key as keyof typeof enGB] ?? ''));
      return Object.values(LOCALES).some((messages) => placeholders(String(messages[key] ?? '')).join() !== reference.join());
    });
    expect(mismatched).toEqual([]);
  });
});

describe('plurals', () => {
  const BCP47: Record<string, string> = { en_GB: 'en-GB', fr_FR: 'fr-FR', de_AT: 'de-AT' };
  const pluralKeys = [...new Set(Object.values(LOCALES).flatMap((messages) => Object.keys(messages)))]
    .filter((key) => /_(one|other)$/.test(key))
    .map((key) => key.replace(/_(one|other)$/, ''));

  it('counts shown on pages are plural keys (no "1 places left")', () => {
    expect(pluralKeys).toEqual(expect.arrayContaining(['ONBOARDING_SLOT_SEATS', 'DOCUMENTS_PROGRESS']));
    for (const messages of Object.values(LOCALES)) {
      expect(messages).not.toHaveProperty('ONBOARDING_SLOT_SEATS');
      expect(messages).not.toHaveProperty('DOCUMENTS_PROGRESS');
    }
  });

  it.each(Object.keys(LOCALES))('%s has the plural form of every count from 0 to 1000, with the count in it', (language) => {
    const rules = new Intl.PluralRules(BCP47[language]);
    const missing: string[] = [];
    for (const base of new Set(pluralKeys)) {
      for (let count = 0; count <= 1000; count++) {
        const key = `${base}_${rules.select(count)}`;
        const text = LOCALES[language][key];
        if (typeof text !== 'string' || !text.includes('{{count}}')) missing.push(key);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('says "1 place left" and "2 places left", "1 place restante", "Noch 1 Platz frei"', () => {
    expect(enGB.ONBOARDING_SLOT_SEATS_one.replace('{{count}}', '1')).toBe('1 place left');
    expect(frFR.ONBOARDING_SLOT_SEATS_one.replace('{{count}}', '1')).toBe('1 place restante');
    expect(deAT.ONBOARDING_SLOT_SEATS_one.replace('{{count}}', '1')).toBe('Noch 1 Platz frei');
    expect(deAT.ONBOARDING_SLOT_SEATS_other.replace('{{count}}', '2')).toBe('Noch 2 Plätze frei');
  });
});

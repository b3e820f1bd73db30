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

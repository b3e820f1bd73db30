import { readFileSync } from 'node:fs';
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

describe('French typography (issue 27)', () => {
  // A plain space before ":" ";" "!" "?" "»" (or after "«") lets the browser break the line there: at 360 px a
  // French heading then starts a line with a colon. The no-break space keeps the sign with its word.
  it('puts a no-break space, never a plain one, before : ; ! ? » and after «', () => {
    const loose = Object.entries(frFR as Record<string, string>)
      .filter(([, text]) => / [:;!?»]/.test(text) || /« /.test(text))
      .map(([key]) => key);
    expect(loose).toEqual([]);
  });

  // The same rule for the French content operations write (help centre, terms, privacy policy): it is shown on the
  // same pages. The signed partnership agreement is left as signed: a new wording is a new agreement version.
  it('holds in the French help-centre articles and legal pages too', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    const files = ['content/faq/fr_FR.json', 'content/legal/FR/terms.json', 'content/legal/FR/privacy.json'];
    const loose = files.flatMap((file) =>
      strings(JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')))
        .flatMap((text) => text.match(/.{0,20}( [:;!?»]|« ).{0,10}/g) ?? [])
        .map((excerpt) => `${file}: ${excerpt}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('API error codes (W§8, issue 27)', () => {
  // Every refusal of the access table reaches some screen: each has its own words in every language,
  // never "Something went wrong" when the server said why.
  it('labels every code the access table can answer, in every language', async () => {
    const { API_ACCESS, PAGE_ACCESS, possibleDenials } = await import('../engine/rules/access');
    const codes = new Set<string>();
    for (const rule of [...Object.values(API_ACCESS), ...Object.values(PAGE_ACCESS)]) {
      for (const denials of possibleDenials(rule).values()) for (const denial of denials) codes.add(denial.code);
    }
    const missing = Object.entries(LOCALES).flatMap(([language, messages]) =>
      [...codes].filter((code) => !(`ERROR_LABEL_${code}` in messages)).map((code) => `${language}: ${code}`),
    );
    expect(codes.size).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});

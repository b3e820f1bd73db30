/*
 * The worker area's words are a part of their own (issue 28, scripts/build/locale-json-plugin.ts): the portal
 * shell's route loads them beside its code (ensureLocalePart), and once it has, a change of language loads
 * that language's part too, so a portal page open while the person switches language never shows raw keys.
 * The locale files are served here as the build splits them (the other screen tests register whole files).
 */
import { describe, expect, it, vi } from 'vitest';
import type { LanguageId } from '../../engine/regions/types';
import type * as Locales from '../../screens/shared/i18n/locales';

const loads = vi.hoisted(() => {
  // The setup file imported the real locales module (whole files): start this file's graph afresh.
  vi.resetModules();
  return [] as string[];
});

vi.mock('../../screens/shared/i18n/locales', async () => {
  const actual = await vi.importActual<typeof Locales>('../../screens/shared/i18n/locales');
  const { browserMessages } = await import('../../scripts/build/locale-json-plugin');
  const files: Record<LanguageId, Record<string, string>> = {
    en_GB: (await import('../../locales/en_GB.json')).default,
    fr_FR: (await import('../../locales/fr_FR.json')).default,
    de_AT: (await import('../../locales/de_AT.json')).default,
  };
  return {
    ...actual,
    loadedLocales: () => new Map(),
    loadLocale: (language: LanguageId) => {
      loads.push(`pages:${language}`);
      return Promise.resolve(browserMessages(files[language]));
    },
    loadLocalePart: (part: 'staff' | 'portal', language: LanguageId) => {
      loads.push(`${part}:${language}`);
      return Promise.resolve(browserMessages(files[language], part));
    },
  };
});

const { applyLanguage, createI18n, ensureLocalePart } = await import('../../screens/shared/i18n/i18n');

describe('the worker area’s words (the portal part of a locale file)', () => {
  it('load with the portal shell, and in the new language when the language changes on a portal page', async () => {
    const instance = createI18n('en_GB');
    await applyLanguage(instance, 'en_GB');
    expect(loads).toEqual(['pages:en_GB']);
    expect(instance.t('LOGIN_TITLE')).not.toBe('LOGIN_TITLE');
    // Any other page: no portal words.
    expect(instance.exists('BOOKINGS_TITLE')).toBe(false);

    await ensureLocalePart(instance, 'portal');
    expect(loads).toEqual(['pages:en_GB', 'portal:en_GB']);
    expect(instance.t('BOOKINGS_TITLE')).toBe('Bookings');
    // The words every page shows are still there, and the staff tools' are not loaded.
    expect(instance.t('ERROR_LABEL_GENERIC')).not.toBe('ERROR_LABEL_GENERIC');
    expect(instance.exists('OPS_REGIONS_TITLE')).toBe(false);

    await applyLanguage(instance, 'fr_FR');
    expect(loads).toEqual(['pages:en_GB', 'portal:en_GB', 'pages:fr_FR', 'portal:fr_FR']);
    expect(instance.t('BOOKINGS_TITLE')).toBe('Réservations');

    // Back to English: nothing loaded again.
    await applyLanguage(instance, 'en_GB');
    expect(loads).toHaveLength(4);
    expect(instance.t('BOOKINGS_TITLE')).toBe('Bookings');
  });
});

import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageId } from '../../engine/regions/types';
import { bcp47ForLanguage, DEFAULT_LANGUAGE, LANGUAGE_IDS } from '../../engine/rules/language';
import enGB from '../../locales/en_GB.json';
import frFR from '../../locales/fr_FR.json';
import deAT from '../../locales/de_AT.json';

/*
 * i18next files resources under BCP 47 tags (`fr-FR`); it rewrites `fr_FR` to that form when it
 * looks a language up, so our language ids are mapped at this boundary only.
 */
const TAG_TO_LANGUAGE = new Map(LANGUAGE_IDS.map((id) => [bcp47ForLanguage(id), id] as const));

export function createI18n(language: LanguageId = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      'en-GB': { translation: enGB },
      'fr-FR': { translation: frFR },
      'de-AT': { translation: deAT },
    },
    lng: bcp47ForLanguage(language),
    fallbackLng: bcp47ForLanguage(DEFAULT_LANGUAGE),
    supportedLngs: LANGUAGE_IDS.map(bcp47ForLanguage),
    load: 'currentOnly',
    // The spec's keys are flat (ERROR_LABEL_GENERIC); dots and colons in a key are not paths.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Resources are bundled, so the instance is ready synchronously.
    initAsync: false,
  });
  return instance;
}

/** The single instance the app renders with. */
export const i18n = createI18n();

export function languageOf(instance: I18n): LanguageId {
  return TAG_TO_LANGUAGE.get(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}

export async function applyLanguage(instance: I18n, language: LanguageId): Promise<void> {
  if (languageOf(instance) !== language || instance.language !== bcp47ForLanguage(language)) {
    await instance.changeLanguage(bcp47ForLanguage(language));
  }
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47ForLanguage(language);
}

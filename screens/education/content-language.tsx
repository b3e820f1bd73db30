import { useTranslation } from 'react-i18next';
import type { LanguageId } from '../../engine/regions/types';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { usePageLanguage } from '../shared/i18n/use-page-language';

/**
 * A level as the schools name it ("Level 3 Diploma", "Licence professionnelle") in the page's
 * language (issue 27): `EDUCATION_LEVEL_<its words>` when the locale has it, else as written.
 * The filter keeps the school's own words as its value; only what is shown is translated.
 */
export function useLevelName(): (level: string) => string {
  const { t, i18n } = useTranslation();
  return (level) => {
    const key = `EDUCATION_LEVEL_${level
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '')}`;
    return i18n.exists(key) ? t(key) : level;
  };
}

/**
 * The `lang` of words a school wrote (its descriptions, its courses' names) when they are not in the
 * page's language, so a screen reader reads them right; undefined when they are.
 */
export function useForeignLang(language: LanguageId): string | undefined {
  return language === usePageLanguage() ? undefined : bcp47ForLanguage(language);
}

/** "Written in English by the school" on a page of another language (issue 27); nothing in the same language. */
export function ContentLanguageNote({ language }: { language: LanguageId }) {
  const { t } = useTranslation();
  const foreign = useForeignLang(language);
  if (!foreign) return null;
  return <p className="education-content-language">{t(`EDUCATION_WRITTEN_IN_${language.toUpperCase()}`)}</p>;
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '../../../engine/regions/types';
import { bcp47ForLanguage, isLanguageId, LANGUAGE_IDS } from '../../../engine/rules/language';
import { errorLabel } from '../../shared/error-label';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { languageNameOf } from '../../shared/i18n/language-names';
import { useSaveLanguage } from './api/put-language';

/** The portal language (W§2 Account: the one editable field): the portal and our e-mails use it. */
export function LanguageSection({ current }: { current: string | null }) {
  const { t, i18n } = useTranslation();
  const pageLanguage = usePageLanguage();
  const initial: LanguageId = isLanguageId(current) ? current : pageLanguage;
  const [chosen, setChosen] = useState<LanguageId>(initial);
  const save = useSaveLanguage();
  const selectId = useId();
  // Each language named in itself, so a worker finds theirs whatever the page shows.
  const nameOf = (language: LanguageId) => languageNameOf(language).language;
  return (
    <section className="account-section" aria-labelledby="account-language-title">
      <h2 id="account-language-title">{t('ACCOUNT_LANGUAGE_TITLE')}</h2>
      <form
        className="account-language"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(chosen);
        }}
      >
        <div className="field account-language__field">
          <label className="field__label" htmlFor={selectId}>
            {t('ACCOUNT_LANGUAGE_LABEL')}
          </label>
          <select
            id={selectId}
            className="field__control"
            value={chosen}
            onChange={(event) => {
              save.reset();
              if (isLanguageId(event.target.value)) setChosen(event.target.value);
            }}
          >
            {LANGUAGE_IDS.map((language) => (
              <option key={language} value={language} lang={bcp47ForLanguage(language)}>
                {nameOf(language)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={save.isPending}>
          {t('ACCOUNT_LANGUAGE_SAVE')}
        </button>
      </form>
      {save.isSuccess ? (
        <p className="account-section__status" role="status">
          {t('ACCOUNT_LANGUAGE_SAVED')}
        </p>
      ) : null}
      {save.isError ? (
        <p className="field__error" role="alert">
          {errorLabel(save.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </section>
  );
}

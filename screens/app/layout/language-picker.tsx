import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydrating } from '../../shared/hydration';
import type { LanguageId } from '../../../engine/regions/types';
import { bcp47ForLanguage, LANGUAGE_IDS, localizePath } from '../../../engine/rules/language';
import { LANGUAGE_COOKIE, writeRegionCookie } from '../../shared/cookies';
import type { RouteHandle } from '../../shared/i18n/language-loader';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { languageNameOf } from '../../shared/i18n/language-names';
import { loadLocale } from '../../shared/i18n/locales';
import './language-picker.css';
import { useDropdown } from '../../ui/use-dropdown';

/**
 * Country/language picker. Each choice is written in its own language (UK English, France
 * Français, Österreich Deutsch) so a visitor finds theirs whatever the page shows.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const hydrating = useHydrating();
  const current = usePageLanguage();
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const { open, setOpen, rootRef, toggleRef, menuId } = useDropdown();

  const languageAware = matches.some((m) => (m.handle as RouteHandle | undefined)?.languageAware === true);

  // Each choice in its own language; only the page's language file is loaded (language-names.ts).
  const labelIn = languageNameOf;

  const choose = (language: LanguageId) => {
    setOpen(false);
    // Written before moving on: on a page without a slug the root loader reads the new cookie.
    writeRegionCookie(queryClient, language, 'languageCookieMaxAgeDays', LANGUAGE_COOKIE, language);
    const pathname = languageAware ? localizePath(location.pathname, language) : location.pathname;
    if (pathname === location.pathname) {
      // Same URL (a page without a language slug): the root loader reads the new cookie.
      void revalidator.revalidate();
    } else {
      void navigate(`${pathname}${location.search}${location.hash}`);
    }
  };

  const currentLabel = labelIn(current);

  return (
    <div className="language-picker" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="language-picker__toggle"
        // A prerendered page's header waits for its code, as its main part does (root-layout.tsx).
        disabled={hydrating}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('LANGUAGE_PICKER_LABEL', { current: `${currentLabel.country} ${currentLabel.language}` })}
        onClick={() => {
          // The other languages' files start loading as the menu opens, so a choice switches at once.
          if (!open) for (const language of LANGUAGE_IDS) void loadLocale(language).catch(() => undefined);
          setOpen((value) => !value);
        }}
      >
        <svg className="language-picker__globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="language-picker__current">{currentLabel.language}</span>
        {/* On the narrowest phones the language's code stands in for its name (the button's label says it in full). */}
        <span className="language-picker__code">{current.slice(0, 2).toUpperCase()}</span>
      </button>
      <ul id={menuId} className="dropdown-panel language-picker__menu" hidden={!open} aria-label={t('LANGUAGE_PICKER_TITLE')}>
        {LANGUAGE_IDS.map((language) => {
          const label = labelIn(language);
          const selected = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                className="language-picker__option"
                lang={bcp47ForLanguage(language)}
                aria-current={selected ? 'true' : undefined}
                onClick={() => choose(language)}
              >
                <span className="language-picker__country">{label.country}</span>{' '}
                <span className="language-picker__language">{label.language}</span>
                {selected ? (
                  <svg className="language-picker__check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

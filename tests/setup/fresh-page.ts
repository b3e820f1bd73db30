/*
 * The screens project shares one jsdom window and one module graph per worker (`isolate: false`: a
 * fresh window, React and the form engine per file cost more than the tests). What a file may change
 * on that page is put back before each file, as a new tab would have it: the language, cookies,
 * storage, the address, the document, stubbed globals and timers. Files that replace modules
 * (vi.mock) run in the isolated project instead (vitest.config.ts).
 */
import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '../../screens/shared/i18n/i18n';
import { bcp47ForLanguage, DEFAULT_LANGUAGE } from '../../engine/rules/language';
import { clearCookies } from '../screens/render-app';

if (typeof window !== 'undefined') {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  const tag = bcp47ForLanguage(DEFAULT_LANGUAGE);
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  document.documentElement.lang = tag;
}

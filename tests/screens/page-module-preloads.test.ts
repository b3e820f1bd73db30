// @vitest-environment jsdom
/*
 * After a prerendered or server-rendered page is drawn, the entry asks for the page's code
 * (screens/shared/paint-first.ts): every file of <meta name="page-modules">, in slices of a few per
 * task, so the main thread is never held for the whole list (issue 28: 60 files took 200-290 ms
 * at 4× CPU in one go).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageModules } from '../../screens/shared/paint-first';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('the page modules fetched after the first paint', () => {
  it('appends every listed file as a modulepreload, a few per task, the app in CORS mode and the API not', () => {
    vi.useFakeTimers();
    const files = [...Array.from({ length: 19 }, (_, index) => `/assets/chunk-${index}.js`), '/api/forms/login/validator.js?city_id=UK-LONDON'];
    document.head.innerHTML = `<meta name="page-modules" content="${files.join(' ')}">`;
    preloadPageModules();
    const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links().length).toBeGreaterThan(0);
    expect(links().length).toBeLessThan(files.length);
    vi.runAllTimers();
    expect(links().map((link) => link.getAttribute('href'))).toEqual(files);
    expect(links().map((link) => link.crossOrigin)).toEqual([...files.slice(0, 19).map(() => ''), null]);
  });

  it('asks for nothing on a page without the list (the app shell)', () => {
    preloadPageModules();
    expect(document.head.querySelectorAll('link').length).toBe(0);
  });
});

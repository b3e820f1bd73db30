/*
 * WCAG AA contrast (issue 15): 4.5:1 for the text and background pairs the portal's styles use,
 * read from the design tokens of screens/ui/theme.css and the few colours set elsewhere.
 * Lighthouse found white on the coral (#f36450) accent buttons at 3.1:1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The `--color-*` tokens of :root. */
function tokens(): Record<string, string> {
  const css = read('screens/ui/theme.css');
  return Object.fromEntries([...css.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2].toLowerCase()]));
}

/** The colour a rule gives a property (`.button--accent` → `background`), as a hex value. */
function ruleColour(file: string, selector: string, property: string, vars: Record<string, string>): string {
  const css = read(file);
  const start = css.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`${selector} not in ${file}`);
  const body = css.slice(start, css.indexOf('}', start));
  const value = new RegExp(`(?:^|\\s|;)${property}:\\s*([^;]+);`).exec(body)?.[1].trim();
  if (!value) throw new Error(`${selector} sets no ${property} in ${file}`);
  const variable = /^var\(--([a-z-]+)/.exec(value)?.[1];
  const hex = (variable ? vars[variable] : value).toLowerCase();
  // #fff → #ffffff
  return /^#[0-9a-f]{3}$/.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast of text and buttons (WCAG AA, 4.5:1)', () => {
  const t = tokens();
  const white = '#ffffff';
  const pairs: [string, string, string][] = [
    ['text on the page', t['color-text'], t['color-bg']],
    ['muted text on the page', t['color-text-muted'], t['color-bg']],
    ['muted text on a muted surface', t['color-text-muted'], t['color-surface-muted']],
    ['links on the page', t['color-brand'], t['color-bg']],
    ['links on a card', t['color-brand'], t['color-surface']],
    ['hovered links on a soft brand background', t['color-brand-strong'], t['color-brand-soft']],
    ['errors on a card', t['color-danger'], t['color-surface']],
    ['errors on their banner', t['color-danger'], t['color-danger-soft']],
    ['primary button', ruleColour('screens/ui/theme.css', '.button', 'color', t), ruleColour('screens/ui/theme.css', '.button', 'background', t)],
    ['primary button hovered', ruleColour('screens/ui/theme.css', '.button:hover', 'color', t), ruleColour('screens/ui/theme.css', '.button:hover', 'background', t)],
    ['accent button', white, ruleColour('screens/ui/theme.css', '.button--accent', 'background', t)],
    ['accent button hovered', white, ruleColour('screens/ui/theme.css', '.button--accent:hover', 'background', t)],
    ['secondary button', ruleColour('screens/ui/theme.css', '.button--secondary', 'color', t), t['color-bg']],
    ['required badge', ruleColour('screens/ui/theme.css', '.badge--required', 'color', t), ruleColour('screens/ui/theme.css', '.badge--required', 'background', t)],
    ['done badge', ruleColour('screens/ui/theme.css', '.badge--done', 'color', t), ruleColour('screens/ui/theme.css', '.badge--done', 'background', t)],
    ['the current step of the application', white, ruleColour('screens/apply/apply-page.css', '.journey-steps__step--current .journey-steps__marker', 'background', t)],
    ['the 404 code', ruleColour('screens/public/simple-page.css', '.simple-page__code', 'color', t), t['color-bg']],
    ['the names in the trust bar', ruleColour('screens/public/home-page.css', '.trust-bar__name', 'color', t), t['color-bg']],
    ['placeholders', ruleColour('engine/react/schema-form.css', '.sf-input::placeholder', 'color', t), t['color-surface']],
    ['footer headings', ruleColour('screens/app/layout/site-footer.css', '.site-footer__heading', 'color', t), ruleColour('screens/app/layout/site-footer.css', '.site-footer', 'background', t)],
  ];
  it.each(pairs)('%s: %s on %s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

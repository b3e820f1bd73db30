import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserMessages, localeJsonPlugin } from '../../scripts/build/locale-json-plugin';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('the locale files in the browser build', () => {
  it('are one JSON string each, with every key but the e-mails’ words', () => {
    const plugin = localeJsonPlugin();
    const file = path.join(root, 'locales', 'fr_FR.json');
    const load = plugin.load as (id: string) => { code: string; moduleType: string } | null;
    const loaded = load(file)!;
    expect(loaded.moduleType).toBe('js');
    const match = /^export default JSON\.parse\((".*")\);$/s.exec(loaded.code);
    expect(match).not.toBeNull();
    const messages = JSON.parse(JSON.parse(match![1]!) as string) as Record<string, string>;
    const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    expect(messages.LOGIN_TITLE).toBe(all.LOGIN_TITLE);
    expect(Object.keys(messages).some((key) => key.startsWith('MAIL_'))).toBe(false);
    expect(Object.keys(messages)).toHaveLength(Object.keys(all).filter((key) => !key.startsWith('MAIL_')).length);
    // Anything else passes through untouched.
    expect(load(path.join(root, 'package.json'))).toBeNull();
  });

  it('leave out only words no screen uses', () => {
    expect(browserMessages({ MAIL_FOOTER: 'x', LOGIN_TITLE: 'y' })).toEqual({ LOGIN_TITLE: 'y' });
    const users = [...filesUnder(path.join(root, 'screens')), ...filesUnder(path.join(root, 'engine'))].filter((file) =>
      /\bMAIL_[A-Z_]+/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});

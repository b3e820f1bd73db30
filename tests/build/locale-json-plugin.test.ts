import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserMessages, localeJsonPlugin, STAFF_ONLY } from '../../scripts/build/locale-json-plugin';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('the locale files in the browser build', () => {
  const plugin = localeJsonPlugin();
  const load = plugin.load as (id: string) => { code: string; moduleType: string } | null;
  const file = path.join(root, 'locales', 'fr_FR.json');
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const messagesOf = (id: string) => {
    const loaded = load(id)!;
    expect(loaded.moduleType).toBe('js');
    const match = /^export default JSON\.parse\((".*")\);$/s.exec(loaded.code);
    expect(match).not.toBeNull();
    return JSON.parse(JSON.parse(match![1]!) as string) as Record<string, string>;
  };

  it('are one JSON string each, with every key but the e-mails’ and the staff tools’ words', () => {
    const messages = messagesOf(file);
    expect(messages.LOGIN_TITLE).toBe(all.LOGIN_TITLE);
    expect(Object.keys(messages).some((key) => key.startsWith('MAIL_') || STAFF_ONLY.test(key))).toBe(false);
    expect(Object.keys(messages)).toHaveLength(Object.keys(all).filter((key) => !key.startsWith('MAIL_') && !STAFF_ONLY.test(key)).length);
    // Anything else passes through untouched.
    expect(load(path.join(root, 'package.json'))).toBeNull();
  });

  it('give the staff tools’ words apart (?staff), and together they are every key but the e-mails’', () => {
    const staff = messagesOf(`${file}?staff`);
    expect(staff.OPS_REGIONS_TITLE).toBe(all.OPS_REGIONS_TITLE);
    expect(Object.keys(staff).every((key) => STAFF_ONLY.test(key))).toBe(true);
    expect(Object.keys({ ...messagesOf(file), ...staff }).sort()).toEqual(Object.keys(all).filter((key) => !key.startsWith('MAIL_')).sort());
  });

  it('keep the staff tools’ words to the staff pages (screens/ops, screens/support)', () => {
    const users = [...filesUnder(path.join(root, 'screens')), ...filesUnder(path.join(root, 'engine'))]
      .filter((f) => !f.includes(`${path.sep}screens${path.sep}ops${path.sep}`) && !f.includes(`${path.sep}screens${path.sep}support${path.sep}`))
      .filter((f) => /\b(OPS_[A-Z_]+|ERROR_LABEL_REGION_[A-Z_]+|SUPPORT_INBOX_[A-Z_]+)/.test(fs.readFileSync(f, 'utf8')));
    // i18n.ts names one staff key: the probe of whether a language's staff words are in.
    expect(users.map((f) => path.relative(root, f))).toEqual(['screens/app/i18n.ts']);
  });

  it('leave out only words no screen uses', () => {
    expect(browserMessages({ MAIL_FOOTER: 'x', LOGIN_TITLE: 'y' })).toEqual({ LOGIN_TITLE: 'y' });
    const users = [...filesUnder(path.join(root, 'screens')), ...filesUnder(path.join(root, 'engine'))].filter((file) =>
      /\bMAIL_[A-Z_]+/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});

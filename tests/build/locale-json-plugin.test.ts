import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserMessages, DEV_ONLY, localeJsonPlugin, PORTAL_ONLY, PRIVACY_ONLY, SERVER_ONLY, STAFF_ONLY } from '../../scripts/build/locale-json-plugin';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/**
 * The keys of `keys` a source names: a key itself, the name of its plural forms (`BOOKINGS_PAST` for
 * BOOKINGS_PAST_one), or a prefix a key is built from (`BOOKING_TYPE_${type}`, 'BOOKING_TYPE_' + type: reported as the prefix).
 */
function keysNamedIn(source: string, keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [name] of source.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Za-z0-9]+)+\b/g)) {
    if (keys.has(name)) found.add(name);
    else if (keys.has(`${name}_one`)) found.add(`${name}_one`);
  }
  for (const [, prefix] of source.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_)(?:\$\{|['"]\s*\+)/g)) {
    if ([...keys].some((key) => key.startsWith(prefix))) found.add(prefix);
  }
  return [...found];
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

  it('are one JSON string each, with every key but the server’s, the staff tools’ and the worker area’s words', () => {
    const messages = messagesOf(file);
    expect(messages.LOGIN_TITLE).toBe(all.LOGIN_TITLE);
    // The words the portal's screens and the shared app both show stay here.
    expect(messages.ERROR_LABEL_GENERIC).toBe(all.ERROR_LABEL_GENERIC);
    expect(messages.BOOKING_NOTE_TITLE).toBe(all.BOOKING_NOTE_TITLE);
    expect(messages.PORTAL_NAV_LOGOUT).toBe(all.PORTAL_NAV_LOGOUT);
    const elsewhere = (key: string) => SERVER_ONLY.test(key) || STAFF_ONLY.test(key) || PORTAL_ONLY.test(key) || PRIVACY_ONLY.test(key) || DEV_ONLY.test(key);
    expect(Object.keys(messages).some(elsewhere)).toBe(false);
    expect(Object.keys(messages)).toHaveLength(Object.keys(all).filter((key) => !elsewhere(key)).length);
    // Anything else passes through untouched.
    expect(load(path.join(root, 'package.json'))).toBeNull();
  });

  it('give the staff tools’ words (?staff) and the worker area’s (?portal) apart, and together they are every key but the server’s', () => {
    const staff = messagesOf(`${file}?staff`);
    const portal = messagesOf(`${file}?portal`);
    expect(staff.OPS_REGIONS_TITLE).toBe(all.OPS_REGIONS_TITLE);
    expect(portal.BOOKINGS_TITLE).toBe(all.BOOKINGS_TITLE);
    expect(Object.keys(staff).every((key) => STAFF_ONLY.test(key))).toBe(true);
    expect(Object.keys(portal).every((key) => PORTAL_ONLY.test(key) && !STAFF_ONLY.test(key))).toBe(true);
    // Issue 31: the privacy page's retention table (?privacy).
    const privacy = messagesOf(`${file}?privacy`);
    expect(privacy.PRIVACY_RETENTION_TITLE).toBe(all.PRIVACY_RETENTION_TITLE);
    expect(Object.keys(privacy).every((key) => PRIVACY_ONLY.test(key))).toBe(true);
    // The dev mailbox's words (?dev).
    const dev = messagesOf(`${file}?dev`);
    expect(dev.DEV_MAILBOX_TITLE).toBe(all.DEV_MAILBOX_TITLE);
    expect(Object.keys(dev).every((key) => DEV_ONLY.test(key))).toBe(true);
    const pages = messagesOf(file);
    const parts = [pages, staff, portal, privacy, dev];
    expect(parts.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(Object.keys(Object.assign({}, ...parts) as object).length);
    expect(Object.keys(Object.assign({}, ...parts) as object).sort()).toEqual(Object.keys(all).filter((key) => !SERVER_ONLY.test(key)).sort());
  });

  it('keep the staff tools’ words to the staff pages (screens/ops, screens/support), the dev mailbox’s to screens/dev', () => {
    const toolFolders = ['ops', 'support', 'dev'].map((folder) => `${path.sep}screens${path.sep}${folder}${path.sep}`);
    const users = [...filesUnder(path.join(root, 'screens')), ...filesUnder(path.join(root, 'engine'))]
      .filter((f) => !toolFolders.some((folder) => f.includes(folder)))
      .filter((f) => /\b(OPS_[A-Z_]+|ERROR_LABEL_REGION_[A-Z_]+|SUPPORT_INBOX_[A-Z_]+|DEV_MAILBOX_[A-Z_]+)/.test(fs.readFileSync(f, 'utf8')));
    // i18n.ts names one staff key: the probe of whether a language's staff words are in.
    expect(users.map((f) => path.relative(root, f))).toEqual(['screens/shared/i18n/i18n.ts']);
  });

  it('leave out only words no screen uses', () => {
    expect(browserMessages({ MAIL_FOOTER: 'x', STATEMENT_PDF_SUM: 'x', LOGIN_TITLE: 'y' })).toEqual({ LOGIN_TITLE: 'y' });
    const serverKeys = new Set(Object.keys(all).filter((key) => SERVER_ONLY.test(key)));
    const users = [...filesUnder(path.join(root, 'screens')), ...filesUnder(path.join(root, 'engine'))].filter((file) =>
      keysNamedIn(fs.readFileSync(file, 'utf8'), serverKeys).length > 0,
    );
    expect(users).toEqual([]);
  });

  /*
   * The worker area's words load with the portal shell's route only (screens/app/routes.tsx): a key of that part
   * shown anywhere else would show as its raw name there (or in English on a French page). Its pages are the
   * modules under screens/portal, but the support chat (screens/portal/support-chat), which the help centre's
   * pages show too. Outside them nothing may name one of its keys: not a screen, not engine/ (engine/react,
   * engine/rules map codes to keys), not a form's schema (the ops form preview shows every form), not a region.
   */
  it('keep the worker area’s words to the worker area (screens/portal)', () => {
    const portalKeys = new Set(Object.keys(all).filter((key) => PORTAL_ONLY.test(key) && !SERVER_ONLY.test(key) && !STAFF_ONLY.test(key)));
    expect(portalKeys.size).toBeGreaterThan(300);
    const inPortal = (f: string) => f.startsWith(`screens${path.sep}portal${path.sep}`) && !f.startsWith(`screens${path.sep}portal${path.sep}support-chat${path.sep}`);
    const scanned = ['screens', 'engine', 'schemas/forms', 'regions'].flatMap((dir) => filesUnder(path.join(root, dir), /\.(ts|tsx|json)$/));
    const outside = scanned.map((f) => path.relative(root, f)).filter((f) => !inPortal(f));
    expect(outside.length).toBeGreaterThan(200);
    const named = outside.flatMap((f) => keysNamedIn(fs.readFileSync(path.join(root, f), 'utf8'), portalKeys).map((key) => `${f}: ${key}`));
    // i18n.ts names one: the probe of whether a language's portal words are in.
    expect(named).toEqual([`${path.join('screens', 'shared', 'i18n', 'i18n.ts')}: PORTAL_NAV_BOOKINGS`]);
  });

  /* Issue 31: the privacy part loads with the privacy page's and /my-data's routes only; only they name those keys. */
  it('keep the privacy words to the retention table (screens/public/retention-table.tsx) and the /my-data page', () => {
    const privacyKeys = new Set(Object.keys(all).filter((key) => PRIVACY_ONLY.test(key)));
    expect(privacyKeys.size).toBeGreaterThan(10);
    const scanned = ['screens', 'engine', 'schemas/forms', 'regions'].flatMap((dir) => filesUnder(path.join(root, dir), /\.(ts|tsx|json)$/));
    const named = scanned
      .map((f) => path.relative(root, f))
      .filter((f) => keysNamedIn(fs.readFileSync(path.join(root, f), 'utf8'), privacyKeys).length > 0);
    // engine/rules/retention.ts builds a rule's keys; i18n.ts names the probe of whether a language's privacy words are in.
    expect(named.sort()).toEqual(
      [
        path.join('engine', 'rules', 'retention.ts'),
        path.join('screens', 'public', 'retention-table.tsx'),
        path.join('screens', 'shared', 'i18n', 'i18n.ts'),
        path.join('screens', 'shared', 'my-data', 'close-account-section.tsx'),
        path.join('screens', 'shared', 'my-data', 'data-export-section.tsx'),
        path.join('screens', 'shared', 'my-data', 'my-data-page.tsx'),
      ].sort(),
    );
  });

  it('find a key however a screen names it: whole, by its plural forms’ name, or by a prefix it is built from', () => {
    const keys = new Set(['BOOKINGS_TITLE', 'BOOKINGS_PAST_one', 'BOOKINGS_PAST_other', 'BOOKING_TYPE_GROUP']);
    expect(keysNamedIn("t('BOOKINGS_TITLE')", keys)).toEqual(['BOOKINGS_TITLE']);
    expect(keysNamedIn("t('BOOKINGS_PAST', { count })", keys)).toEqual(['BOOKINGS_PAST_one']);
    expect(keysNamedIn('t(`BOOKING_TYPE_${type}`)', keys)).toEqual(['BOOKING_TYPE_']);
    expect(keysNamedIn("t('BOOKING_TYPE_' + type)", keys)).toEqual(['BOOKING_TYPE_']);
    expect(keysNamedIn("t('BOOKINGS_TITLE_OLD'); t('LOGIN_TITLE')", keys)).toEqual([]);
  });

  it('the worker area’s modules are loaded by the routes table only: no other screen imports one', () => {
    const importers = filesUnder(path.join(root, 'screens'))
      .map((f) => path.relative(root, f))
      .filter((f) => !f.startsWith(`screens${path.sep}portal${path.sep}`) && f !== path.join('screens', 'app', 'routes.tsx'))
      .filter((f) => /(?:from |import\()'(?:\.\.\/)+portal\//.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(importers).toEqual([]);
  });
});

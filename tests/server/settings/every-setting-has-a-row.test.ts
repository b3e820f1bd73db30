/**
 * Issue 24: every setting of schemas/region.schema.json has a row in the server's table (rows/,
 * REFUSED_SWITCHES) or the screens' (tests/screens/settings/rows/), whose test switches it and sees
 * what changes. The only settings without one are those still annotated with `x-consumer` naming
 * the later issue that will read them ("issue 26, ..."): when that issue reads one, its row comes
 * with it.
 */
import { describe, expect, it } from 'vitest';
import regionSchema from '../../../schemas/region.schema.json';
import { SCREEN_TABLE } from '../../screens/settings/screen-table';
import { REFUSED_SWITCHES, SERVER_TABLE } from './server-table';

type Property = { 'x-consumer'?: string };
const properties = regionSchema.definitions.keyValues.properties as Record<string, Property>;

/** A later issue will read it (`x-consumer`: "issue 26, extra bookings: ..."). */
const awaitsIssue = (name: string) => /^issue \d+\b/.test(properties[name]['x-consumer'] ?? '');

const rowsOf = (table: Record<string, { setting: string }[]>) => Object.values(table).flatMap((rows) => rows.map((r) => r.setting));

describe('the settings tables', () => {
  const all = [...rowsOf(SERVER_TABLE), ...REFUSED_SWITCHES.map((r) => r.setting), ...rowsOf(SCREEN_TABLE)];
  const names = Object.keys(properties);

  it('have a row for every setting, except those a later issue will read', () => {
    const covered = new Set(all);
    const missing = names.filter((name) => !covered.has(name) && !awaitsIssue(name));
    expect(missing, 'settings without a row in tests/server/settings/rows or tests/screens/settings/rows').toEqual([]);
  });

  it('name only settings of the schema, each once', () => {
    expect(all.filter((name) => !(name in properties)), 'rows of settings the schema does not have').toEqual([]);
    expect(all.filter((name, i) => all.indexOf(name) !== i), 'settings with two rows').toEqual([]);
  });

  it('leave a setting to a later issue only while it has no row', () => {
    expect(all.filter(awaitsIssue), 'rows of settings still annotated with x-consumer: remove the annotation').toEqual([]);
  });
});

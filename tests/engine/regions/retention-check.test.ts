/**
 * regions/README.md "Retention" (issue 31): every country file lists every retention rule once with a period of
 * at least a day, and only country files list them; the loader (npm run regions:check, the server's start, a
 * live reload, an ops publication) refuses anything else.
 */
import { describe, expect, it } from 'vitest';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { RETENTION_RULE_IDS } from '../../../engine/rules/retention';
import { readRegionFiles, withEdit } from './region-files';
import regionSchema from '../../../schemas/region.schema.json';

const problemsOf = (files: { file: string; data: unknown }[]) => {
  const { set, problems } = buildRegionSet(files);
  if (problems.length > 0) expect(set).toBeNull();
  return problems;
};

type Row = { rule: string; days: number };

describe('the retention catalogue of a country', () => {
  it('the engine names the rules of the schema, in its order', () => {
    expect([...RETENTION_RULE_IDS]).toEqual(regionSchema.definitions.catalogues.properties.retention.items.properties.rule.enum);
  });

  it('the real files pass: each country lists every rule once', () => {
    expect(problemsOf(readRegionFiles())).toEqual([]);
    for (const country of ['UK', 'FR', 'AT']) {
      const data = readRegionFiles().find((f) => f.file === `regions/${country}.json`)?.data as { catalogues: { retention: Row[] } };
      expect(data.catalogues.retention.map((row) => row.rule).sort()).toEqual([...RETENTION_RULE_IDS].sort());
    }
  });

  it('refuses a country file missing a rule, naming the rule', () => {
    const problems = problemsOf(
      withEdit('FR.json', (d) => (d.catalogues.retention = (d.catalogues.retention as Row[]).filter((row) => row.rule !== 'supportChats'))),
    );
    expect(problems).toEqual([
      {
        file: 'regions/FR.json',
        pointer: '/catalogues/retention',
        message: 'has no row for the rule "supportChats": without one, the retention job would keep that data forever and the privacy page would not say so',
      },
    ]);
  });

  it('refuses a country file without the catalogue', () => {
    const problems = problemsOf(withEdit('AT.json', (d) => delete d.catalogues.retention));
    expect(problems).toEqual([
      {
        file: 'regions/AT.json',
        pointer: '/catalogues',
        message: `has no "retention": a country lists how long it keeps each kind of data (${RETENTION_RULE_IDS.join(', ')})`,
      },
    ]);
  });

  it.each([0, -7, 1.5])('refuses a period of %s days', (days) => {
    const problems = problemsOf(withEdit('UK.json', (d) => ((d.catalogues.retention as Row[])[1].days = days)));
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual(['regions/UK.json /catalogues/retention/1/days']);
  });

  it('refuses a rule listed twice, and a rule that does not exist', () => {
    const twice = problemsOf(withEdit('UK.json', (d) => (d.catalogues.retention as Row[]).push({ rule: 'pageViews', days: 30 })));
    expect(twice).toEqual([
      { file: 'regions/UK.json', pointer: '/catalogues/retention/6/rule', message: 'the rule "pageViews" is listed twice (also at /catalogues/retention/1)' },
    ]);
    const unknown = problemsOf(withEdit('UK.json', (d) => ((d.catalogues.retention as Row[])[0].rule = 'oldStuff')));
    expect(unknown.map((p) => `${p.file} ${p.pointer}`)).toContain('regions/UK.json /catalogues/retention/0/rule');
  });

  it('refuses the catalogue in a city file or in defaults.json', () => {
    const rows = [{ rule: 'pageViews', days: 30 }];
    for (const file of ['UK-LONDON.json', 'defaults.json']) {
      const problems = problemsOf(withEdit(file, (d) => (d.catalogues = { ...(d.catalogues ?? {}), retention: rows })));
      expect(problems).toEqual([
        {
          file: `regions/${file}`,
          pointer: '/catalogues/retention',
          message: "is a country's catalogue: the retention job goes by the person's country, so list the rules in the country file only",
        },
      ]);
    }
  });
});

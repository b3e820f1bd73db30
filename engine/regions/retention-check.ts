/**
 * The retention catalogue (issue 31, regions/README.md "Retention"): each country file lists every rule of
 * engine/rules/retention.ts once, and only country files list them. The daily job deletes by the person's
 * country and the privacy page shows that country's rows: a country missing a rule would keep that data forever
 * while its page said nothing, and a city's or the defaults' list would make the page of a city differ from what
 * the job (which reads countries) does. A period below one day is the schema's refusal (`minimum`: 1).
 */
import { RETENTION_RULE_IDS } from '../rules/retention';
import type { Origin } from './layering';
import type { RegionEntry, RegionSet } from './types';

type Report = (origin: Origin, tokens: (string | number)[], message: string) => void;

const POINTER = '/catalogues/retention';

function ruleOf(row: unknown): string | null {
  return typeof row === 'object' && row !== null && typeof (row as { rule?: unknown }).rule === 'string' ? (row as { rule: string }).rule : null;
}

export function checkRetentionCatalogues(set: RegionSet, report: Report): void {
  for (const entry of set.countries.values()) checkCountry(entry, report);
  for (const entry of [set.defaults, ...set.cities.values()]) {
    if (entry.data.catalogues?.retention === undefined) continue;
    report(
      { file: entry.file, pointer: POINTER },
      [],
      'is a country\'s catalogue: the retention job goes by the person\'s country, so list the rules in the country file only',
    );
  }
}

function checkCountry(entry: RegionEntry, report: Report): void {
  const list = entry.data.catalogues?.retention;
  if (list === undefined) {
    report(
      { file: entry.file, pointer: '/catalogues' },
      [],
      `has no "retention": a country lists how long it keeps each kind of data (${RETENTION_RULE_IDS.join(', ')})`,
    );
    return;
  }
  if (!Array.isArray(list)) return; // the schema says what is wrong
  const firstAt = new Map<string, number>();
  list.forEach((row: unknown, index) => {
    const rule = ruleOf(row);
    if (rule === null) return;
    const first = firstAt.get(rule);
    if (first === undefined) firstAt.set(rule, index);
    else report({ file: entry.file, pointer: POINTER }, [index, 'rule'], `the rule "${rule}" is listed twice (also at ${POINTER}/${first})`);
  });
  for (const rule of RETENTION_RULE_IDS) {
    if (!firstAt.has(rule)) {
      report(
        { file: entry.file, pointer: POINTER },
        [],
        `has no row for the rule "${rule}": without one, the retention job would keep that data forever and the privacy page would not say so`,
      );
    }
  }
}

/**
 * What a change of the region set does, as ops review it (issue 24): every changed country and city,
 * the environments it changes in, each setting with its value before and after, the lines
 * `npm run regions:diff` prints, and how many workers, applicants and students the scope holds.
 * The same report serves a draft's review and a version's diff in the history.
 */
import { diffRegionSets, APP_ENVS } from '../../engine/regions/region-diff';
import { diffLines, groupByEnvironment } from '../../engine/regions/format-region-diff';
import type { RegionSet } from '../../engine/regions/types';
import type { RegionScopeChange } from '../../engine/generated/api/region-scope-change';
import type { ScopePeople } from './scope-people';

export type ScopeChange = RegionScopeChange;
/** A setting's value, any JSON (the generated type says object for a schema without a type). */
type AnyValue = RegionScopeChange['settings'][number]['before'];

export function changeReport(before: RegionSet, after: RegionSet, people: ((id: string) => ScopePeople) | null): ScopeChange[] {
  return groupByEnvironment(diffRegionSets(before, after, APP_ENVS), [after, before]).map((g) => ({
    id: g.id,
    name: g.name,
    envs: g.envs,
    status: g.diff.status,
    settings: g.diff.settings.map((s) => ({ name: s.name, before: s.before as AnyValue, after: s.after as AnyValue })),
    lines: diffLines(g.diff),
    people: people ? people(g.id) : null,
  }));
}

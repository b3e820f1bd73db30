import path from 'node:path';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import type { RegionSet } from '../../../engine/regions/types';
import { resolveRegion } from '../../../engine/regions/resolve';
import { listCities } from '../../../engine/regions/cities';
import { composeForm } from '../../../engine/forms/compose';
import type { FormId } from '../../../engine/forms/form-ids';
import type { AppEnv } from '../../../engine/regions/types';

let cached: Promise<RegionSet> | null = null;

/** The real region files, loaded once per test file. */
export function realRegions(): Promise<RegionSet> {
  cached ??= loadRegionDir(path.resolve(import.meta.dirname, '../../../regions')).then(({ set, problems }) => {
    if (!set) throw new Error(problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('\n'));
    return set;
  });
  return cached;
}

export async function composeFor(formId: FormId, scope: { city_id?: string; country_id?: string }, env: AppEnv = 'production') {
  const set = await realRegions();
  return composeForm(formId, resolveRegion(set, scope, env), { cities: listCities(set), schools: [{ value: 'school-1', label: 'London School of Massage' }] });
}

/**
 * The ops preview (POST /api/ops/regions/preview, issue 14): a proposed set of region files is
 * checked with the loader of `npm run regions:check` and, when valid, every scope whose
 * configuration it changes is composed before and after, nothing written anywhere.
 */
import type { RegionsPreviewBody } from '../../engine/generated/api/regions-preview-body';
import type { RegionsPreviewResponse } from '../../engine/generated/api/regions-preview-response';
import { composeForm } from '../../engine/forms/compose';
import { diffRegionSets } from '../../engine/regions/region-diff';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import type { RegionSet, RegionScope } from '../../engine/regions/types';
import type { ServerDeps } from '../deps';
import { checkRegionTexts } from '../regions/load-region-dir';
import { servedFileTexts, setLabel } from './region-files';
import { isFormId, type FormId } from '../../engine/forms/form-ids';

function scopeName(set: RegionSet, scope: RegionScope): string {
  if (scope.city_id) return set.cities.get(scope.city_id)?.data.city?.name ?? scope.city_id;
  return set.countries.get(scope.country_id ?? '')?.data.country?.name ?? scope.country_id ?? '';
}

export function previewRegions(deps: Pick<ServerDeps, 'regions'>, body: RegionsPreviewBody): RegionsPreviewResponse {
  const before = deps.regions.set;
  const env = deps.regions.env;
  // The proposal replaces (or adds) the files it names; the others stay as served.
  const proposed = new Map(servedFileTexts(before).map((f) => [f.name, f.text]));
  for (const file of body.files) proposed.set(file.name, file.text);
  const checked = checkRegionTexts(setLabel(before), [...proposed].map(([name, text]) => ({ name, text })));
  if (!checked.set || checked.problems.length > 0) return { valid: false, problems: checked.problems, scopes: [] };
  const after = checked.set;

  const changed = diffRegionSets(before, after, [env]);
  const scopes = changed.map((diff) => {
    const compose = (set: RegionSet, formId: FormId) =>
      diff.status === (set === before ? 'added' : 'removed') ? null : composeForm(formId, resolveRegion(set, diff.scope, env), { cities: listCities(set) });
    // The forms a changed question or option list belongs to, and always sign-up (the form ops change most).
    const formIds = [...new Set<FormId>(['signup', ...diff.questions.map((q) => q.form).filter(isFormId), ...diff.options.map((o) => o.form)])];
    return {
      id: diff.id,
      name: scopeName(diff.status === 'removed' ? before : after, diff.scope),
      scope: diff.scope,
      status: diff.status,
      settings: diff.settings.map((s) => s.name),
      questions: diff.questions,
      forms: formIds.map((formId) => ({ formId, before: compose(before, formId), after: compose(after, formId) })),
    };
  });
  return { valid: true, problems: [], scopes };
}

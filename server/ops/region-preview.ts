/**
 * The review of a proposed region set (issues 14 and 24): the live version's files with the
 * proposal's changes are checked with the one verdict of a publication (the loader, then the data:
 * a city people belong to cannot go) and, when valid, reported: every country and city it changes
 * in both environments with each setting before and after and the people it reaches, and the forms
 * of this server's environment composed before and after. Nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import type { RegionsPreviewResponse } from '../../engine/generated/api/regions-preview-response';
import { composeForm } from '../../engine/forms/compose';
import { diffRegionSets } from '../../engine/regions/region-diff';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import type { RegionProblem, RegionSet, RegionScope } from '../../engine/regions/types';
import { isFormId, type FormId } from '../../engine/forms/form-ids';
import { checkForPublish } from '../platform/regions/check-publish';
import { setToFiles, type RegionFiles } from '../platform/regions/region-files';
import { versionById } from '../platform/regions/region-versions';
import { changeReport } from './change-report';
import { applyChanges, type DraftChanges } from './region-drafts';
import { peopleByScope } from './scope-people';

function scopeName(set: RegionSet, scope: RegionScope): string {
  if (scope.city_id) return set.cities.get(scope.city_id)?.data.city?.name ?? scope.city_id;
  return set.countries.get(scope.country_id ?? '')?.data.country?.name ?? scope.country_id ?? '';
}

/** The files of the version this instance serves (its text as published), or of its set when it serves none. */
export async function liveFiles(app: FastifyInstance): Promise<RegionFiles> {
  const version = app.regions.version === null ? null : await versionById(app.db, app.regions.version);
  return version?.files ?? setToFiles(app.regions.set);
}

export async function previewChanges(app: FastifyInstance, changes: DraftChanges, extraProblems: RegionProblem[] = []): Promise<RegionsPreviewResponse> {
  const before = app.regions.set;
  const env = app.regions.env;
  const checked = await checkForPublish(app.db, applyChanges(await liveFiles(app), changes), before);
  const problems = [...extraProblems, ...checked.problems];
  if (!checked.set || problems.length > 0) return { valid: false, problems, scopes: [], changes: [] };
  const after = checked.set;

  const people = await peopleByScope(app.db);
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
  return { valid: true, problems: [], scopes, changes: changeReport(before, after, people) };
}

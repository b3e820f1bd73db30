/**
 * The ops API's paths (issues 14, 24), below /api like screens/app/paths.ts: kept with the ops
 * pages so no other page's bundle carries them.
 */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const opsPaths = {
  /** The live region set, every instance's version, the open drafts. */
  regions: 'ops/regions',
  preview: 'ops/regions/preview',
  drafts: 'ops/regions/drafts',
  draft: (id: string) => `ops/regions/drafts/${seg(id)}`,
  draftAction: (id: string, action: 'publish' | 'approve' | 'return' | 'discard') => `ops/regions/drafts/${seg(id)}/${action}`,
  draftCities: (id: string) => `ops/regions/drafts/${seg(id)}/cities`,
  draftRetireCity: (id: string, cityId: string) => `ops/regions/drafts/${seg(id)}/cities/${seg(cityId)}/retire`,
  versions: 'ops/regions/versions',
  version: (id: number) => `ops/regions/versions/${seg(id)}`,
  versionRollback: (id: number) => `ops/regions/versions/${seg(id)}/rollback`,
  /** The audit log of staff actions (issue 25). */
  audit: 'ops/audit',
  /** The insights of issue 29: the funnel, the drop-off of a form, the versions on the charts. */
  insightsFunnel: 'ops/insights/funnel',
  insightsForm: (formId: string) => `ops/insights/forms/${seg(formId)}`,
  insightsVersions: 'ops/insights/versions',
} as const;

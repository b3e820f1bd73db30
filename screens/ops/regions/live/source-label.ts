import type { RegionVersionSummary } from '../../../../engine/generated/api/region-version-summary';

/** The words of a version's source: a deploy's regions/ folder, an ops publication, a rollback, a deploy merged with ops' versions. */
export const SOURCE_LABEL_KEYS: Record<RegionVersionSummary['source'], string> = {
  baseline: 'OPS_REGIONS_SOURCE_DEPLOY',
  ops: 'OPS_REGIONS_SOURCE_OPS',
  rollback: 'OPS_REGIONS_SOURCE_ROLLBACK',
  merge: 'OPS_REGIONS_SOURCE_MERGE',
};

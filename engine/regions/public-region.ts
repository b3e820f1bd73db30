import type { ResolvedRegion } from './types';

/**
 * Settings that decide things only the server may decide: the screening test's answer key
 * scores applicants, so a browser that saw it could pass any test.
 */
export const SERVER_ONLY_SETTINGS = ['screeningTestAnswerKey'] as const;

/** The region as the browser may see it (GET /api/config). */
export function publicRegion(region: ResolvedRegion): ResolvedRegion {
  const keyValues = { ...region.keyValues };
  for (const setting of SERVER_ONLY_SETTINGS) delete keyValues[setting];
  return { ...region, keyValues };
}

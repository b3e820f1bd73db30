import type { ResolvedRegion } from './types';

/**
 * Settings that decide things only the server may decide, or that name people: the screening
 * test's answer key scores applicants, so a browser that saw it could pass any test; the request-to-book
 * beta list names workers by id (a worker learns their own part from the session response,
 * `requestToBookOffered`).
 */
export const SERVER_ONLY_SETTINGS = ['screeningTestAnswerKey', 'requestToBook2024BetaWorkerIds'] as const;
type ServerOnlySetting = (typeof SERVER_ONLY_SETTINGS)[number];

export type PublicRegion = Omit<ResolvedRegion, 'keyValues'> & { keyValues: Omit<ResolvedRegion['keyValues'], ServerOnlySetting> };

/** The region as the browser may see it (GET /api/config). */
export function publicRegion(region: ResolvedRegion): PublicRegion {
  const keyValues: Partial<ResolvedRegion['keyValues']> = { ...region.keyValues };
  for (const setting of SERVER_ONLY_SETTINGS) delete keyValues[setting];
  return { ...region, keyValues: keyValues as PublicRegion['keyValues'] };
}

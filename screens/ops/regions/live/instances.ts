/*
 * What the instances behind the load balancer serve, read for the person on /ops: the newest
 * version any of them knows, which one lags or refused a version, whether a publication is
 * served everywhere.
 */
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';

export type RegionInstance = RegionsFilesResponse['instances'][number];

/** The newest version the page knows of: this instance's or one another instance serves. */
export function newestVersion(overview: Pick<RegionsFilesResponse, 'version' | 'instances'>): number | null {
  const known = [overview.version?.id ?? null, ...overview.instances.map((i) => i.version)].filter((v): v is number => v !== null);
  return known.length ? Math.max(...known) : null;
}

export type InstanceState = { kind: 'current' } | { kind: 'refused'; refused: number } | { kind: 'behind'; newest: number };

export function instanceState(instance: RegionInstance, newest: number | null): InstanceState {
  if (instance.refusedVersion !== null && (instance.version === null || instance.refusedVersion > instance.version)) return { kind: 'refused', refused: instance.refusedVersion };
  if (newest !== null && (instance.version === null || instance.version < newest)) return { kind: 'behind', newest };
  return { kind: 'current' };
}

/** Every instance seen lately serves this version (or a later one). */
export function servedEverywhere(overview: Pick<RegionsFilesResponse, 'instances'>, version: number): boolean {
  return overview.instances.length > 0 && overview.instances.every((i) => i.version !== null && i.version >= version);
}

/** Every instance has answered a publication: it serves the version (or a later one), or refused it. Following it stops then. */
export function publicationSettled(overview: Pick<RegionsFilesResponse, 'instances'>, version: number): boolean {
  return overview.instances.every((i) => (i.version !== null && i.version >= version) || (i.refusedVersion !== null && i.refusedVersion >= version));
}

/**
 * GET/PUT /api/me/service-areas (issue 16): the areas of the worker's city (region data:
 * postcode districts, arrondissements, Bezirke) and those the worker covers, stored on the worker.
 */
import { eq } from 'drizzle-orm';
import type { ServiceAreasResponse } from '../../engine/generated/api/service-areas-response';
import type { ServiceAreasUpdate } from '../../engine/generated/api/service-areas-update';
import { workerRegion } from '../platform/workers/worker-region';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import { workerServiceAreas } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { serviceAreasOf } from './diary-region';

interface AreaWorker {
  id: string;
  cityId: string | null;
  countryId: string | null;
  active: boolean;
}

export async function serviceAreas(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: AreaWorker): Promise<ServiceAreasResponse> {
  const areas = serviceAreasOf(workerRegion(deps.regions, worker));
  const rows = await deps.db.select({ areaId: workerServiceAreas.areaId }).from(workerServiceAreas).where(eq(workerServiceAreas.workerId, worker.id));
  const covered = new Set(rows.map((row) => row.areaId));
  // In the city's order; an area the city file no longer lists is not shown (nor offered).
  return { areas, covered: areas.filter((a) => covered.has(a.id)).map((a) => a.id), editable: worker.active };
}

export async function saveServiceAreas(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: AreaWorker, body: unknown): Promise<ServiceAreasResponse> {
  const update = assertApiShape<ServiceAreasUpdate>('service-areas-update', body);
  const known = new Set(serviceAreasOf(workerRegion(deps.regions, worker)).map((a) => a.id));
  const unknown = update.covered.flatMap((id, index) => (known.has(id) ? [] : [{ path: `/covered/${index}`, code: 'SERVICE_AREA_UNKNOWN' }]));
  if (unknown.length > 0) throw validationFailed(unknown, 'Some areas are not areas of your city.');
  await deps.db.transaction(async (tx) => {
    await tx.delete(workerServiceAreas).where(eq(workerServiceAreas.workerId, worker.id));
    if (update.covered.length > 0) await tx.insert(workerServiceAreas).values(update.covered.map((areaId) => ({ workerId: worker.id, areaId })));
  });
  return serviceAreas(deps, worker);
}

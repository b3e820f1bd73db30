/**
 * The worker's base location (W§3 residentialAddress, lastLocationUpdate; W§4 "A location update
 * older than 2 weeks is overdue and triggers a popup"): PUT /api/me/location replaces the address
 * and POST /api/me/location/confirm keeps the address on file. Either way lastLocationUpdate becomes now, which
 * ends the overdue popup.
 *
 * The address is checked with the almost-there address questions composed for the worker's city
 * (required, lengths, the region's postcode pattern), so it obeys the same rules as when the
 * worker first gave it; nothing is stored when a field is refused.
 */
import { eq } from 'drizzle-orm';
import type { LocationResponse } from '../../engine/generated/api/location-response';
import type { LocationUpdate } from '../../engine/generated/api/location-update';
import type { ErrorDetail } from '../../engine/validation/error-codes';
import { normalizePostcode } from '../../engine/forms/postcode';
import { workerScope } from '../platform/workers/worker-region';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import type { SessionWorker } from '../platform/auth/session-service';
import { workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';

/** Almost-there question → the field of the address in this body. */
const FIELD = { streetName: 'address1', postcode: 'postcode', city: 'city' } as const;

type Deps = Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>;

/** PUT /api/me/location: a new base address (400 with details at /address1, /postcode, /city; nothing stored). */
export async function updateLocation(deps: Deps, worker: SessionWorker, body: unknown): Promise<LocationResponse> {
  const address = assertApiShape<LocationUpdate>('location-update', body);
  const answers = { streetName: address.address1.trim(), postcode: normalizePostcode(address.postcode), city: address.city.trim() };
  const composed = await deps.forms.compose('almost-there', workerScope(deps.regions, worker));
  const result = deps.forms.validate(composed, answers);
  const details: ErrorDetail[] = result.valid
    ? []
    : result.details.flatMap((detail) => {
        const question = detail.path.split('/')[1] as keyof typeof FIELD;
        // Only the address questions: the rest of the form (service areas...) is not asked here.
        return question in FIELD ? [{ ...detail, path: `/${FIELD[question]}` }] : [];
      });
  if (details.length) throw validationFailed(details, 'Check the address.');
  return saveLocation(deps, worker, { residentialAddress1: answers.streetName, residentialPostcode: answers.postcode, residentialCity: answers.city });
}

/** POST /api/me/location/confirm: the address on file is still right. */
export function confirmLocation(deps: Deps, worker: SessionWorker): Promise<LocationResponse> {
  return saveLocation(deps, worker, {});
}

async function saveLocation(deps: Deps, worker: SessionWorker, address: Partial<typeof workers.$inferInsert>): Promise<LocationResponse> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(workers)
    .set({ ...address, lastLocationUpdate: now, updatedAt: now })
    .where(eq(workers.id, worker.id))
    .returning();
  return { address1: row.residentialAddress1, postcode: row.residentialPostcode, city: row.residentialCity, lastLocationUpdate: now.toISOString() };
}

/**
 * GET/POST/DELETE /api/linked-user (W§2 Perks, W§3 Linked user): the one customer account a
 * worker links by e-mail. The e-mail is validated with the region's composed `perks-link` form,
 * the form the page renders. Linking again replaces the previous link (one per worker).
 */
import { eq } from 'drizzle-orm';
import type { LinkedUserResponse } from '../../engine/generated/api/linked-user-response';
import { validationFailed } from '../api-schemas/payload-validation';
import { workerScope } from '../accounts/worker-region';
import { linkedUsers } from '../db/schema';
import type { ServerDeps } from '../deps';
import { HttpError } from '../errors';

interface LinkWorker {
  id: string;
  cityId: string | null;
  countryId: string | null;
}

type Row = typeof linkedUsers.$inferSelect;

const answer = (row: Row | undefined): LinkedUserResponse => ({
  linkedUser: row ? { email: row.email, linkedAt: row.linkedAt.toISOString() } : null,
});

export async function linkedUser(deps: Pick<ServerDeps, 'db'>, workerId: string): Promise<LinkedUserResponse> {
  const [row] = await deps.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, workerId));
  return answer(row);
}

export async function linkUser(deps: Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>, worker: LinkWorker, body: unknown): Promise<LinkedUserResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed([{ path: '', code: 'FORM_ERROR_TYPE' }], 'Send { email }.');
  const composed = await deps.forms.compose('perks-link', workerScope(deps.regions, worker));
  const result = deps.forms.validate(composed, body);
  if (!result.valid) throw validationFailed(result.details);
  // Stored lower-cased like every e-mail of the portal: the customer account is found by it.
  const email = String((body as { email: string }).email).trim().toLowerCase();
  const linkedAt = deps.clock();
  const [row] = await deps.db
    .insert(linkedUsers)
    .values({ workerId: worker.id, email, linkedAt })
    .onConflictDoUpdate({ target: linkedUsers.workerId, set: { email, linkedAt } })
    .returning();
  return answer(row);
}

export async function unlinkUser(deps: Pick<ServerDeps, 'db'>, workerId: string): Promise<LinkedUserResponse> {
  const deleted = await deps.db.delete(linkedUsers).where(eq(linkedUsers.workerId, workerId)).returning();
  if (deleted.length === 0) throw new HttpError(404, 'LINKED_USER_NOT_FOUND', 'No customer account is linked.');
  return answer(undefined);
}

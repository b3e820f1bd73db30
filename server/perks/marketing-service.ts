/**
 * POST /api/acceptMarketing { email } (W§7) for a logged-in worker: the perks banner's accept
 * action. The e-mail must be the worker's own (case-insensitive): a session accepts marketing
 * for its own account, never for another address. It stamps the worker's
 * lastAcceptedMarketingCommunicationsAt and records the address as subscribed in
 * marketing_preferences (the table /unsubscribe and /stay-subscribed keep).
 */
import { eq } from 'drizzle-orm';
import type { AcceptMarketingResponse } from '../../engine/generated/api/accept-marketing-response';
import { validationFailed } from '../platform/api/payload-validation';
import { marketingPreferences, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';

const MAX_EMAIL_LENGTH = 254;

export async function acceptMarketing(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  worker: { id: string; email: string },
  body: unknown,
): Promise<AcceptMarketingResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed([{ path: '', code: 'FORM_ERROR_TYPE' }], 'Send { email }.');
  const { email, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw validationFailed(unknown.map((key) => ({ path: `/${key}`, code: 'FORM_ERROR_UNKNOWN_FIELD' })));
  if (typeof email !== 'string' || email.trim() === '' || email.length > MAX_EMAIL_LENGTH) throw validationFailed([{ path: '/email', code: 'FORM_ERROR_REQUIRED' }]);
  const own = worker.email.toLowerCase();
  if (email.trim().toLowerCase() !== own) throw validationFailed([{ path: '/email', code: 'FORM_ERROR_EMAIL_NOT_OWN' }], 'Marketing can be accepted only for your own e-mail address.');

  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(workers).set({ lastAcceptedMarketingCommunicationsAt: now }).where(eq(workers.id, worker.id));
    await tx
      .insert(marketingPreferences)
      .values({ email: own, subscribed: true, changedAt: now })
      .onConflictDoUpdate({ target: marketingPreferences.email, set: { subscribed: true, changedAt: now } });
  });
  return { lastAcceptedMarketingCommunicationsAt: now.toISOString() };
}

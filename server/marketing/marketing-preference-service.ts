/**
 * POST /api/unsubscribe (R§2, R§4 "form, then unsubscribed", R§5, R§7): a visitor takes an e-mail
 * address off marketing mail. The address is checked with the unsubscribe form, then recorded as
 * unsubscribed, with the time, whether or not anyone has an account with it: a suppression list
 * also covers addresses we only know from a campaign, and doing the same work for every address
 * keeps the answer and its timing from telling whether the address is known.
 */
import { marketingPreferences } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { validationFailed } from '../platform/api/payload-validation';

export async function unsubscribe(deps: Pick<ServerDeps, 'db' | 'forms' | 'clock'>, body: unknown): Promise<void> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ path: '/email', code: 'FORM_ERROR_EMAIL_REQUIRED' }], 'Send { email }.');
  }
  const raw = (body as Record<string, unknown>).email;
  const data = { ...(body as Record<string, unknown>), ...(typeof raw === 'string' ? { email: raw.trim() } : {}) };
  const composed = await deps.forms.compose('unsubscribe', {});
  const result = deps.forms.validate(composed, data);
  if (!result.valid) throw validationFailed(result.details);
  await recordMarketingPreference(deps, (data.email as string).toLowerCase(), false);
}

/** Stores an address's latest choice (subscribed or not) with its time; addresses are kept lower-cased. */
export async function recordMarketingPreference(deps: Pick<ServerDeps, 'db' | 'clock'>, email: string, subscribed: boolean): Promise<void> {
  const changedAt = deps.clock();
  await deps.db
    .insert(marketingPreferences)
    .values({ email, subscribed, changedAt })
    .onConflictDoUpdate({ target: marketingPreferences.email, set: { subscribed, changedAt } });
}

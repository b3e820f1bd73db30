/**
 * POST /api/login (W§2, R§5): e-mail and password, checked with the `login` form first. An
 * unknown e-mail and a wrong password get the same 401 after the same amount of work, so the
 * answer never tells whether an address has an account.
 */
import { eq } from 'drizzle-orm';
import type { LoginFormData } from '../../engine/generated/forms/login';
import type { ServerDeps } from '../platform/deps';
import { workers } from '../platform/db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../platform/auth/password';
import { loadSessionWorker, type SessionWorker } from '../platform/auth/session-service';
import { invalidCredentials } from './account-errors';
import { validationFailed } from '../platform/api/payload-validation';
import { findWorkerByEmail } from './worker-lookup';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function logIn(deps: Pick<ServerDeps, 'db' | 'forms'>, body: unknown): Promise<SessionWorker> {
  // An address pasted with a space around it is still the address.
  const input = isRecord(body) && typeof body.email === 'string' ? { ...body, email: body.email.trim() } : body;
  const composed = await deps.forms.compose('login', {});
  const result = deps.forms.validate(composed, input ?? {});
  if (!result.valid) throw validationFailed(result.details);
  const { email, password } = input as LoginFormData;

  const worker = await findWorkerByEmail(deps.db, email);
  // verifyPassword does a full scrypt even without a stored hash.
  const matches = await verifyPassword(password, worker?.passwordHash);
  if (!worker || !matches) {
    throw invalidCredentials();
  }
  if (worker.passwordHash && needsRehash(worker.passwordHash)) {
    await deps.db.update(workers).set({ passwordHash: await hashPassword(password) }).where(eq(workers.id, worker.id));
  }
  return (await loadSessionWorker(deps.db, worker.id)) as SessionWorker;
}

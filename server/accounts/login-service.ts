/**
 * POST /api/login (W§2, R§5): e-mail and password, checked with the `login` form first. An
 * unknown e-mail and a wrong password get the same 401 after the same amount of work, so the
 * answer never tells whether an address has an account.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { workers } from '../db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { loadSessionWorker, type SessionWorker } from '../auth/session-service';
import { invalidCredentials } from './account-errors';
import { validationFailed } from './api-schemas';
import { findWorkerByEmail } from './worker-lookup';

export interface Credentials {
  email: string;
  password: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function logIn(app: FastifyInstance, body: unknown): Promise<SessionWorker> {
  // An address pasted with a space around it is still the address.
  const input = isRecord(body) && typeof body.email === 'string' ? { ...body, email: body.email.trim() } : body;
  const composed = await app.forms.compose('login', {});
  const result = app.forms.validate(composed, input ?? {});
  if (!result.valid) throw validationFailed(result.details);
  const { email, password } = input as Credentials;

  const worker = await findWorkerByEmail(app.db, email);
  // verifyPassword does a full scrypt even without a stored hash.
  const matches = await verifyPassword(password, worker?.passwordHash);
  if (!worker || !matches) {
    throw invalidCredentials();
  }
  if (worker.passwordHash && needsRehash(worker.passwordHash)) {
    await app.db.update(workers).set({ passwordHash: await hashPassword(password) }).where(eq(workers.id, worker.id));
  }
  return (await loadSessionWorker(app.db, worker.id)) as SessionWorker;
}

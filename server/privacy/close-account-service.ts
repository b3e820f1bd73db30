/**
 * POST /api/me/close (issue 31): the person closes their account, confirming with their password.
 *
 * In one transaction: every session ends (told to every instance, sessions-ended.ts), and the account is stripped
 * (erase-person.ts): it can no longer log in (no password, an address that is not theirs any more, so the same
 * address may sign up again), its documents, archives, bank details and contact details go, and what the law or
 * the customers' records need (statements, signed agreements, bookings, support conversations) stays, minimised,
 * until the `closedAccounts` period of their country (the retention job). After commit the files go from the
 * store and an e-mail confirms the closing to the address the account had.
 *
 * Wrong passwords are counted per account (5 an hour): a stolen session must not become a way to guess the password.
 */
import { eq } from 'drizzle-orm';
import { pagePath } from '../../engine/pages';
import type { WorkerRow } from '../platform/auth/session-service';
import { deleteWorkerSessions } from '../platform/auth/session-service';
import { verifyPassword } from '../platform/auth/password';
import { workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { countHits, type Limit } from '../platform/limits/window-store';
import { composeMail } from '../platform/mail/mailer';
import type { DocumentStore } from '../platform/storage/document-store';
import { workerLanguage } from '../platform/workers/worker-language';
import { erasePeople, removeStoredFiles } from './erase-person';

const WRONG_PASSWORDS: Limit = { bucket: 'close-account:worker', max: 5, windowMs: 60 * 60 * 1000 };

export type CloseAccountDeps = Pick<ServerDeps, 'db' | 'regions' | 'mailer' | 'publicUrl' | 'log' | 'pendingMail' | 'clock'>;

export class TooManyCloseAttempts extends Error {
  constructor(readonly retryAfterMs: number) {
    super('Too many wrong passwords for this account. Wait a while before trying again.');
  }
}

const passwordIncorrect = () =>
  new HttpError(403, 'PASSWORD_INCORRECT', 'The password is not right: the account stays open.', [{ path: '/password', code: 'PASSWORD_INCORRECT' }]);

export async function closeAccount(deps: CloseAccountDeps, store: DocumentStore, worker: WorkerRow, password: string): Promise<void> {
  const now = deps.clock();
  if (!(await verifyPassword(password, worker.passwordHash))) {
    const [hit] = await countHits(deps.db, [{ limit: WRONG_PASSWORDS, key: worker.id }], now.getTime());
    if (hit.over) throw new TooManyCloseAttempts(hit.retryAfterMs);
    throw passwordIncorrect();
  }
  // What the confirmation needs, read before the row is stripped.
  const language = workerLanguage(deps.regions, worker);
  const to = worker.email;
  const name = worker.firstName ?? worker.name;

  const files = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: workers.id, closedAt: workers.closedAt }).from(workers).where(eq(workers.id, worker.id)).for('update');
    // Closed meanwhile (a second tab): nothing more to do; its sessions are already gone.
    if (!locked || locked.closedAt) return [];
    await deleteWorkerSessions(tx, worker.id);
    const erased = await erasePeople(tx, [worker.id], now, true);
    return erased.files;
  });
  await removeStoredFiles(store, files, deps.log);

  const sending = deps.mailer
    .send(composeMail('account-closed', language, { to, name, link: `${deps.publicUrl}${pagePath('privacy')}` }))
    .then(
      () => undefined,
      (err: unknown) => deps.log.error({ err }, 'the account-closed mail failed'),
    );
  deps.pendingMail.add(sending);
  void sending.finally(() => deps.pendingMail.delete(sending));
}

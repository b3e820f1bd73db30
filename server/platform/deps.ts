/**
 * What the services need from the running server, as plain values: the services never see the
 * Fastify instance or the request, so a test or a script can call them with hand-made parts.
 * Each service takes the `Pick` of this it uses; app.ts builds the one object (plugins/deps.ts).
 */
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { FormService } from './forms/form-service';
import type { RegionsService } from './plugins/regions';
import type { AgreementCatalogue } from './content/agreement-catalogue';

/** The log lines services write (pino's signature: an object of facts, then the message). */
export interface ServiceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ServerDeps {
  db: Database;
  regions: RegionsService;
  forms: FormService;
  mailer: Mailer;
  agreements: AgreementCatalogue;
  log: ServiceLog;
  /** The current time (tests may hand in a fixed one). */
  clock: () => Date;
  /** Mails sent after the answer went out; the app awaits them when it closes. */
  pendingMail: Set<Promise<void>>;
  /** The origin people use (PUBLIC_URL, no trailing slash): e-mail links are built on it, never on a request's Host. */
  readonly publicUrl: string;
}

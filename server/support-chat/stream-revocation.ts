/**
 * Ending the live streams of ended sessions on this instance (issue 25, item 3): whichever instance
 * served the logout or the password reset, its NOTIFY on `sessions_ended` (auth/sessions-ended.ts)
 * reaches every instance, which ends its own streams of those sessions (or of that account).
 *
 * A notification can be lost (the listening connection down, a stream opened in the instant its
 * session was being deleted), so the streams' sessions are also checked against the table: after
 * the listening connection comes back, and every SWEEP_MS. A session that expired is found the
 * same way.
 */
import { and, gt, inArray } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../platform/db/client';
import { listen, type Unlisten } from '../platform/db/notifications';
import { sessions } from '../platform/db/schema';
import { SESSIONS_ENDED_CHANNEL, parseSessionsEnded } from '../platform/auth/sessions-ended';
import type { LiveHub } from './live-hub';

/** The safety net's period: a lost notification leaves a stream open at most this long. */
const SWEEP_MS = 30_000;

export class StreamRevocation {
  private unlisten: Unlisten | null = null;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly live: LiveHub,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly clock: () => Date,
  ) {}

  private get db(): Database {
    return this.handle.db;
  }

  async start(): Promise<void> {
    this.unlisten = await listen(
      this.handle,
      SESSIONS_ENDED_CHANNEL,
      (payload) => {
        const ended = parseSessionsEnded(payload);
        if (!ended) return;
        if ('workerId' in ended) this.live.endWorker(ended.workerId);
        else this.live.endSessions(ended.sessionIds);
      },
      { onReconnect: () => void this.sweep(), log: this.log },
    );
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.();
    this.unlisten = null;
    await this.sweeping;
  }

  /** Ends the streams whose session is gone or expired; one query for all of this instance's streams. */
  sweep(): Promise<void> {
    this.sweeping ??= this.checkSessions()
      .catch((error: unknown) => this.log.warn({ err: error }, 'Checking the sessions of the live streams failed'))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async checkSessions(): Promise<void> {
    const open = [...this.live.sessionIds()];
    if (open.length === 0) return;
    const live = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, open), gt(sessions.expiresAt, this.clock())));
    const alive = new Set(live.map((row) => row.id));
    this.live.endSessions(open.filter((id) => !alive.has(id)));
  }
}

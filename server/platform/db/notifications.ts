/**
 * PostgreSQL `LISTEN/NOTIFY` on either driver: how instances behind a load balancer tell each other
 * that something they share changed (a region version published, issue 24). PGlite is one process,
 * so its notifications reach that process's listeners; on PostgreSQL a dedicated connection (not
 * one of the pool's, which are lent out) listens and reconnects after a drop.
 *
 * A notification can be lost while that connection is down: listeners must also catch up by reading
 * the state itself (the region follower polls as well), never rely on every message arriving.
 */
import { sql } from 'drizzle-orm';
import type { Client, ClientConfig } from 'pg';
import type { Database, DatabaseHandle } from './client';

export type Unlisten = () => Promise<void>;

/** Channel names are identifiers we choose, never input: quoted anyway, and checked. */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return `"${channel}"`;
}

/** Sends `payload` to every listener of `channel`, on commit when called inside a transaction. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  channelIdentifier(channel);
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Calls `onMessage` for each notification on `channel`; `onReconnect` after a lost connection came back (catch up then). */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  onMessage: (payload: string) => void,
  opts: { onReconnect?: () => void; log?: { warn(obj: object, msg: string): void } } = {},
): Promise<Unlisten> {
  const identifier = channelIdentifier(channel);
  if (handle.pglite) {
    const stop = await handle.pglite.listen(channel, onMessage);
    return async () => {
      if (!handle.pglite?.closed) await stop();
    };
  }
  if (!handle.pool) throw new Error('listen: the handle has neither PGlite nor a pool');
  const pool = handle.pool;
  const { default: pgModule } = await import('pg');
  const options = (pool as unknown as { options: ClientConfig }).options;
  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pgModule.Client(options);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', (error) => {
      opts.log?.warn({ err: error, channel }, 'The notification connection failed; reconnecting');
      scheduleReconnect();
    });
    next.on('end', () => {
      if (!stopped) scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${identifier}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (isReconnect) opts.onReconnect?.();
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const old = client;
    client = null;
    void old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      connect(true).catch(() => scheduleReconnect());
    }, 500);
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
}

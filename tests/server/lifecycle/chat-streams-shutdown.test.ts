/**
 * Closing the app with support-chat streams open (issue 25, item 14): the streams are told to
 * reconnect and ended at once, so the close neither waits for them (a deploy used to wait the full
 * 25 s and exit 1) nor logs per connection, and the database then closes cleanly.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { sseReader } from '../support-chat/sse-reader';

describe('closing the app with chat streams open', () => {
  it('tells each stream to reconnect, ends it, and closes within a second', async () => {
    // What the app logs at error level (each stream used to log a hook added after listening).
    const errors: string[] = [];
    const t = await createAccountsApp({
      seeded: true,
      closeDatabase: true,
      clock: () => new Date('2026-01-15T12:00:00Z'),
      logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } },
    });
    const headers = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });

    const streams = await Promise.all([1, 2].map(async () => sseReader(await fetch(`${address}/api/support-chat/stream`, { headers }))));
    for (const stream of streams) await stream.until(/retry: 3000/);

    const started = performance.now();
    const tooLong = new Promise((_, reject) => setTimeout(() => reject(new Error('the app did not close within 1.5 s')), 1500).unref());
    await Promise.race([t.app.close(), tooLong]);
    expect(performance.now() - started).toBeLessThan(1000);

    for (const stream of streams) {
      const text = await stream.ended();
      // A delay for EventSource's own reconnection, then the event saying why.
      expect(text).toMatch(/retry: \d{4}\nevent: reconnect\ndata: \{\}\n\n$/);
    }
    expect(errors).toEqual([]);
    await expect(t.database.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);
});

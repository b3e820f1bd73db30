import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, HTTP_TIMEOUTS } from '../../../server/app';
import { installGracefulShutdown } from '../../../server/platform/lifecycle/graceful-shutdown';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import { repoRoot, compilers } from '../app-harness';
import { createTestDatabase } from '../db-harness';

describe('closing the app', () => {
  it('lets a request in flight finish, refuses new ones, then closes the database', async () => {
    const { set } = await loadRegionDir(path.join(repoRoot, 'regions'));
    const database = await createTestDatabase();
    const app = await buildApp({ compilers, database, closeDatabase: true, regions: set!, appEnv: 'production', clientDir: null });

    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // A slow answer (a big upload, a slow query): it must not be cut off by a deploy.
    app.get('/api/test/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    expect(app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestTimeout);
    expect(app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveTimeout);
    expect(app.server.timeout).toBe(HTTP_TIMEOUTS.connectionTimeout);

    const slow = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await inFlight;
    const closed = app.close();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // Its connection ends with the answer instead of being kept alive for the next request.
    expect(answer.headers.get('connection')).toBe('close');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    // Not held by the kept-alive connection of the slow request (keepAliveTimeout is 72 s).
    const tooLong = new Promise((_, reject) => setTimeout(() => reject(new Error('the app did not close within 5 s')), 5000).unref());
    await Promise.race([closed, tooLong]);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

describe('installGracefulShutdown', () => {
  function harness(close: () => Promise<unknown>, timeoutMs = 1000) {
    const source = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    let closes = 0;
    installGracefulShutdown(
      { close: () => (closes++, close()) },
      { source, timeoutMs, exit: (code) => exits.push(code), log: (line) => lines.push(line) },
    );
    return { source, exits, lines, closes: () => closes };
  }

  it('closes the app on SIGTERM or SIGINT and exits 0 once it is closed', async () => {
    for (const signal of ['SIGTERM', 'SIGINT']) {
      let finish!: () => void;
      const h = harness(() => new Promise<void>((resolve) => (finish = resolve)));
      h.source.emit(signal);
      expect(h.closes()).toBe(1);
      expect(h.exits).toEqual([]);
      finish();
      await new Promise((resolve) => setImmediate(resolve));
      expect(h.exits).toEqual([0]);
    }
  });

  it('exits 1 at once on a second signal', () => {
    const h = harness(() => new Promise(() => {}));
    h.source.emit('SIGTERM');
    h.source.emit('SIGINT');
    expect(h.closes()).toBe(1);
    expect(h.exits).toEqual([1]);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    const h = harness(() => new Promise(() => {}), 30);
    h.source.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(h.exits).toEqual([1]);
    expect(h.lines.join('\n')).toMatch(/still closing/);
  });

  it('exits 1 when closing fails', async () => {
    const h = harness(() => Promise.reject(new Error('database gone')));
    h.source.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.exits).toEqual([1]);
  });
});

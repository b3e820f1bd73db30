/**
 * The yardsticks of the API throughput ratios (api-throughput.ts starts this as its own process,
 * so the server under load never shares an event loop with autocannon):
 *
 * - GET /bare/json/:name: a bare Fastify route (no plugins, no hooks, no schema, no compression)
 *   answering the very JSON the portal answered for that route (BENCH_BODIES, a file the
 *   benchmark wrote), serialised on each request as a bare route does.
 * - GET /bare/me: the SQL that GET /api/me runs, sent through the same driver call with the same
 *   arguments. How the SQL is found: this process opens its own database like server/main.ts
 *   (PGlite in BENCH_DATA_DIR, or DATABASE_URL), migrates and seeds it, builds the real app on it
 *   (buildApp, not listening), logs the demo worker in, and records every call drizzle makes to
 *   the driver (PGlite's `query`, pg Pool's `query`) while app.inject runs GET /api/me a second
 *   time (the steady state, session already fresh). /bare/me replays exactly those calls. Whatever
 *   the session lookup becomes (one prepared statement, say), this follows it.
 *
 * BENCH_WORKER_EMAIL: the demo account to log in as. Prints `BARE_READY {json}` (the recorded SQL) once listening on 127.0.0.1:BENCH_BARE_PORT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/platform/db/client';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { DEMO_PASSWORD } from '../../server/seed/modules/demo-accounts';
import { faqContentSeed } from '../../server/seed/modules/faq-content';
import { runSeeds } from '../../server/seed/run-seeds';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type DriverQuery = (...args: unknown[]) => Promise<unknown>;

async function main() {
  const port = Number(process.env.BENCH_BARE_PORT);
  const bodies = JSON.parse(fs.readFileSync(process.env.BENCH_BODIES!, 'utf8')) as Record<string, unknown>;
  const { set } = await loadRegionDir(path.join(root, 'regions'));
  if (!set) throw new Error('regions/ has problems');
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(process.env.BENCH_DATA_DIR!, 'db') });
  await migrateDatabase(handle);
  await runSeeds(handle.db, { modules: [faqContentSeed] });
  await runSeeds(handle.db);

  // The driver object drizzle calls, and its `query` wrapped to record the calls.
  const driver = (handle.pglite ?? handle.pool) as unknown as { query: DriverQuery };
  const query = driver.query.bind(driver) as DriverQuery;
  let recording: unknown[][] | null = null;
  driver.query = (...args: unknown[]) => {
    recording?.push(args);
    return query(...args);
  };

  const app = await buildApp({ database: handle, closeDatabase: false, regions: set, appEnv: 'production', clientDir: null, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: process.env.BENCH_WORKER_EMAIL, password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const me = () => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  if ((await me()).statusCode !== 200) throw new Error('GET /api/me did not answer 200');
  recording = [];
  await me();
  const calls = recording;
  recording = null;
  await app.close();
  driver.query = query;
  if (calls.length === 0) throw new Error('GET /api/me ran no SQL');

  const bare = Fastify({ logger: false });
  bare.get<{ Params: { name: string } }>('/bare/json/:name', async (request, reply) => {
    const body = bodies[request.params.name];
    if (body === undefined) return reply.code(404).send({ error: 'NOT_FOUND' });
    return body;
  });
  bare.get('/bare/me', async () => {
    let last: unknown;
    for (const args of calls) last = await query(...args);
    return { rows: (last as { rows?: unknown[] }).rows ?? [] };
  });
  await bare.listen({ host: '127.0.0.1', port });
  const sql = calls.map((args) => (typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text ?? String(args[0])));
  console.log(`BARE_READY ${JSON.stringify({ kind: handle.kind, sql })}`);

  const stop = async () => {
    await bare.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

await main();

/**
 * Starts the portal: configuration from the environment, region files checked, database
 * opened (a new embedded one from the migrated template) and migrated, then one HTTP server for
 * SPA and API. Once it listens: the help centre's content and the demo content are seeded (API
 * requests wait for them, pages do not), then the demo accounts. Closed gracefully on
 * SIGTERM/SIGINT (lifecycle/graceful-shutdown.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, ConfigError, listeningUrl } from './platform/config';
import { loadRegionDir } from './platform/regions/load-region-dir';
import { formatProblems } from '../engine/regions/format-problems';
import { openDatabase } from './platform/db/client';
import { migrateDatabase } from './platform/db/migrate';
import { openPgliteDataDir, prepareSpareCopy } from './platform/db/pglite-template';
import { runSeeds } from './seed/run-seeds';
import { refreshDemoRequests } from './seed/modules/demo-extra-bookings';
import { accountSeedModules, contentSeedModules } from './seed/registry';
import { faqContentSeed } from './seed/modules/faq-content';
import { buildApp } from './app';
import { demoLoginsText } from './seed/modules/demo-accounts'; // accounts
import { devMailboxEnabled, undeliveredMailWarning } from './platform/mail/dev-mailbox';
import { installGracefulShutdown } from './platform/lifecycle/graceful-shutdown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const mailWarning = undeliveredMailWarning(config);
  if (mailWarning) console.warn(mailWarning);

  const { set, problems } = await loadRegionDir(config.regionsDir);
  if (!set || problems.length) {
    console.error(`Refusing to start: the region files in ${config.regionsDir} have mistakes:`);
    console.error(formatProblems(problems));
    process.exit(1);
  }

  // A new embedded database starts as a copy of the migrated template when `npm start`/`npm run build` has made
  // one (server/platform/db/pglite-template.ts): no initdb, no migrations to replay. Migrating stays: a no-op then.
  const handle = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : (await openPgliteDataDir(path.join(config.dataDir, 'db'))).handle;
  await migrateDatabase(handle);
  const seedLog = (line: string) => console.log(`seed: ${line}`);
  const seeded: string[] = [];
  // The content public pages and public JSON show is seeded once the server listens (the pages and assets
  // answer meanwhile); API requests wait until it is all there (apiReady), so nothing sees it, or caches it,
  // half-made. On PGlite the demo accounts come after that, on PostgreSQL (DATABASE_URL, SEED=demo) with it.
  const seedAccountsAfterListen = handle.kind === 'pglite';
  const seedContent = async () => {
    // The help centre's articles (content/faq) are part of the product, not demo data: seeded on every database.
    await runSeeds(handle.db, { modules: [faqContentSeed] });
    if (config.seed === 'demo') seeded.push(...(await runSeeds(handle.db, { modules: contentSeedModules, log: seedLog })).ran);
    if (config.seed === 'demo' && !seedAccountsAfterListen) {
      seeded.push(...(await runSeeds(handle.db, { modules: accountSeedModules, log: seedLog })).ran);
    }
  };
  // Seeding starts once listening (startSeeding); until it is done, API requests wait (a failure answers them 500).
  let startSeeding: () => void = () => {};
  const apiReady = new Promise<void>((resolve) => (startSeeding = resolve)).then(seedContent);

  const app = await buildApp({
    database: handle,
    closeDatabase: true,
    regions: set,
    regionsDir: config.regionsDir, // ops: live reload
    listenHost: config.host, // ops: the loopback development exemption
    appEnv: config.appEnv,
    clientDir: path.join(root, 'dist', 'client'),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    smtpUrl: config.smtpUrl,
    // Unset PUBLIC_URL: the listening address, known once listening (PORT=0 picks the port then).
    publicUrl: config.publicUrl ?? ((port) => listeningUrl(config.host, port)),
    trustProxy: config.trustProxy,
    mailboxEnabled: devMailboxEnabled(config),
    uploadsDir: path.join(config.dataDir, 'uploads'), // documents
    storage: config.storage, // documents: STORAGE_URL
    mapTileUrl: config.mapTileUrl, // bookings
    authRateLimits: config.authRateLimitPerIp ? { perIp: { max: config.authRateLimitPerIp } } : undefined,
    lazySerializers: true,
    apiReady,
  });

  // On PGlite the demo accounts and their data come once the server answers (a cold start is seconds shorter): their
  // logins are printed, and "Open <url>" too, when they are done. A stop signal meanwhile lets the module running
  // finish and skips the rest (they run at the next start).
  const stopSeeding = new AbortController();
  let seeding: Promise<unknown> = Promise.resolve();
  installGracefulShutdown({
    close: async () => {
      stopSeeding.abort();
      await seeding.catch(() => {});
      return app.close();
    },
  });

  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`Practitioner portal (${config.appEnv}, ${handle.kind}) listening on ${address}`);
  startSeeding();
  seeding = apiReady;
  await apiReady;
  // The next new DATA_DIR takes a ready copy of the template instead of copying it on its way to the first answer.
  if (handle.kind === 'pglite') void prepareSpareCopy();
  if (config.seed === 'demo' && seedAccountsAfterListen) {
    const accountSeeding = runSeeds(handle.db, { modules: accountSeedModules, log: seedLog, signal: stopSeeding.signal });
    seeding = accountSeeding;
    seeded.push(...(await accountSeeding).ran);
    if (stopSeeding.signal.aborted) return;
  }
  // Issue 26: on a data directory seeded days ago, fresh requests to book for the Paris demo worker (the first ones expired).
  if (config.seed === 'demo' && (await refreshDemoRequests(handle.db)) > 0) console.log('seed: new demo requests to book for the Paris worker');
  if (seeded.length) console.log(`Seeded demo data: ${seeded.join(', ')}`);
  const port = (app.server.address() as { port: number }).port;
  console.log(`Open ${listeningUrl(config.host, port)}/`);
  if (config.publicUrl) console.log(`Public address (links in e-mails, same-origin check): ${config.publicUrl}/`);
  if (config.storage) console.log(`Documents: bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''} (STORAGE_URL)`);
  if (config.seed === 'demo') console.log(demoLoginsText()); // accounts
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

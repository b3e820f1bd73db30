/**
 * What `npm start` runs (scripts/start.mjs, from the bundle scripts/build/server-bundle.ts makes):
 * with the embedded database, the migrated template a new DATA_DIR starts from is made first when
 * the current migrations have none yet (server/platform/db/pglite-template.ts); then the portal (main.ts).
 */
import path from 'node:path';
import { readConfig } from './platform/config';
import { ensurePgliteTemplate, pgliteTemplateReady, startDataDirCopy } from './platform/db/pglite-template';

if (!process.env.DATABASE_URL?.trim() && !(await pgliteTemplateReady())) {
  console.log('Making the database template (migrations changed since the last one)...');
  const started = Date.now();
  await ensurePgliteTemplate();
  console.log(`Made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// A new embedded database is copied from the template while the server's modules load and the
// region files are checked (main.ts opens it once the copy is done). A bad configuration is
// main.ts's to report.
try {
  const config = readConfig();
  if (config.databaseUrl === null) void startDataDirCopy(path.join(config.dataDir, 'db'));
} catch {
  // main.ts says what is wrong.
}

// Imported only now: main.ts starts the portal as it loads.
await import('./main');

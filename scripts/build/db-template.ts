/**
 * `npm run build`'s database step: makes the migrated PGlite template a new DATA_DIR starts from
 * (server/platform/db/pglite-template.ts), unless the one for the current migrations and PGlite exists.
 */
import { ensurePgliteTemplate, prepareSpareCopy } from '../../server/platform/db/pglite-template';

const started = Date.now();
const { file, built } = await ensurePgliteTemplate();
// A first `npm start` on a new DATA_DIR takes this ready copy of it (server/platform/db/pglite-template.ts).
await prepareSpareCopy();
console.log(built ? `Database template made in ${((Date.now() - started) / 1000).toFixed(1)} s: ${file}` : `Database template up to date: ${file}`);

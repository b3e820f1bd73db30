/**
 * Writes the live region version (issue 24) to files so it can be committed:
 *   node --import tsx scripts/regions-export.ts [--dir ./regions] [--version N]   (npm run regions:export)
 * Reads the region history of DATABASE_URL (PostgreSQL; safe while the servers run), else of the
 * embedded database in $DATA_DIR/db (stop `npm start` first: PGlite is one process's database).
 * Every file of the version is written with its published text, and the folder's region files the
 * version does not have are removed, so the folder equals the version; the next deploy of that
 * folder then meets the history without a conflict (server/regions/baseline.ts).
 */
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { latestVersion, versionById } from '../server/regions/region-versions';
import { REGION_FILE_NAME } from '../server/ops/region-drafts';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  const inline = args.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : i === -1 ? undefined : args[i + 1];
}

function fail(message: string): never {
  process.stderr.write(`regions-export: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const dir = option(args, '--dir') ?? (process.env.REGIONS_DIR || './regions');
const versionArg = option(args, '--version');
if (versionArg !== undefined && !/^[1-9]\d*$/.test(versionArg)) fail('--version takes a version number (the history on /ops)');

const databaseUrl = process.env.DATABASE_URL?.trim();
const dataDir = path.join(path.resolve(process.env.DATA_DIR || 'data'), 'db');
const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }).catch((error: unknown) => fail(`cannot open the database: ${(error as Error).message}`));
try {
  const version = versionArg ? await versionById(handle.db, Number(versionArg)) : await latestVersion(handle.db);
  if (!version) fail(versionArg ? `there is no version ${versionArg}` : 'the database has no region version yet (start the server once)');
  const existing = (await readdir(dir).catch(() => [] as string[])).filter((name) => REGION_FILE_NAME.test(name));
  for (const [name, text] of Object.entries(version.files)) {
    if (!REGION_FILE_NAME.test(name)) fail(`version ${version.id} holds a file named ${name}, which is no region file name`);
    // Written beside, then renamed: a watching server never reads half a file.
    const temporary = path.join(dir, `.${name}.export.tmp`);
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path.join(dir, name));
  }
  const removed = existing.filter((name) => version.files[name] === undefined);
  for (const name of removed) await rm(path.join(dir, name));
  process.stdout.write(
    `regions-export: version ${version.id} ("${version.message}", ${version.authorName}, ${version.createdAt.toISOString()}) written to ${dir}: ` +
      `${Object.keys(version.files).length} files${removed.length ? `, removed ${removed.join(', ')}` : ''}\n`,
  );
} finally {
  await handle.close();
}

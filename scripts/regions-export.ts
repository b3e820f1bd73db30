/**
 * Writes the live region version (issue 24) to files so it can be committed:
 *   node --import tsx scripts/regions-export.ts [--dir ./regions] [--version N]   (npm run regions:export)
 * Reads the region history of DATABASE_URL (PostgreSQL; safe while the servers run), else of the
 * embedded database in $DATA_DIR/db (stop `npm start` first: PGlite is one process's database).
 * Every file of the version is written with its published text, and the folder's region files the
 * version does not have are removed, so the folder equals the version; the next deploy of that
 * folder then meets the history without a conflict (server/platform/regions/baseline.ts).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/platform/db/client';
import { exportVersion, ExportError } from '../server/platform/regions/export-version';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  const inline = args.find((a) => a.startsWith(`${name}=`));
  return inline ? inline.slice(name.length + 1) : i === -1 ? undefined : args[i + 1];
}

function fail(message: string): never {
  process.stderr.write(`regions-export: ${message}\n`);
  process.exit(1);
}

/** The folder and version the command's arguments and environment name, or the mistake in them (the tests read it in-process). */
export function exportOptions(args: string[], env: NodeJS.ProcessEnv): { dir: string; version: number | undefined } | { error: string } {
  const dir = option(args, '--dir') ?? (env.REGIONS_DIR || './regions');
  const versionArg = option(args, '--version');
  if (versionArg !== undefined && !/^[1-9]\d*$/.test(versionArg)) return { error: '--version takes a version number (the history on /ops)' };
  return { dir, version: versionArg ? Number(versionArg) : undefined };
}

async function exportTo(dir: string, versionNumber: number | undefined): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || 'data'), 'db');
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir }).catch((error: unknown) => fail(`cannot open the database: ${(error as Error).message}`));
  try {
    const { version, removed } = await exportVersion(handle.db, dir, versionNumber).catch((error: unknown) =>
      error instanceof ExportError ? fail(error.message) : Promise.reject(error),
    );
    process.stdout.write(
      `regions-export: version ${version.id} ("${version.message}", ${version.authorName}, ${version.createdAt.toISOString()}) written to ${dir}: ` +
        `${Object.keys(version.files).length} files${removed.length ? `, removed ${removed.join(', ')}` : ''}\n`,
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = exportOptions(process.argv.slice(2), process.env);
  if ('error' in options) fail(options.error);
  await exportTo(options.dir, options.version);
}

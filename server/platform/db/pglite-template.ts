// The migrated PGlite template: a data-directory dump of a database on which every migration has run.
//
// A brand-new PGlite costs seconds and most of a gigabyte (initdb runs in a second WASM module), then the
// migrations; loading a dump of a migrated one costs about half a second. So the dump is made once per
// migrations version and kept on disk, keyed by the migration files and the PGlite version (the dump format
// belongs to the PGlite build): `npm run build` and `npm start`'s build step make it, the server loads it into a
// DATA_DIR that has no database yet (openPgliteDataDir), and the server tests load it into in-memory databases
// (tests/server/db-harness.ts). A template whose key no longer matches is never read: a changed migration gets a
// new one, and the old ones are removed when it is written.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder as committedMigrations } from './migrate';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where templates are kept: beside the installed PGlite they were made with (a new `npm ci` starts afresh). */
export const defaultTemplateDir = join(repoRoot, 'node_modules', '.cache', 'practitioner-portal');

const TEMPLATE_FILE = /^pglite-template-[0-9a-f]{16}\.(tar|pgdata|pgdata\.spare)$/;

export interface TemplateOptions {
  /** Folder of the template files (default: defaultTemplateDir). */
  dir?: string;
  /** The migrations the template is made of (default: the committed ones, server/platform/db/migrations). */
  migrationsFolder?: string;
}

export interface EnsureTemplateOptions extends TemplateOptions {
  /** false: neither read nor write the folder, make the template in memory only (PP_TEST_DB_CACHE=0). */
  persist?: boolean;
}

/** The template file for the current migrations and PGlite version (it may not exist yet). */
export async function pgliteTemplateFile(opts: TemplateOptions = {}): Promise<string> {
  const folder = opts.migrationsFolder ?? committedMigrations;
  const hash = createHash('sha256');
  // PGlite's package.json is not in its exports, so it is read by path.
  const pglitePackage = JSON.parse(
    await readFile(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  hash.update(await migrationsHash(folder));
  return join(opts.dir ?? defaultTemplateDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * The same template as a data directory (a PGlite opened from the dump and closed): a new on-disk
 * DATA_DIR is a copy of it, made by the file system in a fraction of the time PGlite takes to
 * unpack the dump into one file by file (about 1.5 s of a cold start).
 */
export async function pgliteTemplateDir(opts: TemplateOptions = {}): Promise<string> {
  return (await pgliteTemplateFile(opts)).replace(/\.tar$/, '.pgdata');
}

/**
 * A ready copy of the directory form, kept beside it: a new DATA_DIR takes it whole (a rename)
 * instead of copying 40 MB and 1,200 files on the way to its first answer (0.2–1 s here, mostly
 * the kernel's). The server makes the next one once it has started (prepareSpareCopy).
 */
export async function pgliteSpareDir(opts: TemplateOptions = {}): Promise<string> {
  return `${await pgliteTemplateDir(opts)}.spare`;
}

/** Whether both forms of the current template exist (npm start makes them when not). */
export async function pgliteTemplateReady(opts: TemplateOptions = {}): Promise<boolean> {
  return existsSync(await pgliteTemplateFile(opts)) && existsSync(join(await pgliteTemplateDir(opts), 'PG_VERSION'));
}

/** Writes the directory form of a template dump (aside, then renamed into place, as the dump). */
async function writeTemplateDir(dump: Blob, dir: string): Promise<void> {
  const partial = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const handle = await openDatabase({ dataDir: partial, pgliteDataDirDump: dump });
    await handle.close();
    if (existsSync(dir)) await rm(partial, { recursive: true, force: true });
    else await rename(partial, dir);
  } catch {
    await rm(partial, { recursive: true, force: true }).catch(() => {});
  }
}

/** A short hash of the migration files (names and contents): a template is valid for exactly these (PGlite's and the PostgreSQL test template). */
export async function migrationsHash(folder: string = committedMigrations): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(folder)) {
    hash.update(`${file}\n`);
    hash.update(await readFile(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The current template if it has been made, else undefined (nothing is built). */
export async function readPgliteTemplate(opts: TemplateOptions = {}): Promise<Blob | undefined> {
  const file = await pgliteTemplateFile(opts);
  const bytes = await readFile(file).catch(() => undefined);
  return bytes === undefined ? undefined : new Blob([bytes]);
}

/**
 * The current template: read from disk, or made (a new in-memory PGlite, migrated, dumped) and written there.
 * `built` says whether it was made now. A folder that cannot be written only loses the cache.
 */
export async function ensurePgliteTemplate(opts: EnsureTemplateOptions = {}): Promise<{ dump: Blob; file: string; built: boolean }> {
  const persist = opts.persist ?? true;
  const file = await pgliteTemplateFile(opts);
  const cached = persist ? await readFile(file).catch(() => undefined) : undefined;
  if (cached !== undefined) {
    const dir = await pgliteTemplateDir(opts);
    if (!existsSync(join(dir, 'PG_VERSION'))) await writeTemplateDir(new Blob([cached]), dir);
    return { dump: new Blob([cached]), file, built: false };
  }

  const handle = await openDatabase({ memory: true });
  let dump: Blob;
  try {
    if (!handle.pglite) throw new Error('expected a PGlite handle for the template');
    await migrateDatabase(handle, { migrationsFolder: opts.migrationsFolder });
    // Uncompressed: larger (~40 MB against ~5 MB) but loads faster than gzip (~0.45 s against ~0.75 s).
    dump = await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  if (!persist) return { dump, file, built: true };

  // Several processes (vitest workers, a build and a start) may make it at once: write aside, then rename over
  // (atomic on one filesystem), then remove the templates of other keys.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    const dir = await pgliteTemplateDir(opts);
    await writeTemplateDir(dump, dir);
    for (const other of await readdir(dirname(file))) {
      const path = join(dirname(file), other);
      if (TEMPLATE_FILE.test(other) && path !== file && path !== dir && path !== `${dir}.spare`) await rm(path, { recursive: true, force: true });
    }
  } catch {
    await rm(partial, { force: true }).catch(() => {});
  }
  return { dump, file, built: true };
}

/** Copies of the template for new data folders, started early (startDataDirCopy), taken on opening. */
const copies = new Map<string, Promise<string | null>>();

const STAGING = /\.\d+\.[0-9a-f]{8}\.partial$/;

/** A file-system copy: `cp -R` where there is one (several times faster than Node's cp here), else Node's. */
async function copyDir(from: string, to: string, running: { child?: ReturnType<typeof execFile> }): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      running.child = execFile('cp', ['-R', from, to], (error) => (error ? reject(error) : resolve()));
    });
  } catch {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true });
  } finally {
    running.child = undefined;
  }
}

/**
 * A copy on its way to `target`, made beside it (`<target>.<pid>.<random>.partial`): removed, and
 * its `cp` stopped, if the process exits first, until `forget()` (it was put in place or removed).
 */
function partialCopy(target: string): { path: string; running: { child?: ReturnType<typeof execFile> }; forget: () => void } {
  const path = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  const running: { child?: ReturnType<typeof execFile> } = {};
  const removeOnExit = () => {
    running.child?.kill();
    rmSync(path, { recursive: true, force: true });
  };
  process.once('exit', removeOnExit);
  return { path, running, forget: () => process.removeListener('exit', removeOnExit) };
}

/**
 * Starts copying the template's directory form beside a data folder that has no database yet (when
 * the template exists): a staging folder, renamed into place only by openPgliteDataDir. `npm start`
 * (server/serve.ts) starts it before the server's modules load, so the disk works while the CPU
 * does. A server that stops before opening its database (a mistake in the region files) leaves
 * no database folder: the staging copy is removed as the process exits, and any a crash left is
 * removed by the next start.
 */
export function startDataDirCopy(dataDir: string, opts: TemplateOptions = {}): Promise<string | null> {
  let copy = copies.get(dataDir);
  if (!copy) {
    copy = (async () => {
      const isNew = !existsSync(join(dataDir, 'PG_VERSION')) && (await readdir(dataDir).catch(() => [])).length === 0;
      const dir = await pgliteTemplateDir(opts);
      if (!isNew || !existsSync(join(dir, 'PG_VERSION'))) return null;
      const parent = dirname(dataDir);
      const prefix = `${basename(dataDir)}.`;
      for (const left of await readdir(parent).catch(() => [] as string[])) {
        if (left.startsWith(prefix) && STAGING.test(left)) await rm(join(parent, left), { recursive: true, force: true });
      }
      await mkdir(parent, { recursive: true });
      const staging = partialCopy(dataDir);
      try {
        // The spare copy, when there is one (and it is on the same file system), is taken whole.
        if (await rename(`${dir}.spare`, staging.path).then(() => true, () => false)) return staging.path;
        await copyDir(dir, staging.path, staging.running);
        return staging.path;
      } catch {
        staging.forget();
        await rm(staging.path, { recursive: true, force: true }).catch(() => {});
        return null;
      }
    })();
    copies.set(dataDir, copy);
  }
  return copy;
}

/** Whether a process of this machine is alive (a staging copy's or a lock's maker). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes the spare copy of the template's directory form when there is none (see pgliteSpareDir):
 * the server calls it once it has started, and `npm run build` after making the template. It is
 * copied aside and renamed into place, so a start never takes half a copy; a copy left by a
 * process that died is removed. Resolves to whether it made one.
 */
export async function prepareSpareCopy(opts: TemplateOptions = {}): Promise<boolean> {
  const dir = await pgliteTemplateDir(opts);
  const spare = `${dir}.spare`;
  if (!existsSync(join(dir, 'PG_VERSION')) || existsSync(spare)) return false;
  const prefix = `${basename(spare)}.`;
  for (const left of await readdir(dirname(spare)).catch(() => [] as string[])) {
    const pid = left.startsWith(prefix) && STAGING.test(left) ? Number(left.slice(prefix.length).split('.')[0]) : NaN;
    if (Number.isInteger(pid) && !isRunning(pid)) await rm(join(dirname(spare), left), { recursive: true, force: true });
  }
  const partial = partialCopy(spare);
  try {
    await copyDir(dir, partial.path, partial.running);
    // Another process may have made one meanwhile: a rename over a full folder fails, and this copy goes.
    await rename(partial.path, spare);
    return true;
  } catch {
    await rm(partial.path, { recursive: true, force: true }).catch(() => {});
    return false;
  } finally {
    partial.forget();
  }
}

/** Puts a finished staging copy in place of the (missing or empty) data folder. */
async function adoptCopy(staging: string, dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
}

/**
 * Opens the on-disk PGlite of `dataDir`. A folder without a database yet (missing or empty) starts as a copy of
 * the template when one has been made for the current migrations, instead of initdb + every migration: a copy of
 * its directory form (startDataDirCopy), else PGlite unpacks the dump; without either PGlite initialises it as
 * before. The caller still runs migrateDatabase (a no-op on a fresh copy).
 */
export async function openPgliteDataDir(
  dataDir: string,
  opts: TemplateOptions = {},
): Promise<{ handle: DatabaseHandle; fromTemplate: boolean }> {
  const staging = await startDataDirCopy(dataDir, opts);
  copies.delete(dataDir);
  if (staging !== null) {
    await adoptCopy(staging, dataDir);
    return { handle: await openDatabase({ dataDir }), fromTemplate: true };
  }
  const isNew = !existsSync(join(dataDir, 'PG_VERSION')) && (await readdir(dataDir).catch(() => [])).length === 0;
  const dump = isNew ? await readPgliteTemplate(opts) : undefined;
  const handle = await openDatabase({ dataDir, pgliteDataDirDump: dump });
  return { handle, fromTemplate: dump !== undefined };
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else files.push(relative);
  }
  return files.sort();
}

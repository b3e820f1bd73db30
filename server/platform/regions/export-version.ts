/**
 * `npm run regions:export` (issue 24): a version of the region history written to a folder so it can
 * be committed. Every file of the version is written with its published text (beside, then renamed:
 * a watching server never reads half a file), and the folder's region files the version does not
 * have are removed, so the folder equals the version and the next deploy of it meets no conflict.
 */
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { REGION_FILE_NAME } from './region-files';
import { latestVersion, versionById, type RegionVersionRow } from './region-versions';

export class ExportError extends Error {}

export async function exportVersion(db: Database, dir: string, versionId?: number): Promise<{ version: RegionVersionRow; removed: string[] }> {
  const version = versionId ? await versionById(db, versionId) : await latestVersion(db);
  if (!version) throw new ExportError(versionId ? `there is no version ${versionId}` : 'the database has no region version yet (start the server once)');
  const bad = Object.keys(version.files).find((name) => !REGION_FILE_NAME.test(name));
  if (bad) throw new ExportError(`version ${version.id} holds a file named ${bad}, which is no region file name`);
  const existing = (await readdir(dir).catch(() => [] as string[])).filter((name) => REGION_FILE_NAME.test(name));
  for (const [name, text] of Object.entries(version.files)) {
    const temporary = path.join(dir, `.${name}.export.tmp`);
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, path.join(dir, name));
  }
  const removed = existing.filter((name) => version.files[name] === undefined);
  for (const name of removed) await rm(path.join(dir, name));
  return { version, removed };
}

/**
 * Saving a region file from the ops editor (only with OPS_WRITE=1): the whole set with the new
 * file must pass the check first, then the file is replaced atomically (written beside it, then
 * renamed over it) and the folder reloaded at once (the watcher would pick it up too).
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formatProblems } from '../../engine/regions/format-problems';
import type { RegionsStatus } from '../regions/live-regions';
import { HttpError } from '../errors';
import { previewRegions } from './region-preview';

export async function saveRegionFile(app: FastifyInstance, input: { writeEnabled: boolean; name: string; text: string }): Promise<RegionsStatus> {
  const dir = app.liveRegions.dir;
  if (!input.writeEnabled || !dir) {
    throw new HttpError(403, 'OPS_WRITE_DISABLED', 'This server does not save region files: edit them in the repository (OPS_WRITE=1 enables saving).');
  }
  const checked = previewRegions(app.deps, { files: [{ name: input.name, text: input.text }] });
  if (!checked.valid) throw new HttpError(400, 'REGION_FILES_INVALID', formatProblems(checked.problems));
  const target = path.join(dir, input.name);
  const temporary = path.join(dir, `.${input.name}.${process.pid}.tmp`);
  await writeFile(temporary, input.text, 'utf8');
  await rename(temporary, target);
  await app.liveRegions.reload(dir);
  app.log.info({ file: input.name }, 'Region file saved from the ops editor');
  return app.regions.status();
}

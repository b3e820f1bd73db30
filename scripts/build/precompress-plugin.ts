/**
 * Assets compressed once, at build time (issue 15 "serve like a CDN would"): next to every
 * compressible file of the build, `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9),
 * which the server sends as they are to a browser that accepts them (server/platform/plugins/client.ts,
 * @fastify/static's preCompressed) instead of compressing each answer again at a lower level.
 *
 * Files under 1 KB are left alone (a compressed answer would save less than its headers cost),
 * and a variant that is not smaller than its file is not written.
 *
 * `precompressDir(dir)` works on whatever is on disk, so it also covers files other plugins wrote
 * (the service worker of vite-pwa-plugin) and can run again after a later build step that writes
 * more files (a prerender step): variants newer than their file are kept, stale ones are redone,
 * orphans removed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { PRECOMPRESSED_VARIANT as VARIANT, PRECOMPRESSIBLE_FILE } from '../../server/platform/http/precompressed-files';

/** Below this, compression is not worth a variant. */
export const MIN_PRECOMPRESS_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
} as const;

export interface PrecompressSummary {
  /** Compressible files of 1 KB or more seen. */
  files: number;
  /** Variants (re)written by this run. */
  written: number;
  /** Bytes of those files, and of their brotli and gzip variants where written (else the file's size). */
  bytes: { identity: number; br: number; gz: number };
}

function isCompressible(filePath: string): boolean {
  return PRECOMPRESSIBLE_FILE.test(filePath);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function mtimeOf(file: string): Promise<number | undefined> {
  return (await fs.stat(file).catch(() => undefined))?.mtimeMs;
}

/** Writes (or refreshes) the .br and .gz variants of every compressible file under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const files = await listFiles(dir);
  const present = new Set(files);
  const summary: PrecompressSummary = { files: 0, written: 0, bytes: { identity: 0, br: 0, gz: 0 } };

  // A variant whose file is gone (or no longer qualifies) must not be served for it.
  for (const file of files.filter((f) => VARIANT.test(f))) {
    const source = file.slice(0, -3);
    if (!present.has(source) || !isCompressible(source)) await fs.rm(file, { force: true });
  }

  const sources = files.filter((f) => !VARIANT.test(f) && isCompressible(f));
  // A few at a time: zlib's asynchronous calls run on libuv's thread pool (4 threads).
  let next = 0;
  async function worker() {
    while (next < sources.length) {
      const file = sources[next++]!;
      const stat = await fs.stat(file);
      if (stat.size < MIN_PRECOMPRESS_BYTES) {
        await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
        continue;
      }
      summary.files++;
      summary.bytes.identity += stat.size;
      let data: Buffer | undefined;
      for (const encoding of ['br', 'gz'] as const) {
        const variant = `${file}.${encoding}`;
        const variantMtime = await mtimeOf(variant);
        // Strictly newer: a file rewritten within the same instant as its variant counts as changed.
        if (variantMtime !== undefined && variantMtime > stat.mtimeMs) {
          summary.bytes[encoding] += (await fs.stat(variant)).size;
          continue;
        }
        data ??= await fs.readFile(file);
        const compressed = await ENCODERS[encoding](data);
        if (compressed.length < data.length) {
          await fs.writeFile(variant, compressed);
          summary.written++;
          summary.bytes[encoding] += compressed.length;
        } else {
          await fs.rm(variant, { force: true });
          summary.bytes[encoding] += data.length;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return summary;
}

/** The Vite plugin: precompresses the build folder once every other plugin has written its files. */
export function precompressPlugin(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    // 'post' and registered after pwaPlugin: Rolldown runs writeBundle hooks one plugin after the other,
    // so the service worker pwaPlugin writes in its own writeBundle is on disk by now.
    writeBundle: {
      order: 'post',
      async handler(options) {
        const dir = options.dir ?? path.resolve('dist/client');
        const started = Date.now();
        const { files, bytes } = await precompressDir(dir);
        const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
        this.info(
          `precompressed ${files} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kb(bytes.identity)} → brotli ${kb(bytes.br)}, gzip ${kb(bytes.gz)}`,
        );
      },
    },
  };
}

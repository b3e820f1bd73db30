/**
 * `npm run build`'s server step: server/serve.ts and everything it imports from this repository,
 * bundled by esbuild into dist/server/serve.js, which `npm start` runs with plain Node. Starting
 * from the TypeScript sources through tsx cost about 1.5 s of CPU on every start (each of several
 * hundred modules resolved and loaded through tsx's hooks); the tests keep running the sources.
 *
 * - Packages stay outside the bundle, loaded from node_modules as before. A deep import of a
 *   package without an `exports` map (`ajv/dist/standalone`) is written with its file name, which
 *   Node's ES module loader needs and tsx supplied.
 * - `import.meta.url` in a source file stays that file's own URL, computed from the bundle's
 *   place, so the files the server reads beside its sources (migrations, content, schemas,
 *   locales, regions) are found as before, wherever the checkout is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');
export const defaultServerOutDir = path.join(root, 'dist', 'server');
const PACKAGE = /^(@[^/]+\/[^/]+|[^./@][^/]*)(\/.*)?$/;

function keepPackagesOutside(): esbuild.Plugin {
  return {
    name: 'portal-packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('node:') || args.pluginData === 'resolving') return undefined;
        const match = PACKAGE.exec(args.path);
        if (!match) return undefined;
        const [, name, subpath] = match;
        if (!subpath) return { path: args.path, external: true };
        const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name!, 'package.json'), 'utf8')) as { exports?: unknown };
        if (manifest.exports !== undefined) return { path: args.path, external: true };
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (found.errors.length > 0) return { errors: found.errors };
        return { path: path.relative(path.join(root, 'node_modules'), found.path).split(path.sep).join('/'), external: true };
      });
    },
  };
}

function ownImportMetaUrl(outDir: string): esbuild.Plugin {
  return {
    name: 'portal-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        let contents = await fs.promises.readFile(args.path, 'utf8');
        if (contents.includes('import.meta.url')) {
          const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

export async function bundleServer(outDir: string = defaultServerOutDir): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'server', 'serve.ts')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepPackagesOutside(), ownImportMetaUrl(outDir)],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await bundleServer();
  console.log(`Server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(root, defaultServerOutDir)}`);
}

/**
 * The JavaScript of a route, gzipped (level 9), read from Vite's build manifest
 * (dist/client/.vite/manifest.json, written by `vite build --manifest`).
 *
 * - firstPaintGzip: the entry (index.html's script) and the route's page module, each with every
 *   chunk it imports statically: what the browser runs before the page can paint.
 * - wholeGzip: that plus every chunk those import dynamically (the form engine, say).
 *   Modules the API serves (the sign-up validator) are not in the manifest.
 *
 * A small stand-in, kept to the signature the bundle-size work uses, so the benchmark runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  firstPaintGzip: number;
  wholeGzip: number;
  /** First-paint files first. */
  files: { file: string; gzip: number; when: 'first-paint' | 'on-demand' }[];
}

export interface MeasureOptions {
  /** Only these routes; default: the three this stand-in knows. */
  routes?: readonly string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The page module each measured route loads (screens/app/routes.tsx). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'screens/public/home-page.tsx',
  '/login': 'screens/auth/login-page.tsx',
  '/signup': 'screens/auth/signup-page.tsx',
};

export async function measureRouteSizes(distDir: string, options: MeasureOptions = {}): Promise<RouteSize[]> {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  /**
   * Manifest keys reachable from `keys` through static imports, and through dynamic ones when
   * asked, except the entry's (its router lazily imports every page).
   */
  const closure = (keys: string[], dynamic: boolean, seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], dynamic, seen);
      if (dynamic && key !== 'index.html') closure(manifest[key].dynamicImports ?? [], dynamic, seen);
    }
    return seen;
  };
  const sum = (keys: Set<string>) => [...keys].reduce((total, key) => total + gzip(manifest[key].file), 0);

  const wanted = Object.entries(ROUTE_MODULES).filter(([route]) => !options.routes || options.routes.includes(route));
  return wanted.map(([route, module]) => {
    if (!manifest[module]) throw new Error(`${module} is not in ${manifestPath}`);
    const firstPaint = closure(['index.html', module], false);
    const whole = closure(['index.html', module], true);
    return {
      route,
      firstPaintGzip: sum(firstPaint),
      wholeGzip: sum(whole),
      files: [...whole]
        .map((key) => ({ file: manifest[key]!.file, gzip: gzip(manifest[key]!.file), when: firstPaint.has(key) ? ('first-paint' as const) : ('on-demand' as const) }))
        .sort((a, b) => (a.when === b.when ? b.gzip - a.gzip : a.when === 'first-paint' ? -1 : 1)),
    };
  });
}

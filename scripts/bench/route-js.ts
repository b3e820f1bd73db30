/**
 * JavaScript per route, gzip level 9 (scripts/lib/route-sizes.ts reads the build manifest and the
 * prerendered pages): before first paint (a prerendered page's render-blocking scripts), to run the
 * page, and the whole route. The sign-up validator is a module the API compiles
 * (GET /api/forms/signup/validator.js), not a build file: unless the route sizes already list it,
 * it is fetched from the running portal for London and added to the whole of `/signup`.
 */
import { gzipSync } from 'node:zlib';
import { measureRouteSizes } from '../lib/route-sizes';
import { kb, type BenchRow } from './report';

const LOGIN_FIRST_PAINT_MAX = 90 * 1024;
const SIGNUP_WHOLE_MAX = 220 * 1024;
const ROUTES = ['/', '/login', '/signup'];

export async function measureRouteJs(distDir: string, baseUrl: string): Promise<BenchRow[]> {
  const sizes = await measureRouteSizes(distDir, { routes: ROUTES });
  const validatorGzip = async () => {
    const response = await fetch(`${baseUrl}/api/forms/signup/validator.js?city_id=UK-LONDON`);
    if (!response.ok) throw new Error(`the London sign-up validator answered ${response.status}`);
    return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  };

  const rows: BenchRow[] = [];
  for (const size of sizes) {
    const isLogin = size.route === '/login';
    const blocking = size.files.filter((f) => f.when === 'first-paint');
    const run = size.files.filter((f) => f.when === 'hydrate');
    rows.push({
      what: `JavaScript before first paint of ${size.route} (gzip${size.prerendered ? ', prerendered: render-blocking scripts' : ''})`,
      target: isLogin ? `≤ ${kb(LOGIN_FIRST_PAINT_MAX)}` : 'report',
      figure: `${kb(size.firstPaintGzip)} in ${size.prerendered ? blocking.length : run.length} files`,
      values: { bytes: size.firstPaintGzip, prerendered: size.prerendered ? 'yes' : 'no', files: size.prerendered ? blocking.length : run.length },
      pass: isLogin ? size.firstPaintGzip <= LOGIN_FIRST_PAINT_MAX : null,
    });
    rows.push({
      what: `JavaScript to run (hydrate) ${size.route} (gzip)`,
      target: 'report',
      figure: `${kb(size.hydrateGzip)} in ${run.length} files`,
      values: { bytes: size.hydrateGzip, files: run.length, largest: [...run].sort((a, b) => b.gzip - a.gzip).slice(0, 5).map((f) => `${f.file} ${f.gzip}`).join(', ') },
      pass: null,
    });
  }
  for (const size of sizes) {
    const isSignup = size.route === '/signup';
    const addValidator = isSignup && !size.files.some((f) => /validator/i.test(f.file));
    const validator = addValidator ? await validatorGzip() : 0;
    const whole = size.wholeGzip + validator;
    rows.push({
      what: `the whole ${size.route} route (gzip${isSignup ? ', validator included' : ''})`,
      target: isSignup ? `≤ ${kb(SIGNUP_WHOLE_MAX)}` : 'report',
      figure: `${kb(whole)} in ${size.files.length + (addValidator ? 1 : 0)} files${addValidator ? ` (validator ${kb(validator)}, fetched)` : ''}`,
      values: { bytes: whole, files: size.files.length + (addValidator ? 1 : 0), fetchedValidatorBytes: addValidator ? validator : null },
      pass: isSignup ? whole <= SIGNUP_WHOLE_MAX : null,
    });
  }
  return rows;
}

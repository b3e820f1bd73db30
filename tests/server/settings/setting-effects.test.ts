/**
 * Issue 24, "Every setting does what its name says": for each row of the table (rows/*.ts), the
 * API answers the row's probe one way with the real region files and the way the setting's
 * description says once ops switch it. The settings only the browser reads have their rows in
 * tests/screens/settings/; every-setting-has-a-row.test.ts (here) holds every
 * setting to a row in one table or the other.
 *
 * One demo-seeded app serves every row: each set (the real one, the switched one) goes live the
 * way a published version does (LiveRegions.serve, what the version follower calls after the
 * loader's check), so the caches keyed by the set (resolved scopes, composed forms, public
 * answers) are dropped as they would be in production, at the cost of a swap instead of an app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionSet } from '../../../engine/regions/types';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { regionSetHash } from '../../../server/platform/regions/region-set-hash';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, logInAs, RELAXED_LIMITS } from '../auth/account-fixtures';
import type { Persona, ProbeContext, ServerRow } from './server-row';
import { APP_ENV, buildRegions, checkEdited, editedFiles, setSetting, settingOf } from './switched-regions';
import { REFUSED_SWITCHES, SERVER_TABLE } from './server-table';

let t: TestApp;
let baseline: RegionSet;
const sessions = new Map<Persona, Promise<{ headers: Record<string, string>; id: string }>>();
const fixtures = new Map<string, Promise<unknown>>();

function session(persona: Persona) {
  let found = sessions.get(persona);
  if (!found) {
    found = logInAs(t.app, `${persona}@demo.portal.test`, DEMO_PASSWORD).then((body) => ({ headers: bearer(body.token), id: body.worker.id }));
    sessions.set(persona, found);
  }
  return found;
}

const ctx: ProbeContext = {
  get app() {
    return t.app;
  },
  get db() {
    return t.app.db;
  },
  env: APP_ENV,
  as: async (persona) => (await session(persona)).headers,
  idOf: async (persona) => (await session(persona)).id,
  once: <T>(key: string, make: () => Promise<T>) => {
    if (!fixtures.has(key)) fixtures.set(key, make());
    return fixtures.get(key) as Promise<T>;
  },
};

/** The set goes live as a published version would; the version number stays, so the follower leaves it be. */
function serve(set: RegionSet): void {
  t.app.liveRegions.serve(set, regionSetHash(set), t.app.liveRegions.version);
}

beforeAll(async () => {
  // Scoring jobs run when a row asks (app.screeningJobs.runScheduledNow()), not on their own.
  t = await createTestApp({ seeded: true, appEnv: APP_ENV, authRateLimits: RELAXED_LIMITS, screeningScoringDelayMs: 60 * 60 * 1000 });
  baseline = t.app.regions.set;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function check(r: ServerRow): Promise<void> {
  const real = buildRegions(r.given ?? []);
  const switched = buildRegions([...(r.given ?? []), setSetting(r.scope, r.setting, r.to), ...(r.alsoSwitch ?? [])]);
  // The row switches what it says: the scope's effective value moves to `to`.
  expect(settingOf(switched, r.scope, r.setting, APP_ENV), 'the switched set gives the scope the new value').toEqual(r.to);
  expect(settingOf(real, r.scope, r.setting, APP_ENV), 'the real set gives the scope another value').not.toEqual(r.to);
  try {
    serve(real);
    expect(await r.probe(ctx), 'with the real region files').toEqual(r.real);
    serve(switched);
    expect(await r.probe(ctx), `with ${r.setting} switched to ${JSON.stringify(r.to)}`).toEqual(r.switched);
  } finally {
    serve(baseline);
  }
}

for (const [area, rows] of Object.entries(SERVER_TABLE)) {
  describe(area, () => {
    for (const r of rows) it(`${r.setting}: ${r.says}`, () => check(r));
  });
}

describe('switches the loader refuses', () => {
  for (const r of REFUSED_SWITCHES) {
    it(`${r.setting}: ${r.says}`, async () => {
      const edit = setSetting(r.scope, r.setting, r.to);
      const pointer = `/variants/${APP_ENV}/keyValues/${r.setting}`;
      const expected = { file: `regions/${edit.file}`, pointer, message: expect.stringContaining(r.problem) };
      expect(checkEdited([edit])).toEqual([expected]);
      // What an ops person sees proposing it on /ops.
      const text = editedFiles([edit]).find((file) => file.name === edit.file)!.text;
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/regions/preview', headers: await ctx.as('ops'), payload: { files: [{ name: edit.file, text }] } });
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json() as { valid: boolean; problems: { file: string; pointer: string; message: string }[] };
      expect(preview.valid).toBe(false);
      expect(preview.problems).toContainEqual(expect.objectContaining({ pointer, message: expect.stringContaining(r.problem) }));
    });
  }
});

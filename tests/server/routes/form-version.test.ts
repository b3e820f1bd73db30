/**
 * Open tabs follow the region set (issue 24), on the server's side: every composed form is named
 * by its version; a submission names the version it was filled in on (X-Form-Version). When the
 * region set changed since (here: London's live-reloaded file hides the work periods and asks the
 * postcode at sign-up, and pays out by IBAN instead of account number and sort code) and the
 * answers do not fit the form served now, the answer is 409 FORM_VERSION_CHANGED with nothing
 * stored, so the page recomposes instead of showing an error; answers that fit are taken even from
 * the older tab. A validator module asked for by an older version is refused too. Works on a copy
 * of the regions folder, never the repository's, and the demo-seeded database.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_VERSION_CHANGED, FORM_VERSION_HEADER } from '../../../engine/forms/form-version';
import { repoRoot, type TestApp } from '../app-harness';
import { cookie, countRows, createAccountsApp, logInAs, post, signupPayload, workerByEmail } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';

let dir: string;
let t: TestApp;

async function londonForm(formId = 'signup') {
  const res = await t.app.inject({ url: `/api/forms/${formId}?city_id=UK-LONDON` });
  expect(res.statusCode).toBe(200);
  return res.json() as { version: string; schema: { properties: Record<string, unknown> } };
}

const validatorModule = (query: string) => t.app.inject({ url: `/api/forms/signup/validator.js?city_id=UK-LONDON${query}` });

/** Polls until `check` holds (the folder is reloaded about 0.2 s after the write). */
async function eventually(check: () => Promise<boolean>, limitMs = 4000): Promise<void> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** POST /api/signup that must be refused: nothing stored, the answer's body. */
async function refusedSignup(payload: unknown, headers: Record<string, string>, status: number) {
  const before = await countRows(t.app);
  const res = await post(t.app, '/api/signup', payload, headers);
  expect(res.statusCode, res.body).toBe(status);
  expect(await countRows(t.app)).toEqual(before);
  return res.json() as { error: string; details?: { path: string; code: string }[] };
}

let before: { version: string };
let after: { version: string };
let bankBefore: { version: string };

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-form-version-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  t = await createAccountsApp({ regionsDir: dir, liveRegions: true, seeded: true });
  before = await londonForm();
  bankBefore = await londonForm('bank-details');
  // Operations change London while people have its forms open: at sign-up no work periods but a
  // postcode; bank details by IBAN and BIC.
  const file = path.join(dir, 'UK-LONDON.json');
  const text = await readFile(file, 'utf8');
  const edited = text
    .replace('"workdays": "shown"', '"workdays": "hidden", "postcode": "shown"')
    .replace('"signup": {', '"bank-details": { "questions": { "bacsAccount": "hidden", "ibanAccount": "shown" } },\n    "signup": {')
    .replace('"bankingPayoutType": "bacs"', '"bankingPayoutType": "iban"');
  expect(edited.match(/"postcode": "shown"|"ibanAccount": "shown"|"bankingPayoutType": "iban"/g)).toHaveLength(3);
  await writeFile(file, edited);
  await eventually(async () => (await londonForm()).version !== before.version);
  after = await londonForm();
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('the version of a composed form', () => {
  it('names each composition, and its validator module says which one it validates', async () => {
    expect(before.version).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(after.version).not.toBe(before.version);
    expect(Object.keys((await londonForm()).schema.properties)).toEqual(expect.arrayContaining(['postcode']));
    const module = await validatorModule('');
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain(`export const version = "${after.version}";`);
  });

  it('serves the validator module of the version asked for only while the scope has it', async () => {
    expect((await validatorModule(`&v=${after.version}`)).statusCode).toBe(200);
    const old = await validatorModule(`&v=${before.version}`);
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ error: FORM_VERSION_CHANGED });
    expect((await validatorModule('&v=not%20a%20version')).statusCode).toBe(400);
  });
});

describe('POST /api/signup filled in on an older composition', () => {
  const oldTab = () => ({ [FORM_VERSION_HEADER]: before.version });
  // The older London form's answers: work periods given, no postcode.
  const oldAnswers = { ...londonAnswers, email: 'old.tab@example.com' };

  it('answers 409 FORM_VERSION_CHANGED (with what the new form finds) and stores nothing, when the answers do not fit the new form', async () => {
    const body = await refusedSignup(signupPayload(t.app, oldAnswers), oldTab(), 409);
    expect(body.error).toBe(FORM_VERSION_CHANGED);
    expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/postcode', code: 'FORM_ERROR_REQUIRED' })]));
  });

  it('is the usual 400 for a page naming no version, or naming the current one', async () => {
    expect((await refusedSignup(signupPayload(t.app, oldAnswers), {}, 400)).error).toBe('VALIDATION_FAILED');
    expect((await refusedSignup(signupPayload(t.app, oldAnswers), { [FORM_VERSION_HEADER]: after.version }, 400)).error).toBe('VALIDATION_FAILED');
  });

  it('takes answers that fit the new form, even from the older tab: a harmless change turns nobody away', async () => {
    const { workPeriods: _dropped, ...rest } = oldAnswers;
    const res = await post(t.app, '/api/signup', signupPayload(t.app, { ...rest, postcode: 'N1 9GU' }), oldTab());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ worker: { email: 'old.tab@example.com', residentialAddress: { postcode: 'N1 9GU' } } });
  });
});

describe('PUT /api/me bank details filled in on an older composition', () => {
  const LONDON_WORKER = 'worker.london@demo.portal.test';
  let session: Record<string, string>;
  const put = (payload: object, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/me', payload, headers: { ...session, ...headers } });
  const storedBanking = async () => {
    const worker = await workerByEmail(t.app.db, LONDON_WORKER);
    return [worker?.bankingAccountNumber, worker?.bankingSortCode, worker?.bankingIban];
  };

  beforeAll(async () => {
    session = cookie((await logInAs(t.app, LONDON_WORKER, 'portal-demo-2026')).token);
  });

  it('answers 409 for an account number and sort code, now that London pays out by IBAN, and changes nothing', async () => {
    const stored = await storedBanking();
    const res = await put({ banking: { accountNumber: '31926819', sortCode: '60-16-13' } }, { [FORM_VERSION_HEADER]: bankBefore.version });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: FORM_VERSION_CHANGED });
    expect(await storedBanking()).toEqual(stored);
    // Without a version: the 400 as before.
    expect((await put({ banking: { accountNumber: '31926819', sortCode: '60-16-13' } }, {})).statusCode).toBe(400);
  });

  it('takes an IBAN from the same older page', async () => {
    const res = await put({ banking: { iban: 'GB29 NWBK 6016 1331 9268 19', bic: 'NWBKGB2L' } }, { [FORM_VERSION_HEADER]: bankBefore.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedBanking())[2]).toBe('GB29NWBK60161331926819');
  });
});

describe('the API contract', () => {
  it('documents the header and the 409 on the routes that take a composed form’s answers', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, { description: string }> }>>;
    };
    for (const [route, method] of [['/api/signup', 'post'], ['/api/me', 'put']] as const) {
      const operation = doc.paths[route][method];
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: FORM_VERSION_HEADER.toLowerCase() }));
      expect(operation.responses['409'].description).toContain(FORM_VERSION_CHANGED);
    }
    const module = doc.paths['/api/forms/{formId}/validator.js'].get;
    expect(module.parameters).toContainEqual(expect.objectContaining({ in: 'query', name: 'v' }));
    expect(module.responses['409'].description).toContain(FORM_VERSION_CHANGED);
  });
});

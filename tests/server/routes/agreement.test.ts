import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import { agreementSignatures, workerApplications, workers } from '../../../server/platform/db/schema';
import { hashToken } from '../../../server/platform/auth/tokens';
import { loadAgreementDir } from '../../../server/platform/content/agreement-catalogue';
import { mintSignatureRequestToken } from '../../../server/agreements/signature-request-token';
import { repoRoot, compilers, type TestApp } from '../app-harness';
import {
  createScreeningApp,
  me,
  readyForAgreement,
  signUpApplicant,
  verifyEmail,
  type Applicant,
} from '../screening/applicants';
import { parisAnswers } from '../../fixtures/signup-answers';

const contentDir = path.join(repoRoot, 'content', 'agreements');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface AgreementFile {
  version: string;
  country_id: string;
  effectiveFrom: string;
  texts: Record<'en_GB' | 'fr_FR' | 'de_AT', string>;
}
const readAgreement = (file: string) => JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as AgreementFile;
const uk = readAgreement('UK/UK-2026-01.json');
const fr = readAgreement('FR/FR-2026-01.json');

/** A copy of content/agreements with some files changed or added (an editor's change). */
function editedAgreements(edit: (dir: string) => void) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-agreements-'));
  const dir = path.join(tmp, 'agreements');
  fs.cpSync(contentDir, dir, { recursive: true });
  edit(dir);
  return { dir, remove: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}
const writeJson = (file: string, data: unknown) => fs.writeFileSync(file, JSON.stringify(data, null, 2));

let t: TestApp;
beforeAll(async () => {
  t = await createScreeningApp();
});
afterAll(async () => {
  await t.close();
});

const signatureRequest = (applicant: Applicant, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/signature-request', headers: { ...applicant.headers, ...headers } });

async function signUrlOf(applicant: Applicant): Promise<string> {
  const res = await signatureRequest(applicant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().signURL.embedded.sign_url as string;
}
const tokenOf = (signUrl: string) => signUrl.replace(/^\/sign\//, '');

function sign(applicant: Applicant, requestToken: string, body: unknown, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/signature-requests/${requestToken}/sign`,
    headers: { ...applicant.headers, ...extra.headers },
    remoteAddress: extra.remoteAddress,
    payload: body as object,
  });
}

async function signaturesOf(workerId: string) {
  return t.app.db.select().from(agreementSignatures).where(eq(agreementSignatures.workerId, workerId));
}

/** An applicant at the agreement step with a verified e-mail address. */
async function signer(answers?: Parameters<typeof signUpApplicant>[1]): Promise<Applicant> {
  const applicant = await signUpApplicant(t.app, answers);
  await readyForAgreement(t.app, applicant);
  await verifyEmail(t.app, applicant);
  return applicant;
}

describe('GET /api/signature-request', () => {
  it('asks for a verified e-mail address first (403 EMAIL_NOT_VERIFIED)', async () => {
    const applicant = await signUpApplicant(t.app);
    await readyForAgreement(t.app, applicant);
    const res = await signatureRequest(applicant);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('EMAIL_NOT_VERIFIED');
  });

  it('is not for an applicant still in the screening test', async () => {
    const applicant = await signUpApplicant(t.app);
    await verifyEmail(t.app, applicant);
    const res = await signatureRequest(applicant);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('WRONG_APPLICATION_STAGE');
  });

  it('gives the embedded sign URL of the version in force, the same one on every poll', async () => {
    const ada = await signer();
    const res = await signatureRequest(ada);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ version: 'UK-2026-01', alreadySigned: false });
    expect(body.signURL.embedded.sign_url).toMatch(/^\/sign\/[A-Za-z0-9_.-]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await signUrlOf(ada)).toBe(body.signURL.embedded.sign_url);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/api/signature-request' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the signing page: GET /api/signature-requests/{requestToken}', () => {
  it('shows the exact text of the version in force, its SHA-256 and the suggested signer name', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const res = await t.app.inject({ url: `/api/signature-requests/${token}`, headers: ada.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      version: 'UK-2026-01',
      language: 'en_GB',
      text: uk.texts.en_GB,
      textSha256: sha256(uk.texts.en_GB),
      signerName: 'Ada Lovelace',
      effectiveFrom: '2026-01-01',
      alreadySigned: false,
      signedAt: null,
    });
  });

  it('shows the page\'s language: the one the request was made in, or the one asked for', async () => {
    const ada = await signer();
    const asked = await signatureRequest(ada, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const frenchToken = tokenOf(asked.json().signURL.embedded.sign_url as string);
    const french = await t.app.inject({ url: `/api/signature-requests/${frenchToken}`, headers: ada.headers });
    expect(french.json()).toMatchObject({ language: 'fr_FR', text: uk.texts.fr_FR, textSha256: sha256(uk.texts.fr_FR) });
    const german = await t.app.inject({ url: `/api/signature-requests/${frenchToken}?language=de_AT`, headers: ada.headers });
    expect(german.json()).toMatchObject({ language: 'de_AT', text: uk.texts.de_AT });
  });

  it('is only for the session that asked for it: other sessions, other workers, made-up and expired links', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: ada.email, password: 'secret-pass' } });
    expect(login.statusCode, login.body).toBe(200);
    const otherSession = { authorization: `Bearer ${login.json().token as string}` };
    const other = await signer();

    for (const headers of [otherSession, other.headers]) {
      const res = await t.app.inject({ url: `/api/signature-requests/${token}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('SIGNATURE_REQUEST_NOT_FOUND');
    }
    const madeUp = await t.app.inject({ url: `/api/signature-requests/${token.slice(0, -2)}xx`, headers: ada.headers });
    expect(madeUp.json().error).toBe('SIGNATURE_REQUEST_NOT_FOUND');

    const expired = mintSignatureRequestToken(hashToken(ada.token), {
      workerId: ada.id,
      version: 'UK-2026-01',
      language: 'en_GB',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await t.app.inject({ url: `/api/signature-requests/${expired}`, headers: ada.headers });
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toBe('SIGNATURE_REQUEST_EXPIRED');
    expect((await sign(ada, expired, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) })).statusCode).toBe(410);
    expect(await signaturesOf(ada.id)).toHaveLength(0);
  });
});

describe('POST /api/signature-requests/{requestToken}/sign', () => {
  it('stores the audit record and marks the latest agreement signed', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const before = Date.now();
    const res = await sign(
      ada,
      token,
      { fullName: '  Ada   Lovelace ', consent: true, textSha256: sha256(uk.texts.en_GB) },
      { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Portal test' }, remoteAddress: '203.0.113.7' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signed: true });

    const [record, ...more] = await signaturesOf(ada.id);
    expect(more).toHaveLength(0);
    expect(record).toMatchObject({
      workerId: ada.id,
      version: 'UK-2026-01',
      countryId: 'UK',
      textSha256: sha256(uk.texts.en_GB),
      signerName: 'Ada Lovelace',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone) Portal test',
    });
    expect(record.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(record.signedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const { worker } = await me(t.app, ada);
    expect(worker).toMatchObject({ signedLatestAgreement: true, latestAgreementVersion: 'UK-2026-01' });
    expect((await signatureRequest(ada)).json().alreadySigned).toBe(true);
    const page = await t.app.inject({ url: `/api/signature-requests/${token}`, headers: ada.headers });
    expect(page.json()).toMatchObject({ alreadySigned: true, signedAt: record.signedAt.toISOString() });
    const agreement = await t.app.inject({ url: '/api/agreement', headers: ada.headers });
    expect(agreement.json()).toMatchObject({
      version: 'UK-2026-01',
      text: uk.texts.en_GB,
      signed: true,
      signedAt: record.signedAt.toISOString(),
      signedVersion: 'UK-2026-01',
    });

    // A double click: the same answer, the first record kept.
    const again = await sign(ada, token, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) });
    expect(again.statusCode).toBe(200);
    expect(await signaturesOf(ada.id)).toHaveLength(1);
  });

  it('accepts the text in the language the signer read, and records the country\'s version', async () => {
    const camille = await signer(parisAnswers);
    const token = tokenOf(await signUrlOf(camille));
    const res = await sign(camille, token, { fullName: 'Camille Durand', consent: true, textSha256: sha256(fr.texts.fr_FR) });
    expect(res.statusCode, res.body).toBe(200);
    const [record] = await signaturesOf(camille.id);
    expect(record).toMatchObject({ version: 'FR-2026-01', countryId: 'FR', textSha256: sha256(fr.texts.fr_FR) });
    expect((await me(t.app, camille)).worker.latestAgreementVersion).toBe('FR-2026-01');
  });

  it('refuses a text other than the one in force (409 AGREEMENT_CHANGED)', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const res = await sign(ada, token, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(`${uk.texts.en_GB} `) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('AGREEMENT_CHANGED');
    expect(await signaturesOf(ada.id)).toHaveLength(0);
    expect((await me(t.app, ada)).worker.signedLatestAgreement).toBe(false);
  });

  it('needs a typed name and the explicit consent', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const hash = sha256(uk.texts.en_GB);
    const noConsent = await sign(ada, token, { fullName: 'Ada Lovelace', consent: false, textSha256: hash });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/consent', code: 'FORM_ERROR_MUST_ACCEPT' }] });
    const blankName = await sign(ada, token, { fullName: '   ', consent: true, textSha256: hash });
    expect(blankName.json().details).toEqual([{ path: '/fullName', code: 'FORM_ERROR_REQUIRED' }]);
    const nothing = await sign(ada, token, {});
    expect(nothing.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['/consent', '/fullName', '/textSha256']);
    expect(await signaturesOf(ada.id)).toHaveLength(0);
  });

  it("refuses a name that is not the signer's own, storing nothing; case and accents aside it signs", async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    const hash = sha256(uk.texts.en_GB);
    for (const fullName of ['Mickey Mouse', 'Ada', 'Ada Lovelace Byron', 'x']) {
      const res = await sign(ada, token, { fullName, consent: true, textSha256: hash });
      expect(res.statusCode, fullName).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/fullName', code: 'SIGNING_NAME_MISMATCH' }] });
    }
    expect(await signaturesOf(ada.id)).toHaveLength(0);
    expect((await me(t.app, ada)).worker.signedLatestAgreement).toBe(false);
    const res = await sign(ada, token, { fullName: 'ADA  lovelàce', consent: true, textSha256: hash });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signaturesOf(ada.id)).toHaveLength(1);
  });

  it('refuses a signer whose e-mail address is no longer verified (403)', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    // The address changed after the page was opened: it must be verified again.
    await t.app.db.update(workers).set({ verifiedEmail: false }).where(eq(workers.id, ada.id));
    const res = await sign(ada, token, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('EMAIL_NOT_VERIFIED');
    expect(await signaturesOf(ada.id)).toHaveLength(0);
  });

  it('refuses a declined applicant', async () => {
    const ada = await signer();
    const token = tokenOf(await signUrlOf(ada));
    await t.app.db.update(workerApplications).set({ status: 'declined' }).where(eq(workerApplications.workerId, ada.id));
    const res = await sign(ada, token, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('WRONG_APPLICATION_STAGE');
  });
});

describe('GET /api/agreement', () => {
  it('shows the version in force, unsigned, to an applicant who has not signed', async () => {
    const ada = await signer();
    const res = await t.app.inject({ url: '/api/agreement?language=fr_FR', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: 'UK-2026-01',
      language: 'fr_FR',
      text: uk.texts.fr_FR,
      textSha256: sha256(uk.texts.fr_FR),
      effectiveFrom: '2026-01-01',
      signed: false,
      signedAt: null,
      signedVersion: null,
      lastSignature: null,
    });
  });
});

describe('GET /api/agreement for a worker who signed before this portal kept records', () => {
  it('trusts the worker\'s own flags for the version in force', async () => {
    const imported = await signer();
    await t.app.db
      .update(workers)
      .set({ signedLatestAgreement: true, latestAgreementVersion: 'UK-2026-01', active: true })
      .where(eq(workers.id, imported.id));
    const res = await t.app.inject({ url: '/api/agreement', headers: imported.headers });
    expect(res.json()).toMatchObject({ version: 'UK-2026-01', signed: true, signedAt: null, signedVersion: 'UK-2026-01' });
    expect((await signatureRequest(imported)).json().alreadySigned).toBe(true);
  });
});

describe('a new version or a changed text', () => {
  const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

  async function restartWith(agreementsDir: string) {
    await t.app.close();
    const { set } = await loadRegionDir(path.join(repoRoot, 'regions'));
    const app = await buildApp({
      compilers,
      database: t.database,
      regions: set!,
      appEnv: 'production',
      agreementsDir,
      authRateLimits: { perIp: { max: 10_000 }, perEmailAndIp: { max: 10_000 }, perEmail: { max: 10_000 } },
    });
    await app.ready();
    const database = t.database;
    t = {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
    return app;
  }

  it('refuses a signature started before the text was edited, and asks every signer to sign a new version', async () => {
    const signedEarlier = await signer();
    const early = tokenOf(await signUrlOf(signedEarlier));
    expect((await sign(signedEarlier, early, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) })).statusCode).toBe(200);
    const midway = await signer();
    const opened = tokenOf(await signUrlOf(midway));

    // Someone edits the text of the version in force (what the README forbids) ...
    const edited = editedAgreements((dir) => {
      const file = path.join(dir, 'UK', 'UK-2026-01.json');
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as AgreementFile;
      data.texts.en_GB = data.texts.en_GB.replace('seven days', 'three days');
      writeJson(file, data);
    });
    try {
      await restartWith(edited.dir);
      const res = await sign(midway, opened, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('AGREEMENT_CHANGED');
    } finally {
      edited.remove();
    }

    // ... then publishes a new version from yesterday, and one for next year.
    const newer = editedAgreements((dir) => {
      writeJson(path.join(dir, 'UK', 'UK-NEW.json'), { ...uk, version: 'UK-NEW', effectiveFrom: isoDay(-1) });
      writeJson(path.join(dir, 'UK', 'UK-FUTURE.json'), { ...uk, version: 'UK-FUTURE', effectiveFrom: isoDay(365) });
    });
    try {
      await restartWith(newer.dir);
      expect((await me(t.app, signedEarlier)).worker).toMatchObject({ signedLatestAgreement: false, latestAgreementVersion: 'UK-2026-01' });
      const view = await t.app.inject({ url: '/api/agreement', headers: signedEarlier.headers });
      expect(view.json()).toMatchObject({ version: 'UK-NEW', signed: false, signedVersion: 'UK-2026-01' });
      const stale = await sign(midway, opened, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) });
      expect(stale.json().error).toBe('AGREEMENT_CHANGED');

      const request = await signatureRequest(signedEarlier);
      expect(request.json()).toMatchObject({ version: 'UK-NEW', alreadySigned: false });
      const res = await sign(signedEarlier, tokenOf(request.json().signURL.embedded.sign_url), {
        fullName: 'Ada Lovelace',
        consent: true,
        textSha256: sha256(uk.texts.en_GB),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(t.app, signedEarlier)).worker).toMatchObject({ signedLatestAgreement: true, latestAgreementVersion: 'UK-NEW' });
      expect((await signaturesOf(signedEarlier.id)).map((s) => s.version).sort()).toEqual(['UK-2026-01', 'UK-NEW']);
    } finally {
      newer.remove();
    }
  });
});

describe('the agreement texts in content/agreements', () => {
  it('has a version for UK, FR and AT, each in English, French and German, with 10 to 15 clauses', async () => {
    const { catalogue, problems } = await loadAgreementDir(contentDir);
    expect(problems).toEqual([]);
    for (const country of ['UK', 'FR', 'AT']) {
      const latest = catalogue!.latest(country, new Date().toISOString().slice(0, 10));
      expect(latest?.version).toMatch(new RegExp(`^${country}-`));
      for (const language of ['en_GB', 'fr_FR', 'de_AT'] as const) {
        const clauses = latest!.texts[language].split('\n\n').filter((paragraph) => /^\d+\. /.test(paragraph));
        expect(clauses.length, `${country} ${language}`).toBeGreaterThanOrEqual(10);
        expect(clauses.length, `${country} ${language}`).toBeLessThanOrEqual(15);
      }
    }
  });

  it('names the file and the mistake, and the server refuses to start on one', async () => {
    const broken = editedAgreements((dir) => {
      writeJson(path.join(dir, 'FR', 'UK-2026-02.json'), { ...uk, version: 'UK-2026-02', effectiveFrom: '2026-02-01' });
      const { de_AT: _dropped, ...twoLanguages } = fr.texts;
      writeJson(path.join(dir, 'FR', 'FR-2026-03.json'), { ...fr, version: 'FR-2026-03', effectiveFrom: '2026-03-01', texts: twoLanguages });
      writeJson(path.join(dir, 'AT', 'AT-SAME-DAY.json'), { ...readAgreement('AT/AT-2026-01.json'), version: 'AT-SAME-DAY' });
      fs.writeFileSync(path.join(dir, 'UK', 'UK-BROKEN.json'), '{ "version": ');
    });
    try {
      const { catalogue, problems } = await loadAgreementDir(broken.dir);
      expect(catalogue).toBeNull();
      const byFile = (file: string) => problems.filter((p) => p.file === file).map((p) => p.message).join(' | ');
      expect(byFile('FR/UK-2026-02.json')).toMatch(/does not match its folder "FR"/);
      expect(byFile('FR/FR-2026-03.json')).toMatch(/de_AT/);
      expect(byFile('AT/AT-SAME-DAY.json')).toMatch(/same day/);
      expect(byFile('UK/UK-BROKEN.json')).toMatch(/not valid JSON/);

      const { set } = await loadRegionDir(path.join(repoRoot, 'regions'));
      await expect(
        buildApp({ database: t.database, regions: set!, appEnv: 'production', agreementsDir: broken.dir }),
      ).rejects.toThrow(/FR\/UK-2026-02\.json/);
    } finally {
      broken.remove();
    }
  });
});

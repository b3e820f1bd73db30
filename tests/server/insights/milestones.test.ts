/**
 * The funnel's milestones are recorded as an application advances (issue 29): the sign-up, the test started and
 * passed, then the basic information, the agreement signed, each once, at its best known time, with the cohort
 * and scope of the person; a student is not in the funnel.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekOf } from '../../../engine/insights/funnel';
import { applicationMilestones, workers } from '../../../server/platform/db/schema';
import { recordMilestones } from '../../../server/insights/milestones';
import { repoRoot, type TestApp } from '../app-harness';
import {
  createScreeningApp,
  readyForAgreement,
  sendAnswers,
  signUpApplicant,
  startTest,
  testAnswers,
  verifyEmail,
  type TestAnswers,
} from '../screening/applicants';

let t: TestApp;
let london: TestAnswers;

beforeAll(async () => {
  t = await createScreeningApp();
  london = await testAnswers(t.app, 'UK-LONDON');
});
afterAll(async () => {
  await t?.close();
});

const milestonesOf = (workerId: string) =>
  t.app.db.select().from(applicationMilestones).where(eq(applicationMilestones.workerId, workerId)).orderBy(asc(applicationMilestones.reachedAt));
const stepsOf = async (workerId: string) => (await milestonesOf(workerId)).map((m) => m.step).sort();

describe('recording as the application moves', () => {
  it('sign-up, test started, test passed, then the agreement signed (basic information with it)', async () => {
    const ada = await signUpApplicant(t.app);
    const [signedUp] = await milestonesOf(ada.id);
    const [worker] = await t.app.db.select().from(workers).where(eq(workers.id, ada.id));
    expect(signedUp).toMatchObject({
      step: 'signedUp',
      reachedAt: worker.createdAt,
      cohortWeek: weekOf(worker.createdAt),
      countryId: 'UK',
      cityId: 'UK-LONDON',
      environment: 'production',
    });
    expect(signedUp.verticalIds).toEqual(worker.verticalIds);

    expect((await startTest(t.app, ada)).statusCode).toBe(200);
    expect(await stepsOf(ada.id)).toEqual(['signedUp', 'testStarted']);

    const sent = await sendAnswers(t.app, ada, london.withCorrect(london.questions.length));
    expect(sent.statusCode, sent.body).toBe(202);
    await t.app.screeningJobs.runScheduledNow();
    expect(await stepsOf(ada.id)).toEqual(['signedUp', 'testPassed', 'testStarted']);

    await readyForAgreement(t.app, ada);
    await verifyEmail(t.app, ada);
    const signUrl = (await t.app.inject({ url: '/api/signature-request', headers: ada.headers })).json().signURL.embedded.sign_url as string;
    const text = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'content/agreements/UK/UK-2026-01.json'), 'utf8')) as { texts: { en_GB: string } }).texts.en_GB;
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/signature-requests/${signUrl.replace(/^\/sign\//, '')}/sign`,
      headers: ada.headers,
      payload: { fullName: worker.name ?? '', consent: true, textSha256: createHash('sha256').update(text, 'utf8').digest('hex') },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const rows = await milestonesOf(ada.id);
    // A later step implies the ones before: no session was offered to book, the details are in.
    expect(rows.map((m) => m.step)).toEqual(['signedUp', 'testStarted', 'testPassed', 'basicInfoDone', 'onboardingBooked', 'agreementSigned']);
    for (let i = 1; i < rows.length; i++) expect(rows[i].reachedAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1].reachedAt.getTime());
  });

  it('each step once, at its first reaching: recording again changes nothing', async () => {
    const bob = await signUpApplicant(t.app);
    const before = await milestonesOf(bob.id);
    await recordMilestones(t.app.deps, bob.id, new Date(Date.now() + 86_400_000));
    expect(await milestonesOf(bob.id)).toEqual(before);
  });

  it('a failed test: started, never passed', async () => {
    const cy = await signUpApplicant(t.app);
    await startTest(t.app, cy);
    expect((await sendAnswers(t.app, cy, london.withCorrect(0))).statusCode).toBe(202);
    await t.app.screeningJobs.runScheduledNow();
    expect(await stepsOf(cy.id)).toEqual(['signedUp', 'testStarted']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { loadRegionDir } from '../../../server/platform/regions/load-region-dir';
import { screeningResponses, workerApplications } from '../../../server/platform/db/schema';
import { compilers, type TestApp } from '../app-harness';
import {
  applicationStatus,
  createScreeningApp,
  me,
  REGIONS_WITH_VIENNA_OPEN,
  sendAnswers,
  signUpApplicant,
  startTest,
  testAnswers,
  type Applicant,
  type TestAnswers,
} from '../screening/applicants';
import { londonAnswers, parisAnswers, viennaAnswers } from '../../fixtures/signup-answers';
import { editedRegions } from '../../fixtures/edited-regions';

let t: TestApp;
let regions: ReturnType<typeof editedRegions>;
let london: TestAnswers;

beforeAll(async () => {
  // Only the UK runs the new sign-up flow (screening test first); the verdicts of FR and AT
  // (minimum score 0) are checked with the flow switched on there too, as ops could.
  regions = editedRegions({
    ...REGIONS_WITH_VIENNA_OPEN,
    'FR.json': (data) => {
      (data.keyValues as Record<string, unknown>).newSignupFlowEnabled = true;
    },
    'AT.json': (data) => {
      (data.keyValues as Record<string, unknown>).newSignupFlowEnabled = true;
    },
  });
  t = await createScreeningApp({ regionsDir: regions.dir });
  london = await testAnswers(t.app, 'UK-LONDON');
});
afterAll(async () => {
  await t.close();
  regions.remove();
});

async function responsesOf(workerId: string) {
  return t.app.db.select().from(screeningResponses).where(eq(screeningResponses.workerId, workerId));
}

/** Starts the test, sends the answers and lets the scoring job run. */
async function takeTest(applicant: Applicant, answers: Record<string, string>, cityId = 'UK-LONDON') {
  expect((await startTest(t.app, applicant)).statusCode).toBe(200);
  const sent = await sendAnswers(t.app, applicant, answers, cityId);
  expect(sent.statusCode, sent.body).toBe(202);
  await t.app.screeningJobs.runScheduledNow();
  return (await me(t.app, applicant)).worker.application!;
}

describe('the screening test, in the order of the journey (UK-LONDON, minimum 14)', () => {
  it('refuses answers before the start, starts once, scores a pass and moves to interview', async () => {
    const ada = await signUpApplicant(t.app);
    expect(await applicationStatus(t.app, ada)).toBe('submitted');

    const early = await sendAnswers(t.app, ada, london.withCorrect(10));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('WRONG_STAGE');
    expect(await responsesOf(ada.id)).toHaveLength(0);

    const started = await startTest(t.app, ada);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().application).toMatchObject({ status: 'in-review', lastSubmittedScreeningQuestionnaireAt: null });
    // A reload of the pre-screening page starts again: same answer, nothing changes.
    const again = await startTest(t.app, ada);
    expect(again.statusCode).toBe(200);
    expect(again.json().application.status).toBe('in-review');

    const answers = london.withCorrect(8);
    const sent = await sendAnswers(t.app, ada, answers);
    expect(sent.statusCode, sent.body).toBe(202);
    const submitted = sent.json().application;
    expect(submitted.status).toBe('in-review');
    expect(Date.now() - Date.parse(submitted.lastSubmittedScreeningQuestionnaireAt)).toBeLessThan(60_000);
    // Waiting for the score: the results are not there yet.
    expect((await t.app.screeningJobs.pending()).map((job) => job.workerId)).toContain(ada.id);
    const waiting = await t.app.inject({ url: `/api/forms/competency-test/responses?user_id=${ada.id}`, headers: ada.headers });
    expect(waiting.json()).toEqual({ score: null, answers });

    await t.app.screeningJobs.runScheduledNow();
    const application = (await me(t.app, ada)).worker.application!;
    expect(application).toMatchObject({
      status: 'interview',
      lastScreeningQuestionnaireScore: 8 * london.pointsEach,
      lastScreeningQuestionnaireResult: 'passed',
      lastScreeningQuestionnaireFailReason: null,
    });
    const scored = await t.app.inject({ url: `/api/forms/competency-test/responses?user_id=${ada.id}`, headers: ada.headers });
    expect(scored.json()).toEqual({ score: 16, answers });
    const [row] = await responsesOf(ada.id);
    expect(row.scoredAt).toBeInstanceOf(Date);
  });

  it('refuses a second submission and a restart after the answers (409), keeping the first answers', async () => {
    const ben = await signUpApplicant(t.app);
    await startTest(t.app, ben);
    expect((await sendAnswers(t.app, ben, london.withCorrect(9))).statusCode).toBe(202);

    const twice = await sendAnswers(t.app, ben, london.withCorrect(10));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('ALREADY_SUBMITTED');
    const restart = await startTest(t.app, ben);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().error).toBe('WRONG_STAGE');

    await t.app.screeningJobs.runScheduledNow();
    expect((await me(t.app, ben)).worker.application!.lastScreeningQuestionnaireScore).toBe(18);
    // Passed: the test is behind them (the access table's competencyTest area is the test stage).
    const afterScore = await sendAnswers(t.app, ben, london.withCorrect(10));
    expect(afterScore.statusCode).toBe(403);
    expect(afterScore.json().error).toBe('WRONG_APPLICATION_STAGE');
    expect(await responsesOf(ben.id)).toHaveLength(1);
  });

  it('stores one submission when two arrive at once (a double click)', async () => {
    const cleo = await signUpApplicant(t.app);
    await startTest(t.app, cleo);
    const [first, second] = await Promise.all([
      sendAnswers(t.app, cleo, london.withCorrect(10)),
      sendAnswers(t.app, cleo, london.withCorrect(10)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    expect(await responsesOf(cleo.id)).toHaveLength(1);
  });

  it('validates the answers with the form: every question, only its options, nothing else', async () => {
    const dan = await signUpApplicant(t.app);
    await startTest(t.app, dan);
    const answers = london.withCorrect(10);
    const [firstQuestion, secondQuestion] = london.questions;
    const { [firstQuestion]: _left, ...missingOne } = answers;
    const res = await sendAnswers(t.app, dan, { ...missingOne, [secondQuestion]: 'whateverYouLike', bonus: 'yes' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: `/${firstQuestion}`, code: 'FORM_ERROR_REQUIRED' },
        expect.objectContaining({ path: `/${secondQuestion}`, code: 'FORM_ERROR_INVALID_OPTION' }),
        { path: '/bonus', code: 'FORM_ERROR_UNKNOWN_FIELD' },
      ]),
    );
    expect(await responsesOf(dan.id)).toHaveLength(0);
    expect((await me(t.app, dan)).worker.application!.lastSubmittedScreeningQuestionnaireAt).toBeNull();
  });

  it('declines a score of exactly the minimum and below as "Low score"', async () => {
    const exactly = await takeTest(await signUpApplicant(t.app), london.withCorrect(7));
    expect(exactly).toMatchObject({
      status: 'declined',
      lastScreeningQuestionnaireScore: 14,
      lastScreeningQuestionnaireResult: 'failed',
      lastScreeningQuestionnaireFailReason: 'Low score',
    });
    const low = await takeTest(await signUpApplicant(t.app), london.withCorrect(2));
    expect(low).toMatchObject({ status: 'declined', lastScreeningQuestionnaireScore: 4, lastScreeningQuestionnaireFailReason: 'Low score' });
  });

  it('scores with the applicant\'s own region whatever city the query names', async () => {
    const eve = await signUpApplicant(t.app);
    // Paris would pass 2 points (minimum 0); London needs more than 14.
    const application = await takeTest(eve, london.withCorrect(1), 'FR-PARIS');
    expect(application).toMatchObject({ status: 'declined', lastScreeningQuestionnaireFailReason: 'Low score' });
  });
});

describe('the verdict per region and sign-up answers', () => {
  it('declines an applicant flagged "Not enough experience" at sign-up, even with a perfect score', async () => {
    const lena = await signUpApplicant(t.app, { ...viennaAnswers, hoursOfExperience: 'under-50' });
    expect((await me(t.app, lena)).worker.application!.lastScreeningQuestionnaireFailReason).toBe('Not enough experience');
    const vienna = await testAnswers(t.app, 'AT-VIENNA');
    const application = await takeTest(lena, vienna.withCorrect(vienna.questions.length), 'AT-VIENNA');
    expect(application).toMatchObject({
      status: 'declined',
      lastScreeningQuestionnaireScore: vienna.questions.length * vienna.pointsEach,
      lastScreeningQuestionnaireFailReason: 'Not enough experience',
    });
  });

  it('passes FR and AT applicants with any score above 0, and declines 0', async () => {
    const paris = await testAnswers(t.app, 'FR-PARIS');
    const camille = await takeTest(await signUpApplicant(t.app, parisAnswers), paris.withCorrect(1), 'FR-PARIS');
    expect(camille).toMatchObject({ status: 'interview', lastScreeningQuestionnaireScore: 2, lastScreeningQuestionnaireFailReason: null });
    const zero = await takeTest(await signUpApplicant(t.app, parisAnswers), paris.withCorrect(0), 'FR-PARIS');
    expect(zero).toMatchObject({ status: 'declined', lastScreeningQuestionnaireScore: 0, lastScreeningQuestionnaireFailReason: 'Low score' });

    const vienna = await testAnswers(t.app, 'AT-VIENNA');
    const lukas = await takeTest(await signUpApplicant(t.app, viennaAnswers), vienna.withCorrect(1), 'AT-VIENNA');
    expect(lukas).toMatchObject({ status: 'interview', lastScreeningQuestionnaireScore: 2 });
  });

  it('records the score but keeps an operator\'s decision taken while the score was pending', async () => {
    const fay = await signUpApplicant(t.app);
    await startTest(t.app, fay);
    await sendAnswers(t.app, fay, london.withCorrect(10));
    await t.app.db.update(workerApplications).set({ status: 'declined' }).where(eq(workerApplications.workerId, fay.id));
    await t.app.screeningJobs.runScheduledNow();
    expect((await me(t.app, fay)).worker.application).toMatchObject({ status: 'declined', lastScreeningQuestionnaireScore: 20 });
  });
});

describe('GET /api/forms/{formId}/responses', () => {
  it('answers only the applicant themself', async () => {
    const owner = await signUpApplicant(t.app);
    const other = await signUpApplicant(t.app);
    await startTest(t.app, owner);
    await sendAnswers(t.app, owner, london.withCorrect(10));

    const res = await t.app.inject({ url: `/api/forms/competency-test/responses?user_id=${owner.id}`, headers: other.headers });
    // Another person's answers answer as if there were none (404), never "they exist but are not yours".
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NO_RESPONSES');
    const anonymous = await t.app.inject({ url: `/api/forms/competency-test/responses?user_id=${owner.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says when there is nothing yet, or no such form', async () => {
    const fresh = await signUpApplicant(t.app);
    const none = await t.app.inject({ url: `/api/forms/competency-test/responses?user_id=${fresh.id}`, headers: fresh.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('NO_RESPONSES');
    const unknown = await t.app.inject({ url: `/api/forms/horoscope/responses?user_id=${fresh.id}`, headers: fresh.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('UNKNOWN_FORM');
    const noUser = await t.app.inject({ url: '/api/forms/competency-test/responses', headers: fresh.headers });
    expect(noUser.statusCode).toBe(400);
  });
});

describe('the scoring job', () => {
  it('runs by itself a moment after the answers, as the polling screen expects', async () => {
    const quick = await createScreeningApp({ regionsDir: regions.dir, screeningScoringDelayMs: 50 });
    try {
      const gus = await signUpApplicant(quick.app, londonAnswers);
      await startTest(quick.app, gus);
      await sendAnswers(quick.app, gus, london.withCorrect(10));
      expect(await applicationStatus(quick.app, gus)).toBe('in-review');
      let status = 'in-review';
      for (let polls = 0; polls < 100 && status === 'in-review'; polls++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await applicationStatus(quick.app, gus);
      }
      expect(status).toBe('interview');
    } finally {
      await quick.close();
    }
  });

  it('scores after a restart the answers a stopped server left unscored: the job is in the database', async () => {
    const first = await createScreeningApp({ regionsDir: regions.dir });
    const hana = await signUpApplicant(first.app, londonAnswers);
    await startTest(first.app, hana);
    await sendAnswers(first.app, hana, london.withCorrect(10));
    // The process stops before the job is due: the job stays with the answers.
    await first.app.close();

    const { set } = await loadRegionDir(regions.dir);
    const restarted = await buildApp({ compilers, database: first.database, regions: set!, appEnv: 'production', screeningScoringDelayMs: 60_000 });
    try {
      await restarted.ready();
      expect((await restarted.screeningJobs.pending()).map((job) => job.workerId)).toEqual([hana.id]);
      await restarted.screeningJobs.runScheduledNow();
      expect(await applicationStatus(restarted, hana)).toBe('interview');
    } finally {
      await restarted.close();
      await first.database.close();
    }
    // Two apps and a fresh database: slow on a busy two-core machine.
  }, 60_000);
});

/**
 * Applicants for the screening-test and agreement tests: signed up through POST /api/signup
 * (the accounts fixtures build the payload the browser sends), answers of the real
 * `competency-test` form, the e-mail verified through the link of the sign-up mail.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { SignupFormData } from '../../../engine/generated/forms/signup';
import type { ScreeningAnswerKey } from '../../../engine/rules/screening-score';
import { workerApplications, workers } from '../../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, lastMailTo, RELAXED_LIMITS, signUpAs, tokenInMail } from '../auth/account-fixtures';
import { editedRegions } from '../../fixtures/edited-regions';
import { londonAnswers } from '../../fixtures/signup-answers';

export { bearer };

/**
 * Vienna is open for sign-up but takes no bookings (R§9: AT has no verticals yet); the tests
 * open massage there the way operations would, by editing its file.
 */
export const REGIONS_WITH_VIENNA_OPEN = {
  'AT-VIENNA.json': (data: Record<string, unknown>) => {
    (data.city as { openForSignup: boolean }).openForSignup = true;
    (data.keyValues as { allowedVerticalGroups: string[] }).allowedVerticalGroups = ['massage'];
  },
};

export function regionsWithViennaOpen() {
  return editedRegions(REGIONS_WITH_VIENNA_OPEN);
}

/** An app whose scoring jobs never fire on their own: tests run them with runScheduledNow(). */
export function createScreeningApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  return createTestApp({ authRateLimits: RELAXED_LIMITS, screeningScoringDelayMs: 60 * 60 * 1000, ...opts });
}

let counter = 0;

export interface Applicant {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** Signs up with these answers and a fresh e-mail address. */
export async function signUpApplicant(app: FastifyInstance, answers: SignupFormData = londonAnswers): Promise<Applicant> {
  counter += 1;
  const email = `applicant${counter}.${answers.city_id.toLowerCase()}@example.com`;
  const session = await signUpAs(app, { ...answers, email });
  return { id: session.worker.id, email, token: session.token, headers: bearer(session.token) };
}

export async function me(app: FastifyInstance, applicant: Applicant): Promise<SessionResponse> {
  const res = await app.inject({ url: '/api/me', headers: applicant.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionResponse;
}

export async function applicationStatus(app: FastifyInstance, applicant: Applicant) {
  return (await me(app, applicant)).worker.application!.status;
}

/** The applicant opens the verification link of their sign-up mail. */
export async function verifyEmail(app: FastifyInstance, applicant: Applicant): Promise<void> {
  const mail = await lastMailTo(app.db, applicant.email, { waitMs: 2000 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/one-time-login',
    payload: { token: tokenInMail(mail.text, '/verify-email') },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Past the test and the basic information, an operator marked the onboarding successful:
 * the applicant is at the agreement step (W§4).
 */
export async function readyForAgreement(app: FastifyInstance, applicant: Applicant): Promise<void> {
  await app.db
    .update(workers)
    .set({ residentialAddress1: '12 Leman Street', residentialPostcode: 'E1 8EN', residentialCity: 'London' })
    .where(eq(workers.id, applicant.id));
  await app.db
    .update(workerApplications)
    .set({ status: 'successful', lastSubmittedScreeningQuestionnaireAt: new Date(), lastScreeningQuestionnaireScore: 18 })
    .where(eq(workerApplications.workerId, applicant.id));
}

// ----------------------------------------------------------------------------------------------
// Answers of the competency-test form
// ----------------------------------------------------------------------------------------------

export interface TestAnswers {
  /** Answers with exactly `correct` questions right (the others a wrong option of the form). */
  withCorrect(correct: number): Record<string, string>;
  /** Points per correct answer, and the number of questions. */
  pointsEach: number;
  questions: string[];
}

export async function testAnswers(app: FastifyInstance, cityId: string): Promise<TestAnswers> {
  const key = app.regions.resolve({ city_id: cityId }).keyValues.screeningTestAnswerKey as ScreeningAnswerKey;
  const composed = await app.forms.compose('competency-test', { city_id: cityId });
  const properties = composed.schema.properties as Record<string, { enum: string[] }>;
  const questions = Object.keys(properties);
  const right = (question: string) => Object.entries(key[question]).sort((a, b) => b[1] - a[1])[0][0];
  const wrong = (question: string) => properties[question].enum.find((option) => !(key[question]?.[option] > 0))!;
  const pointsEach = key[questions[0]][right(questions[0])];
  return {
    questions,
    pointsEach,
    withCorrect: (correct) =>
      Object.fromEntries(questions.map((question, i) => [question, i < correct ? right(question) : wrong(question)])),
  };
}

export function startTest(app: FastifyInstance, applicant: Applicant) {
  return app.inject({ method: 'POST', url: '/api/competency-test/start', headers: applicant.headers });
}

export function sendAnswers(app: FastifyInstance, applicant: Applicant, answers: unknown, cityId = 'UK-LONDON') {
  return app.inject({
    method: 'POST',
    url: `/api/competency-test/answers?city_id=${cityId}`,
    headers: applicant.headers,
    payload: answers as object,
  });
}

/**
 * Applicants for the almost-there tests (vertical status, onboarding, documents): created through
 * `POST /api/signup` with the payload the browser makes from the sign-up form's answers, then
 * moved along the journey the way the server would (the scoring job sets `interview`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignupFormData } from '../../engine/generated/forms/signup';
import { signupPayloadFromForm, type SignupContext } from '../../engine/signup/signup-payload';
import { workerApplications, workers } from '../../server/platform/db/schema';
import { londonAnswers } from '../fixtures/signup-answers';

/** No test of these routes reaches the sign-up rate limits. */
export const RELAXED_LIMITS = { perIp: { max: 10_000 }, perEmailAndIp: { max: 10_000 }, perEmail: { max: 10_000 } };

/** A London masseuse who works weekdays only (a low-demand profile in London). */
export const londonMasseuse: SignupFormData = {
  ...londonAnswers,
  massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE'],
  workPeriods: ['weekdays'],
};

export const parisMasseuse: SignupFormData = {
  ...londonMasseuse,
  city_id: 'FR-PARIS',
  firstName: 'Camille',
  lastName: 'Durand',
  mobile: '+33 6 12 34 56 78',
  email: 'camille@example.fr',
};

let counter = 0;

export interface Applicant {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** Signs up an applicant with these answers (a fresh e-mail each time unless given). */
export async function signUpApplicant(app: FastifyInstance, answers: Partial<SignupFormData> = {}): Promise<Applicant> {
  counter += 1;
  const form = { ...londonMasseuse, email: `applicant${counter}-${Date.now()}@example.com`, ...answers } as SignupFormData;
  const region = app.regions.resolve({ city_id: form.city_id });
  const payload = signupPayloadFromForm(form, {
    catalogues: region.catalogues as SignupContext['catalogues'],
    minimumHoursOfExperience: 50,
    now: new Date(),
  });
  const res = await app.inject({ method: 'POST', url: '/api/signup', payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { token: string; worker: { id: string } };
  return { id: body.worker.id, token: body.token, headers: { authorization: `Bearer ${body.token}` } };
}

/** What the scoring job does for a pass (status interview): the applicant is now on the almost-there page. */
export async function passScreening(app: FastifyInstance, workerId: string): Promise<void> {
  await app.db
    .update(workerApplications)
    .set({ status: 'interview', lastSubmittedScreeningQuestionnaireAt: new Date(), lastScreeningQuestionnaireScore: 18 })
    .where(eq(workerApplications.workerId, workerId));
}

/** An applicant past the screening test (status interview): at the basic-information step (W§4). */
export async function signUpPastTest(app: FastifyInstance, answers: Partial<SignupFormData> = {}): Promise<Applicant> {
  const applicant = await signUpApplicant(app, answers);
  await passScreening(app, applicant.id);
  return applicant;
}

/** An operator moved the worker to another city. */
export async function moveToCity(app: FastifyInstance, workerId: string, cityId: string): Promise<void> {
  await app.db.update(workers).set({ cityId }).where(eq(workers.id, workerId));
}


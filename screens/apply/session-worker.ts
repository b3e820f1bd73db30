/*
 * Keeps the session store's worker in step with what the applicant journey's calls answer
 * (a started test, a saved address, a signature), so the route guards and the header decide
 * with the application as it now is.
 */
import type { Worker, WorkerApplication } from '../../engine/generated/api/session-response';
import type { MeResponse } from '../app/session/get-me';
import { applySession, sessionStore } from '../app/session/session-store';

/** A fresh GET/PUT /api/me answer. */
export function applyMe(me: MeResponse): void {
  applySession(me, { newSignupFlow: sessionStore.getState().newSignupFlow });
}

/** The worker with a new application (the answer of the test's start and answers calls). */
export function applyApplication(application: WorkerApplication): void {
  const state = sessionStore.getState();
  if (!state.worker) return;
  const worker: Worker = { ...state.worker, application };
  applySession(
    { worker, city: state.city, country: state.country, currency: state.currency ?? { textSymbol: '£' } },
    { newSignupFlow: state.newSignupFlow },
  );
}

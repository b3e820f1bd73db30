/**
 * The logged-in person as the access table sees them (engine/rules/access.ts): the stage of
 * their application with the same facts the screens decide with (the city's sign-up flow and
 * whether an offered onboarding session is still unbooked), their account state and flags.
 */
import { WORKER_FLAGS, regionSwitchesOf, type Viewer, type WorkerFlag } from '../../engine/rules/access';
import { applicationStage } from '../../engine/rules/application-stage';
import { studentProgress } from '../../engine/rules/student-progress';
import { workerJson } from '../platform/workers/worker-json';
import { workerRegion } from '../platform/workers/worker-region';
import { onboardingBookingPending } from '../onboarding/applicant-onboarding';
import type { RegionsService } from '../platform/plugins/regions';
import type { SessionWorker } from '../platform/auth/session-service';

export function sessionViewer(regions: RegionsService, worker: SessionWorker | null): Viewer {
  if (!worker) return null;
  if (worker.staffRole) return { kind: 'staff', role: worker.staffRole };
  if (worker.studentAccount) {
    return { kind: 'student', progress: studentProgress({ name: worker.name, mobile: worker.mobile, gender: worker.gender, education: worker.education }) };
  }
  const region = workerRegion(regions, worker);
  const stage = applicationStage(workerJson(worker, worker.application), {
    newSignupFlow: region.keyValues.newSignupFlowEnabled,
    onboardingBookingPending: onboardingBookingPending(region, worker),
  });
  const flags = Object.fromEntries(WORKER_FLAGS.map((flag) => [flag, worker[flag] === true])) as Record<WorkerFlag, boolean>;
  return { kind: 'practitioner', stage, active: worker.active, flags, switches: regionSwitchesOf(region.keyValues) };
}

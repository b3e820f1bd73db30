import type { Worker } from '../../../engine/generated/api/session-response';
import { applicationProgress } from '../../../engine/rules/application-progress';
import type { Viewer } from '../../../engine/rules/route-guard';
import { studentProgress } from '../../../engine/rules/student-progress';

/**
 * Who is looking at the portal, as the route guards see it (W§4, R§4): a student with their
 * progress through the basics, or a worker with the stage of their application. Null when
 * nobody is logged in.
 */
export function viewerOf(worker: Worker | null, options: { newSignupFlow: boolean }): Viewer {
  if (!worker) return null;
  if (worker.studentAccount) {
    return {
      kind: 'student',
      progress: studentProgress({ name: worker.name, mobile: worker.mobile, gender: worker.gender, education: worker.education }),
    };
  }
  return { kind: 'worker', progress: applicationProgress(worker, options) };
}

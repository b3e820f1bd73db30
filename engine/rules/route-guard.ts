/**
 * Who may open which page, and where everyone else goes (W§2 routing rules, W§6, R§2).
 * Pure: the router's guards call it on every navigation; the server has its own twin checks
 * for the API (a route handler never trusts the screens).
 */
import { APPLICATION_PROGRESS, stagePath, type ApplicationProgress } from './application-progress';
import type { StudentProgress } from './student-progress';

export type RouteAccess =
  /** Anyone (FAQ, token screens, plain /login). */
  | 'public'
  /** Visitors only: sign-up, (L)/login, forgot password, student sign-up and login. */
  | 'logged-out-only'
  /** Applicants until their application is done: test, almost there, agreement. */
  | 'apply-only'
  /** Outcome pages (/application-success, /application-declined): any logged-in worker. */
  | 'applicant-outcome'
  /** The worker area: bookings, statements, ... (done applications only). */
  | 'worker'
  /** Student pages (education perks, student info). */
  | 'student-only';

export type Viewer =
  | null
  | { kind: 'worker'; progress: ApplicationProgress }
  | { kind: 'student'; progress: StudentProgress };

/**
 * The application stages each apply-only page serves. The agreement can be signed once the
 * basic information is in (before the onboarding session itself: ops mark the application
 * successful afterwards, which with the signed version makes it done, W§4), so the signing
 * page serves both stages; the test page serves only the test.
 */
const APPLY_PAGE_STAGES: Record<string, readonly ApplicationProgress[]> = {
  '/competency-test': [APPLICATION_PROGRESS.TEST],
  '/almost-there': [APPLICATION_PROGRESS.NOT_STARTED, APPLICATION_PROGRESS.BASIC_INFO, APPLICATION_PROGRESS.AGREEMENT],
  '/sign-agreement': [APPLICATION_PROGRESS.BASIC_INFO, APPLICATION_PROGRESS.AGREEMENT],
};

/** Where a logged-in person's home is. */
export function homePath(viewer: Viewer): string {
  if (!viewer) return '/';
  // Students land on the education portal (R§2 "Student login goes to /education").
  if (viewer.kind === 'student') return '/education';
  return stagePath(viewer.progress) ?? '/bookings';
}

/**
 * The path to send the viewer to instead, or null to show the page. `path` is the page asked
 * for (without language slug), so a stage page does not redirect to itself.
 */
export function guardRoute(access: RouteAccess, viewer: Viewer, path: string): string | null {
  const go = (target: string) => (target === path ? null : target);
  switch (access) {
    case 'public':
      return null;
    case 'logged-out-only':
      return viewer ? '/' : null;
    case 'student-only':
      if (!viewer || viewer.kind !== 'student') return '/';
      // Students fill their basics first (R§2).
      if (viewer.progress !== 'done' && path !== '/education/students-info') return '/education/students-info';
      return null;
    case 'applicant-outcome':
      return viewer?.kind === 'worker' ? null : '/';
    case 'apply-only': {
      if (!viewer || viewer.kind !== 'worker') return '/';
      if (viewer.progress === APPLICATION_PROGRESS.DONE) return '/';
      if (APPLY_PAGE_STAGES[path]?.includes(viewer.progress)) return null;
      return go(stagePath(viewer.progress) ?? '/');
    }
    case 'worker': {
      if (!viewer) return '/';
      if (viewer.kind === 'student') return go(homePath(viewer));
      const stage = stagePath(viewer.progress);
      return stage ? go(stage) : null;
    }
  }
}

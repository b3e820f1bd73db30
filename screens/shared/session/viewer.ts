/*
 * Who is looking at the portal, as the access table sees them (engine/rules/access.ts). Derived
 * from the session, never stored: the worker, their city's sign-up flow (GET /api/config) and
 * the session's `onboardingBookingPending` give the stage of the application
 * (engine/rules/application-stage.ts), exactly as the server derives it (server/accounts/session-viewer.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Worker } from '../../../engine/generated/api/session-response';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import type { LanguageId } from '../../../engine/regions/types';
import { WORKER_FLAGS, regionSwitchesOf, type RegionSwitches, type Viewer, type WorkerFlag } from '../../../engine/rules/access';
import { applicationStage } from '../../../engine/rules/application-stage';
import { isLanguageId } from '../../../engine/rules/language';
import { studentProgress } from '../../../engine/rules/student-progress';
import { getConfigQueryOptions, useConfig, type ConfigScope } from '../api/get-config';
import { getMeQueryOptions, useMe, type MeResponse } from './get-me';

/** The region whose switches decide a worker's stage: their city, else their country (as the server falls back). */
export function configScopeOf(worker: Pick<Worker, 'city_id' | 'country_id' | 'studentAccount' | 'staffRole'>): ConfigScope | null {
  // A student's progress (and a staff account) does not depend on any region switch.
  if (worker.studentAccount || worker.staffRole) return null;
  if (worker.city_id) return { city_id: worker.city_id };
  if (worker.country_id) return { country_id: worker.country_id };
  return null;
}

/** The city runs the new sign-up flow (screening test first, W§4). */
export function newSignupFlowOf(config: ConfigResponse | undefined): boolean {
  return config?.keyValues.newSignupFlowEnabled === true;
}

/** The facts of the person's region the viewer depends on (GET /api/config); unknown switches count as on. */
export interface RegionFacts {
  newSignupFlow: boolean;
  switches?: RegionSwitches;
}

export function regionFactsOf(config: ConfigResponse | undefined): RegionFacts {
  return { newSignupFlow: newSignupFlowOf(config), switches: regionSwitchesOf(config?.keyValues) };
}

export function viewerOf(me: MeResponse | null, facts: RegionFacts): Viewer {
  if (!me) return null;
  const { worker } = me;
  if (worker.staffRole) return { kind: 'staff', role: worker.staffRole };
  if (worker.studentAccount) {
    return {
      kind: 'student',
      progress: studentProgress({ name: worker.name, mobile: worker.mobile, gender: worker.gender, education: worker.education }),
    };
  }
  const stage = applicationStage(worker, { newSignupFlow: facts.newSignupFlow, onboardingBookingPending: me.onboardingBookingPending });
  const flags = Object.fromEntries(WORKER_FLAGS.map((flag) => [flag, worker[flag] === true])) as Record<WorkerFlag, boolean>;
  return { kind: 'practitioner', stage, active: worker.active, flags, switches: facts.switches ?? regionSwitchesOf(undefined) };
}

/**
 * The viewer for the root loader, before anything renders: the session (GET /api/me, once per
 * page load) and the city's configuration, both through the query cache. A session that cannot
 * be asked for (offline, 5xx) shows the page as logged out for now; the next navigation asks again.
 */
export async function loadViewer(queryClient: QueryClient): Promise<Viewer> {
  let me: MeResponse | null;
  try {
    me = await queryClient.ensureQueryData(getMeQueryOptions());
  } catch {
    return null;
  }
  const scope = me ? configScopeOf(me.worker) : null;
  let config: ConfigResponse | undefined;
  if (scope) {
    try {
      config = await queryClient.ensureQueryData(getConfigQueryOptions(scope));
    } catch {
      // Asked again at the next navigation; meanwhile the older flow's stages are the safer guess
      // and the server refuses what a region switch turns off.
    }
  }
  return viewerOf(me, regionFactsOf(config));
}

/** The viewer in a component (undefined until the session is known). */
export function useViewer(): Viewer | undefined {
  const me = useMe();
  const config = useConfig(me.data ? configScopeOf(me.data.worker) : null);
  if (me.data === undefined) return undefined;
  return viewerOf(me.data, regionFactsOf(config.data));
}

/** The logged-in person's portal language, for the language decision (URL, cookie, profile, browser). */
export function profileLanguageOf(me: MeResponse | null | undefined): LanguageId | null {
  const language = me?.worker.language_id;
  return isLanguageId(language) ? language : null;
}

/**
 * The settings of the logged-in person's region (their city, else their country): what the
 * screens read of GET /api/config while someone is logged in (poll intervals...). Undefined
 * until known; the root loader has usually fetched them already for the stage.
 */
export function useSessionSettings(): ConfigResponse['keyValues'] | undefined {
  return useSessionRegion()?.keyValues;
}

/** The whole GET /api/config of the logged-in person's region (city, settings, form overlays); undefined until known. */
export function useSessionRegion(): ConfigResponse | undefined {
  const me = useMe();
  return useConfig(me.data ? configScopeOf(me.data.worker) : null).data;
}

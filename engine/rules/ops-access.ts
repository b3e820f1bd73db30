/**
 * Who may use the operations tools (`/ops`, `/api/ops/*`; issue 14): an ops account, or anyone on
 * a loopback development server. One rule, read by the server's gate and the ops pages.
 */
import type { AccessDenial } from './access';

/**
 * The facts of a request that decide the loopback exemption. All must hold: a server reachable
 * from elsewhere, or a production one, never exempts anybody.
 * - `appEnv`: the server's APP_ENV; only `test` (the development and test environment) exempts;
 * - `listensOnLoopback`: the server listens on a loopback address only (HOST=127.0.0.1/::1/localhost);
 * - `socketIsLoopback`: the request's TCP peer is a loopback address (not a forwarded header);
 * - `hostIsLoopback`: the request was addressed to a loopback name (Host and any X-Forwarded-Host),
 *   so a proxy on the same machine passing a public name does not count.
 */
export interface LoopbackFacts {
  appEnv: string;
  listensOnLoopback: boolean;
  socketIsLoopback: boolean;
  hostIsLoopback: boolean;
}

export function isLoopbackDevelopment(facts: LoopbackFacts): boolean {
  return facts.appEnv === 'test' && facts.listensOnLoopback && facts.socketIsLoopback && facts.hostIsLoopback;
}

/** The staff role of whoever is logged in (null: nobody, or a practitioner or student). */
export type StaffRole = 'ops' | 'support' | null;

export const OPS_DENIALS = {
  visitor: { status: 401, code: 'UNAUTHORIZED', message: 'Log in to continue.' },
  other: { status: 403, code: 'OPS_ONLY', message: 'This part of the portal is for operations staff.' },
} as const satisfies Record<string, AccessDenial>;

/** Null when the operations tools are open to this request; otherwise why not, as the API answers it. */
export function checkOpsAccess(input: { loggedIn: boolean; staffRole: StaffRole; loopbackDevelopment: boolean }): AccessDenial | null {
  if (input.loopbackDevelopment || input.staffRole === 'ops') return null;
  return input.loggedIn ? OPS_DENIALS.other : OPS_DENIALS.visitor;
}

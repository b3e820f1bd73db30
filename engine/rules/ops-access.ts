/**
 * Who may use the operations tools (`/ops`, `/api/ops/*`; issue 14): an ops account (the `ops`
 * area of the access table), or anyone on a loopback development server. One rule, read by the
 * server's gate (server/platform/plugins/ops-access.ts).
 */
import { API_ACCESS, checkAccess, type AccessDenial, type Viewer } from './access';

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

/** Null when the operations tools are open to this request; otherwise why not, as the API answers it. */
export function checkOpsAccess(viewer: Viewer, loopbackDevelopment: boolean): AccessDenial | null {
  if (loopbackDevelopment) return null;
  return checkAccess(API_ACCESS.ops, viewer);
}

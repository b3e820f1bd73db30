/**
 * The ops endpoints declare the `ops` area (their documented 401/403 and security), but their gate
 * is `app.requireOps`: the same rule, plus a loopback development server open without an account
 * (engine/rules/ops-access.ts). The area's own guard would refuse that server's anonymous requests,
 * so within an ops feature's plugin scope the `ops` area is guarded by requireOps instead. Called
 * first in each ops feature's route factory (its scope is the one its routes are built in).
 */
import type { FastifyInstance } from 'fastify';

export function guardOpsArea(app: FastifyInstance): void {
  const areaGuard = app.requireAccess;
  // An own property of this scope (Fastify scopes inherit from their parent's object): the
  // parent's and other features' requireAccess are untouched.
  app.requireAccess = (area) => (area === 'ops' ? app.requireOps : areaGuard(area));
}

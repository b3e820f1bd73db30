/**
 * The one gate of the operations tools (`/api/ops/*`; the /ops page asks the same API): an ops
 * account (the `ops` area of engine/rules/access.ts) or a loopback development server; the rule is
 * engine/rules/ops-access.ts, this reads its facts off the request and the server.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkOpsAccess, isLoopbackDevelopment } from '../../../engine/rules/ops-access';
import { HttpError } from '../http/errors';
import { isLoopbackHost, isLoopbackRequest } from '../http/loopback';
import type { PreHandler } from '../http/pre-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest of every /api/ops route: an ops account, or a loopback development server. */
    requireOps: PreHandler;
  }
}

export interface OpsAccessOptions {
  appEnv: string;
  /** The address the server listens on (HOST); absent (tests, app.inject): not loopback. */
  listenHost?: string | null;
}

async function opsAccessPlugin(app: FastifyInstance, opts: OpsAccessOptions) {
  const listensOnLoopback = opts.listenHost ? isLoopbackHost(opts.listenHost) : false;
  app.decorate('requireOps', async (request: FastifyRequest) => {
    const denial = checkOpsAccess(
      request.viewer(),
      isLoopbackDevelopment({
        appEnv: opts.appEnv,
        listensOnLoopback,
        // The TCP peer, never X-Forwarded-For: a proxy on this machine would otherwise make everyone local.
        socketIsLoopback: isLoopbackHost(request.socket.remoteAddress ?? ''),
        hostIsLoopback: isLoopbackRequest(request.headers),
      }),
    );
    if (denial) throw new HttpError(denial.status, denial.code, denial.message);
  });
}

export default fp(opsAccessPlugin, { name: 'ops-access', dependencies: ['auth'] });

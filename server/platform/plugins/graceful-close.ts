import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, every answer carries `Connection: close`. Closing stops accepting
 * connections and ends the idle ones at once, but a kept-alive connection whose request was in
 * flight would otherwise stay open after its answer until keepAliveTimeout (72 s), holding the
 * close (and a deploy) that long.
 */
async function gracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

export default fp(gracefulClose, { name: 'graceful-close' });

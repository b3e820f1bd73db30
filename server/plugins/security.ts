import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The Content-Security-Policy keeps `script-src 'self'` with no
 * 'unsafe-eval': the browser imports validators the server compiled (DESIGN.md), so it never
 * needs `new Function`.
 */
async function security(app: FastifyInstance, opts: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        'frame-src': ["'self'"],
        // Upgrading requests makes sense only when the portal is served over HTTPS.
        'upgrade-insecure-requests': opts.https ? [] : null,
      },
    },
    // HSTS on a plain-HTTP loopback server would pin "localhost" to HTTPS in the browser.
    strictTransportSecurity: opts.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
}

export default fp(security, { name: 'security' });

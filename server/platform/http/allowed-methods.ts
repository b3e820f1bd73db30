/**
 * Which methods a path has (issue 25: a method a path does not have answers 405 with `Allow`, not
 * 404). Every route is also added, as it is registered, to a router of our own (find-my-way, the one
 * Fastify itself routes with), so the not-found handler can ask it whether the path exists under
 * other methods.
 */
import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';

export function trackAllowedMethods(app: FastifyInstance): (method: string, path: string) => string[] {
  const router = FindMyWay();
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD follows GET (Fastify answers it for every GET route).
      if (method === 'HEAD') continue;
      try {
        router.on(method as 'GET', route.url, () => {});
        methods.add(method);
      } catch {
        // The same route declared twice (a prefix and its trailing-slash twin): already known.
      }
    }
  });
  return (method, path) => {
    const allowed = [...methods].filter((m) => m !== method && router.find(m as 'GET', path) !== null);
    if (allowed.includes('GET')) allowed.push('HEAD');
    return allowed.sort();
  };
}

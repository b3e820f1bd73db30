/**
 * Response serializers built on first use. Fastify builds a fast-json-stringify function for every
 * response schema of every route (errors included) before it listens: about a second of a cold
 * start on this machine, for answers most of which a given process never sends. Built lazily, each
 * costs its route's first answer a few milliseconds instead; the output is the same.
 *
 * Start-up only (server/main.ts): the tests keep Fastify's eager build, so a schema it cannot
 * compile still fails them at app.ready() rather than at some rare answer.
 */
import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';

export function lazySerializerFactory(): SerializerFactory {
  const buildFactory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = buildFactory(externalSchemas, options);
    return (route) => {
      let serialize: Serializer | undefined;
      return (doc) => (serialize ??= compile(route))(doc);
    };
  };
}

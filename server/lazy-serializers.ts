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

/**
 * Response serializers shared by every app built in one process (the tests build hundreds, each of
 * which compiled the same few hundred schemas again: about 3 s of its app.ready()). Each distinct
 * schema, with the shared schemas it may reference, is still compiled eagerly, by the first app
 * that declares it, so a schema fast-json-stringify cannot compile still fails app.ready().
 * A serializer is a pure function of its schema, so sharing one changes no answer.
 */
export function sharedSerializerFactory(): SerializerFactory {
  const buildFactory = SerializerSelector();
  const built = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = buildFactory(externalSchemas, options);
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    return (route) => {
      const key = `${context}\n${route.httpStatus}\n${JSON.stringify(route.schema)}`;
      let serialize = built.get(key);
      if (!serialize) {
        serialize = compile(route);
        built.set(key, serialize);
      }
      return serialize;
    };
  };
}

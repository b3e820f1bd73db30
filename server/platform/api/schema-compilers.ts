/**
 * How the app turns route schemas into validators and serializers, where Fastify's defaults cost
 * more than the work they do.
 *
 * - `lazySerializerFactory` (start-up, server/main.ts): Fastify builds a fast-json-stringify
 *   function for every response schema of every route (errors included) before it listens: about a
 *   second of a cold start on this machine, for answers most of which a given process never sends.
 *   Built lazily, each costs its route's first answer a few milliseconds instead; the output is the
 *   same. The tests keep the eager build, so a schema it cannot compile still fails app.ready().
 * - `sharedCompilers` (tests): the tests build hundreds of apps in one process, each of which
 *   compiled the same few hundred schemas again (the serializers and a private AJV holding every
 *   shared schema: about 0.6 s of each app.ready()). Each distinct schema, with the shared schemas
 *   it may reference, is compiled once per process, by the first app that declares it, so a schema
 *   that cannot compile still fails app.ready(). A validator or serializer is a pure function of its
 *   schema and options, so sharing one changes no answer.
 */
import { SerializerSelector, type SerializerFactory, type Serializer } from '@fastify/fast-json-stringify-compiler';
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

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

type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorCompiler = ReturnType<ReturnType<typeof AjvCompiler>>;
type ValidatorRoute = { schema: unknown; method: string; url: string; httpPart?: string };

export function sharedCompilers(): Required<SchemaCompilers> {
  const contextOf = schemaSetNumbers();
  const buildSerializerCompiler = SerializerSelector();
  const buildValidatorCompiler = AjvCompiler();
  const serializerCompilers = new Map<number, ReturnType<SerializerFactory>>();
  const validatorCompilers = new Map<number, ValidatorCompiler>();
  const serializers = new Map<string, Serializer>();
  const validators = new Map<string, ReturnType<ValidatorCompiler>>();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const context = contextOf(externalSchemas as Record<string, unknown> | undefined, options);
    let compile = serializerCompilers.get(context);
    if (!compile) serializerCompilers.set(context, (compile = buildSerializerCompiler(externalSchemas, options)));
    return (route) => {
      const key = `${context}\n${route.httpStatus}\n${JSON.stringify(route.schema)}`;
      let serialize = serializers.get(key);
      if (!serialize) serializers.set(key, (serialize = compile(route)));
      return serialize;
    };
  };
  const buildValidator = (externalSchemas: Record<string, unknown>, options: unknown) => {
    const context = contextOf(externalSchemas, options);
    let compile = validatorCompilers.get(context);
    if (!compile) validatorCompilers.set(context, (compile = buildValidatorCompiler(externalSchemas as Parameters<typeof buildValidatorCompiler>[0], options as Parameters<typeof buildValidatorCompiler>[1])));
    return (route: ValidatorRoute) => {
      // AJV's compiled function depends on the schema only (@fastify/ajv-compiler's buildValidatorFunction).
      const key = `${context}\n${JSON.stringify(route.schema)}`;
      let validate = validators.get(key);
      if (!validate) validators.set(key, (validate = compile(route as Parameters<typeof compile>[0])));
      return validate;
    };
  };
  return { buildSerializer, buildValidator: buildValidator as unknown as ValidatorFactory };
}

/**
 * A small number per distinct set of shared schemas and options. Fastify hands every plugin context
 * the same schema objects (cloned once per app), so each is turned into text once; the number, not
 * the text of all of them, then keys each route's compiled function.
 */
function schemaSetNumbers(): (externalSchemas: Record<string, unknown> | undefined, options: unknown) => number {
  const texts = new WeakMap<object, string>();
  const functions = new Map<unknown, number>();
  const numbers = new Map<string, number>();
  const textOf = (value: unknown): string => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
    let text = texts.get(value);
    if (text === undefined) {
      // An option may be a function (AJV's onCreate, a plugin): the same function, the same text.
      text = JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v !== 'function') return v;
        if (!functions.has(v)) functions.set(v, functions.size);
        return `function#${functions.get(v)}`;
      });
      texts.set(value, text);
    }
    return text;
  };
  return (externalSchemas, options) => {
    const text = `${Object.entries(externalSchemas ?? {})
      .map(([id, schema]) => `${id}=${textOf(schema)}`)
      .join('\n')}\n${textOf(options)}`;
    let number = numbers.get(text);
    if (number === undefined) numbers.set(text, (number = numbers.size));
    return number;
  };
}

/**
 * Query strings and path parameters arrive as text: their schemas say what they hold (an integer
 * page, a list of ids), and AJV turns the text into that (`coerceTypes: 'array'`, as Fastify does
 * by default), so no handler parses numbers by hand. Bodies and headers stay strict: a JSON body
 * that sends "3" for a number is refused, never silently changed.
 */
export function partAwareValidators(buildValidator?: ValidatorFactory): ValidatorFactory {
  // Typed loosely: Fastify's factory type is a union over AJV and JTD modes this app does not use.
  const build = (buildValidator ?? AjvCompiler()) as unknown as (schemas: unknown, options: unknown) => (route: ValidatorRoute) => unknown;
  const factory = (externalSchemas: unknown, options: { customOptions?: Record<string, unknown> } | undefined) => {
    const strict = build(externalSchemas, options);
    const coercing = build(externalSchemas, { ...options, customOptions: { ...options?.customOptions, coerceTypes: 'array' } });
    return (route: ValidatorRoute) => (route.httpPart === 'querystring' || route.httpPart === 'params' ? coercing : strict)(route);
  };
  return factory as unknown as ValidatorFactory;
}

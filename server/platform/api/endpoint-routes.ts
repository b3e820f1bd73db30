/**
 * The server's side of the endpoint declarations (engine/api): a feature hands its group of
 * declared endpoints and one route per endpoint (handler and words for the OpenAPI document), and
 * every declared endpoint becomes a Fastify route with
 * - the named schemas of params, query, body and headers (validation) and of its answers
 *   (serialization, OpenAPI), plus the shared error answer of each status it may refuse with;
 * - its access area's guard (`app.requireAccess`) before anything else, and the 401/403 codes that
 *   area can answer in its documentation; `security` for the routes behind a session;
 * - `noBody` for a POST/PUT/PATCH/DELETE declared without one.
 * A group's routes are typed from its declarations: a missing handler, one for an endpoint not
 * declared, or a handler answering the wrong shape does not compile.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance, RawServerDefault, RouteHandlerMethod, RouteOptions, RouteShorthandOptions, onRequestHookHandler } from 'fastify';
import type {
  Endpoint,
  EndpointAnswer,
  EndpointBodyEnvelope,
  EndpointHeaders,
  EndpointParams,
  EndpointQuery,
  EndpointReply,
  SuccessStatus,
} from '../../../engine/api/endpoint';
import { apiSchemaId, apiSchemas } from './load-api-schemas';
import type { FeatureContext } from './feature-context';
import type { ApiArea } from '../../../engine/rules/access';
import { errors, noContent, NO_BODY, SESSION_REQUIRED, type ErrorStatus } from './route-schema';

/** A part the declaration does not name is whatever Fastify makes of it. */
type Declared<T> = [T] extends [undefined] ? unknown : T;

/** An answer sent as another media type than JSON (a PDF, a file, a calendar) goes out as bytes or a stream. */
type MediaReply<E extends Endpoint> = { [S in keyof E['answers']]: E['answers'][S] extends { mediaTypes: readonly string[] } ? Buffer | Readable : never }[keyof E['answers']];

export interface EndpointTypes<E extends Endpoint> {
  Params: Declared<EndpointParams<E>>;
  Querystring: Declared<EndpointQuery<E>>;
  /** What Fastify validated: the envelope of a body the handler checks itself. */
  Body: Declared<EndpointBodyEnvelope<E>>;
  Headers: Declared<EndpointHeaders<E>>;
  Reply: EndpointReply<E> | MediaReply<E>;
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<RawServerDefault, IncomingMessage, ServerResponse, EndpointTypes<E>>;

/** How an endpoint is served and documented. */
export interface EndpointRoute<E extends Endpoint> {
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** What each success answer means, when more than "OK" (OpenAPI). */
  answers?: Partial<Record<SuccessStatus, string>>;
  /** The codes each error status carries here, and what they mean (the access area's 401/403 are added). */
  errors?: Partial<Record<ErrorStatus, string>>;
  handler: EndpointHandler<E>;
  /** Hooks run after the access guard (a rate limit that needs the person). */
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  /** Fastify route options the declaration does not cover (bodyLimit, preHandler, config, compress). */
  options?: Omit<RouteShorthandOptions, 'schema' | 'onRequest'>;
}

export type EndpointGroup = Readonly<Record<string, Endpoint>>;
export type GroupRoutes<G extends EndpointGroup> = { [K in keyof G]: EndpointRoute<G[K]> };


/** A feature's endpoints and the routes serving them. */
export interface FeatureRoutes<G extends EndpointGroup, C = FeatureContext> {
  endpoints: G;
  /** OpenAPI tags of every route of the feature. */
  tags: readonly string[];
  /** Runs in the feature's own plugin scope: hooks it adds there apply to its routes only. */
  routes: (app: FastifyInstance, context: C) => GroupRoutes<G> | Promise<GroupRoutes<G>>;
  /** Whether the app serves it (default: always). */
  enabled?: (context: C) => boolean;
}

/** Declares a feature's routes; typed so every endpoint of the group has exactly one route. */
export function featureRoutes<G extends EndpointGroup, C = FeatureContext>(
  endpoints: G,
  tags: readonly string[],
  routes: (app: FastifyInstance, context: C) => GroupRoutes<G> | Promise<GroupRoutes<G>>,
  enabled?: (context: C) => boolean,
): FeatureRoutes<G, C> {
  return { endpoints, tags, routes, ...(enabled ? { enabled } : {}) };
}

const DEFAULT_ANSWER: Record<SuccessStatus, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'Done; no content',
  206: 'Part of the content',
  304: 'Not modified: the answer of this ETag is still current (If-None-Match)',
};

/** Without a description of its own, a JSON answer shows its schema's (OpenAPI: the schema's `description`). */
function answerSchema(answer: EndpointAnswer, description: string | undefined, fallback: string): Record<string, unknown> {
  if (answer === null) return noContent(description ?? fallback);
  if (typeof answer === 'string') return description ? { description, $ref: `${apiSchemaId(answer)}#` } : { $ref: `${apiSchemaId(answer)}#` };
  description ??= fallback;
  const schema = { $ref: `${apiSchemaId(answer.schema)}#` };
  return { description, content: Object.fromEntries(answer.mediaTypes.map((type) => [type, { schema }])) };
}

/** A JSON body is the schema; another media type's is keyed by it (documented, and validated once the body is parsed). */
function bodySchema(name: string, mediaType: string | undefined): Record<string, unknown> {
  const schema = { $ref: `${apiSchemaId(name)}#` };
  return mediaType ? { content: { [mediaType]: { schema } } } : schema;
}

/**
 * A `headers` schema is inlined, not referenced: Fastify lower-cases request header names and only
 * normalizes a header schema it can see (a `$ref` would be matched case-sensitively).
 */
function inlineSchema(name: string): Record<string, unknown> {
  const found = apiSchemas().find((schema) => schema.$id === apiSchemaId(name));
  if (!found) throw new Error(`no schemas/api/${name}.schema.json`);
  const { $id: _id, $schema: _schema, title: _title, ...schema } = found;
  return schema;
}

/**
 * The guard of an area: its rule of the access table, answered 401/403 (`app.requireAccess`). The
 * ops area's is the ops gate (`app.requireOps`, plugins/ops-access.ts): the same rule, and on a
 * loopback development server the tools are open without an account (engine/rules/ops-access.ts).
 */
function guardOf(app: FastifyInstance, area: ApiArea) {
  return area === 'ops' ? app.requireOps : app.requireAccess(area);
}

/** The Fastify route of one declared endpoint (registered under the /api prefix). */
export function endpointRouteOptions(app: FastifyInstance, declaration: Endpoint, route: EndpointRoute<Endpoint>, tags: readonly string[]): RouteOptions {
  const area = declaration.access === 'public' ? undefined : declaration.access;
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(declaration.answers) as [string, EndpointAnswer][]) {
    const code = Number(status) as SuccessStatus;
    response[status] = answerSchema(answer, route.answers?.[code], DEFAULT_ANSWER[code]);
  }
  Object.assign(response, errors(route.errors ?? {}, area));
  const extraHooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  const onRequest = [...(area ? [guardOf(app, area)] : []), ...extraHooks];
  const config = { ...(declaration.body === null ? NO_BODY : {}), ...route.options?.config };
  return {
    ...route.options,
    method: declaration.method,
    url: declaration.path.slice('/api'.length),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(Object.keys(config).length > 0 ? { config } : {}),
    schema: {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: [...tags],
      ...(area ? { security: SESSION_REQUIRED } : {}),
      ...(declaration.params ? { params: { $ref: `${apiSchemaId(declaration.params)}#` } } : {}),
      ...(declaration.query ? { querystring: { $ref: `${apiSchemaId(declaration.query)}#` } } : {}),
      ...(declaration.body ? { body: bodySchema(declaration.body, declaration.bodyMediaType) } : {}),
      ...(declaration.headers ? { headers: inlineSchema(declaration.headers) } : {}),
      response,
    },
    handler: route.handler as RouteOptions['handler'],
  };
}

/** Registers a feature as a plugin of its own: its routes, and the hooks its factory added. */
export async function registerFeature<G extends EndpointGroup, C>(api: FastifyInstance, feature: FeatureRoutes<G, C>, context: C): Promise<void> {
  if (feature.enabled && !feature.enabled(context)) return;
  await api.register(async (scope) => {
    const routes = await feature.routes(scope, context);
    for (const [name, declaration] of Object.entries(feature.endpoints)) {
      scope.route(endpointRouteOptions(scope, declaration, routes[name] as unknown as EndpointRoute<Endpoint>, feature.tags));
    }
  });
}

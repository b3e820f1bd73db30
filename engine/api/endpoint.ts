/**
 * One declaration per API endpoint: its method, path, access area and the shapes it takes and
 * answers, as pure data both sides read.
 * - The server registers each declared endpoint with its handler (server/platform/api/endpoint-routes.ts):
 *   Fastify validates and serializes with the named schemas, the access area guards it, and the
 *   OpenAPI document is generated from the same routes.
 * - The screens call an endpoint by its declaration (screens/shared/api/call-endpoint.ts): the URL, the
 *   method, the inputs' and the answer's types all follow from it, so a call to an endpoint that does
 *   not exist, or with the wrong inputs, does not compile.
 * Shapes are named by their file in schemas/api (the source of the shapes and of `gen:types`);
 * `ApiSchemas` maps each name to its generated type. Words meant for people (summaries, the
 * meaning of each error) are the server's: pages never download them.
 */
import type { ApiSchemas } from '../generated/api';
import type { ApiArea } from '../rules/access';

export type ApiSchemaName = keyof ApiSchemas;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 202 | 204 | 206 | 304;

/**
 * An answer: a schema's name (JSON), `null` (no body: 204, 304), or a schema sent with other
 * media types than JSON (a PDF, a calendar, a document's file, a server-sent-event stream).
 */
export type EndpointAnswer = ApiSchemaName | null | { readonly schema: ApiSchemaName; readonly mediaTypes: readonly string[] };

export interface Endpoint {
  readonly method: HttpMethod;
  /** Under /api, with `:name` path parameters named as in `params`. */
  readonly path: `/api/${string}`;
  /**
   * Who may call it: an area of engine/rules/access.ts (the server answers 401/403 by that rule
   * before the handler runs), or 'public'. Required: an endpoint without an access rule does not compile.
   */
  readonly access: ApiArea | 'public';
  readonly params?: ApiSchemaName;
  readonly query?: ApiSchemaName;
  /** A POST/PUT/PATCH/DELETE names its body, or `null` when it takes none. */
  readonly body?: ApiSchemaName | null;
  /**
   * An envelope body (`*-body`: its known keys only, schemas/README.md) that the handler then holds
   * to a full shape with the shared AJV factory: that shape, which is what a caller sends.
   */
  readonly payload?: ApiSchemaName;
  /** The body's media type when it is not JSON (a document upload is multipart/form-data). */
  readonly bodyMediaType?: 'multipart/form-data';
  /** Request headers it reads (a form submission's X-Form-Version). */
  readonly headers?: ApiSchemaName;
  /** The success answers by status. */
  readonly answers: Readonly<Partial<Record<SuccessStatus, EndpointAnswer>>>;
}

type SchemaType<Name> = Name extends ApiSchemaName ? ApiSchemas[Name] : undefined;
type AnswerType<A> = A extends ApiSchemaName ? ApiSchemas[A] : A extends { schema: infer S } ? SchemaType<S> : undefined;

export type EndpointParams<E extends Endpoint> = E extends { params: infer N } ? SchemaType<N> : undefined;
export type EndpointQuery<E extends Endpoint> = E extends { query: infer N } ? SchemaType<N> : undefined;
/** What the body holds: the full shape of an envelope body, else the body's. */
export type EndpointBody<E extends Endpoint> = E extends { payload: infer P } ? SchemaType<P> : E extends { body: infer N } ? SchemaType<N> : undefined;
/** The body as Fastify's own validation lets it through (the envelope, when there is one). */
export type EndpointBodyEnvelope<E extends Endpoint> = E extends { body: infer N } ? SchemaType<N> : undefined;
export type EndpointHeaders<E extends Endpoint> = E extends { headers: infer N } ? SchemaType<N> : undefined;
/**
 * The body of any of its success answers (undefined for one without a body). A 304 is left out: a
 * page never sees one (the browser's cache answers the revalidation with the body it kept), and the
 * server sends it through the reply, not as a handler's value.
 */
export type EndpointReply<E extends Endpoint> = { [S in Exclude<keyof E['answers'], 304>]: AnswerType<E['answers'][S]> }[Exclude<keyof E['answers'], 304>];

/** The endpoint's URL path with its parameters filled in, each percent-encoded: `/api/bookings/42`. */
export function endpointPath(declaration: Endpoint, params?: object): string {
  return declaration.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`${declaration.method} ${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call: absent values are left out; arrays repeat their name. */
export function endpointSearch(query?: object): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A whole URL of a GET, for a link or an `<a download>` (a PDF, a calendar feed): path and query. */
export function endpointUrl<E extends Endpoint>(declaration: E, params?: EndpointParams<E>, query?: EndpointQuery<E>): string {
  return endpointPath(declaration, params ?? undefined) + endpointSearch(query ?? undefined);
}

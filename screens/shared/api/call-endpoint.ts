/**
 * Calls an API endpoint by its declaration (engine/api/endpoints): the method and URL come from
 * it, and so do the types of what the call takes and answers, so a call to an endpoint that does
 * not exist, or with a missing or wrong input, does not compile. It goes through the one ky client
 * (api-client.ts: headers, the cache-buster, 401s, error bodies).
 */
import type { Options } from 'ky';
import {
  endpointPath,
  endpointSearch,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
} from '../../../engine/api/endpoint';
import { apiClient } from './api-client';

/** A part the endpoint does not take may not be sent; one whose every field is optional may be left out. */
type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : object extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call sends: the declared params, query and body, plus request options (headers, signal, a timeout). */
export type EndpointInput<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> &
  Pick<Options, 'headers' | 'signal' | 'timeout' | 'onDownloadProgress'>;

/** Whether every part of the input is optional (the input itself may then be left out). */
type InputArgs<E extends Endpoint> = object extends Omit<EndpointInput<E>, 'headers' | 'signal' | 'timeout' | 'onDownloadProgress'> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** The raw answer (a Response) of a call, for what is not JSON (a file) or needs its headers. */
export function requestEndpoint<E extends Endpoint>(declaration: E, ...[input]: InputArgs<E>): Promise<Response> {
  const { params, query, body, ...options } = (input ?? {}) as { params?: object; query?: object; body?: unknown } & Options;
  // The query string is the engine's (absent values left out, arrays repeated), as endpointUrl writes it.
  return apiClient((endpointPath(declaration, params) + endpointSearch(query)).slice('/api/'.length), {
    ...options,
    method: declaration.method,
    ...(body === undefined ? {} : { json: body }),
  });
}

/** Calls the endpoint and answers its parsed JSON body (undefined for an answer without one). */
export async function callEndpoint<E extends Endpoint>(declaration: E, ...args: InputArgs<E>): Promise<EndpointReply<E>> {
  const response = await requestEndpoint(declaration, ...args);
  if (response.status === 204 || response.status === 304) return undefined as EndpointReply<E>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as EndpointReply<E>;
}

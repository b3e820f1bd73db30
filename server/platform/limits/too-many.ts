/** The one 429 of every limit: the API's error format (TOO_MANY_REQUESTS) and Retry-After in whole seconds. */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';

export function tooManyRequests(reply: FastifyReply, retryAfterMs: number, message: string, code = 'TOO_MANY_REQUESTS'): HttpError {
  void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, code, message);
}

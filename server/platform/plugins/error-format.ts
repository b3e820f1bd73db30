import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorDetail } from '../../../engine/generated/api/error-detail';
import type { ErrorResponse } from '../../../engine/generated/api/error-response';
import { HttpError } from '../http/errors';

// Fastify's own 4xx errors get codes a client can translate (ERROR_LABEL_{CODE}).
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const CODE_BY_KEYWORD: Record<string, string> = {
  required: 'FORM_ERROR_REQUIRED',
  type: 'FORM_ERROR_TYPE',
  enum: 'FORM_ERROR_INVALID_OPTION',
  additionalProperties: 'FORM_ERROR_UNKNOWN_FIELD',
};

function validationDetails(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((v) => {
    const params = v.params as Record<string, unknown>;
    const base = v.instancePath ?? '';
    const extra =
      v.keyword === 'required' ? String(params.missingProperty ?? '')
      : v.keyword === 'additionalProperties' ? String(params.additionalProperty ?? '')
      : '';
    return {
      path: extra ? `${base}/${extra}` : base || '/',
      code: CODE_BY_KEYWORD[v.keyword] ?? 'FORM_ERROR_INVALID',
    };
  });
}

/** The single error format of DESIGN.md: `{ error, message, details }`; 5xx details are logged, never sent. */
async function errorFormat(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      const body: ErrorResponse = { error: err.code, message: err.message };
      if (err.details?.length) body.details = err.details;
      return reply.status(err.statusCode).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
    }
    if (err.validation) {
      return reply.status(400).send({
        error: 'VALIDATION_FAILED',
        message: `Invalid ${err.validationContext ?? 'request'}: ${err.message}`,
        details: validationDetails(err),
      } satisfies ErrorResponse);
    }
    const code =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'INVALID_JSON' : CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    if (status === 429) {
      // @fastify/rate-limit sets Retry-After itself; keep its headers.
      return reply.status(429).send({ error: 'TOO_MANY_REQUESTS', message: 'Too many requests, try again later.' });
    }
    return reply.status(status).send({ error: code, message: err.message });
  });

}

export default fp(errorFormat, { name: 'error-format' });

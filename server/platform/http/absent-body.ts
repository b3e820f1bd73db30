import type { FastifyRequest } from 'fastify';

/**
 * preValidation of the routes that read an absent body as "no answers" (login, form
 * validation, screening answers): the composed form then names each missing field, as the
 * browser would, instead of the envelope refusing a body that is not an object.
 */
export async function absentBodyIsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined) request.body = {};
}

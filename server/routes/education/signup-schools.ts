/**
 * GET /api/education/signup-schools (R§7): public, like the sign-up form that lists them. The education catalogue's
 * own routes (schools, courses, facets) live next to this file.
 */
import type { FastifyInstance } from 'fastify';
import type { SignupSchoolsResponse } from '../../../engine/generated/api/signup-schools-response';
import { errors } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';

export default async function signupSchoolsRoutes(app: FastifyInstance) {
  app.get<{ Reply: SignupSchoolsResponse }>(
    '/education/signup-schools',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'The schools offered on student sign-up and in the almost-there form',
        tags: ['education'],
        response: { 200: { $ref: '/api/signup-schools-response#' }, ...NOT_MODIFIED, ...errors({}) },
      },
    },
    // The same list the forms offer and validate against (read once, FormService).
    async (request, reply) => app.publicCache.send(request, reply, { key: 'all', compute: () => app.forms.signupSchools() }),
  );
}

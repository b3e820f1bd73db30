/**
 * GET /api/education/signup-schools (R§7): public, like the sign-up form that lists them. The education catalogue's
 * own routes (schools, courses, facets) live next to this file.
 */
import type { FastifyInstance } from 'fastify';
import type { SignupSchoolsResponse } from '../../../engine/generated/api/signup-schools-response';
import { listSignupSchools } from '../../education/signup-schools-service';
import { errors } from '../route-schema';

export default async function signupSchoolsRoutes(app: FastifyInstance) {
  app.get<{ Reply: SignupSchoolsResponse }>(
    '/education/signup-schools',
    {
      schema: {
        summary: 'The schools offered on student sign-up and in the almost-there form',
        tags: ['education'],
        response: { 200: { $ref: '/api/signup-schools-response#' }, ...errors({}) },
      },
    },
    async () => listSignupSchools(app.db),
  );
}

/**
 * GET /api/education/signup-schools (R§7): public, like the sign-up form that lists them. The education catalogue's
 * own routes (schools, courses, facets) live next to this file.
 */
import { STUDENTS_ENDPOINTS } from '../../engine/api/endpoints/students';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { PUBLIC_ROUTE } from '../platform/plugins/public-cache';

export default featureRoutes(STUDENTS_ENDPOINTS, ['education'], (app) => ({
  getSignupSchools: {
    summary: 'The schools offered on student sign-up and in the almost-there form',
    // The same list the forms offer and validate against (read once, FormService).
    handler: async (request, reply) => app.publicCache.send(request, reply, { key: 'all', compute: () => app.forms.signupSchools() }),
    options: { ...PUBLIC_ROUTE },
  },
}));

/**
 * The education catalogue (R§2, R§7): schools, course categories, courses, one school, the filters'
 * facets and full-text search. Public: visitors, students and workers read it alike (R§6).
 */
import { EDUCATION_ENDPOINTS } from '../../engine/api/endpoints/education';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { facets, listCourseCategories, listCourses, listSchools, schoolBySlug } from './catalogue-service';
import { searchCatalogue } from './search-service';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { PUBLIC_ROUTE } from '../platform/plugins/public-cache';
import { requestLanguage } from '../platform/http/request-context';

/** Names and descriptions come in the reader's language: the `lang` cookie, else Accept-Language (request-context.ts). */
const LANGUAGE = ['Accept-Language', 'Cookie'];

export default featureRoutes(EDUCATION_ENDPOINTS, ['education'], (app) => ({
  getEducationSchools: {
    summary: 'A page of schools matching level, location and course categories, with the total',
    errors: { 400: INVALID_INPUT },
    options: PUBLIC_ROUTE,
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => listSchools(app.deps, request.query, requestLanguage(request) ?? 'en_GB') }),
  },
  getEducationSchool: {
    summary: 'One school and its cities',
    errors: {
      400: INVALID_INPUT,
      404: 'SCHOOL_NOT_FOUND: no school has this slug.',
    },
    options: PUBLIC_ROUTE,
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => schoolBySlug(app.deps, request.params.slug, requestLanguage(request) ?? 'en_GB') }),
  },
  getEducationCourseCategories: {
    summary: 'The course categories in order, in the reader’s language, with their course counts',
    options: PUBLIC_ROUTE,
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, {
        vary: LANGUAGE,
        compute: async () => ({ courseCategories: await listCourseCategories(app.deps, requestLanguage(request) ?? 'en_GB') }),
      }),
  },
  getEducationCourses: {
    summary: 'A page of courses of a category and/or a school, with the total',
    errors: { 400: INVALID_INPUT },
    options: PUBLIC_ROUTE,
    handler: async (request, reply) => app.publicCache.send(request, reply, { compute: () => listCourses(app.deps, request.query) }),
  },
  getEducationFacets: {
    summary: 'The school list’s filter choices: cities, course categories and levels',
    options: PUBLIC_ROUTE,
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => facets(app.deps, requestLanguage(request) ?? 'en_GB') }),
  },
  searchEducation: {
    summary: 'Full-text search across schools and courses, the words found marked',
    errors: { 400: INVALID_INPUT },
    options: PUBLIC_ROUTE,
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => searchCatalogue(app.deps, request.query.q, request.query.country) }),
  },
}));

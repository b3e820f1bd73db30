/**
 * The education catalogue (R§2, R§7): schools, course categories, courses, one school, the filters'
 * facets and full-text search. Public: visitors, students and workers read it alike (R§6).
 */
import type { FastifyInstance } from 'fastify';
import type { EducationCourseCategoriesResponse } from '../../../engine/generated/api/education-course-categories-response';
import type { EducationCoursesQuery } from '../../../engine/generated/api/education-courses-query';
import type { EducationCoursesResponse } from '../../../engine/generated/api/education-courses-response';
import type { EducationFacetsResponse } from '../../../engine/generated/api/education-facets-response';
import type { EducationSchoolParams } from '../../../engine/generated/api/education-school-params';
import type { EducationSchoolResponse } from '../../../engine/generated/api/education-school-response';
import type { EducationSchoolsQuery } from '../../../engine/generated/api/education-schools-query';
import type { EducationSchoolsResponse } from '../../../engine/generated/api/education-schools-response';
import type { EducationSearchQuery } from '../../../engine/generated/api/education-search-query';
import type { EducationSearchResponse } from '../../../engine/generated/api/education-search-response';
import { facets, listCourseCategories, listCourses, listSchools, schoolBySlug } from '../../education/catalogue-service';
import { searchCatalogue } from '../../education/search-service';
import { errors, INVALID_INPUT } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';
import { requestLanguage } from '../request-context';

const TAGS = ['education'];
/** Names and descriptions come in the reader's language: the `lang` cookie, else Accept-Language (request-context.ts). */
const LANGUAGE = ['Accept-Language', 'Cookie'];

export default async function educationRoutes(app: FastifyInstance) {
  app.get<{
    Querystring: EducationSchoolsQuery;
    Reply: EducationSchoolsResponse;
  }>(
    '/education/schools',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'A page of schools matching level, location and course categories, with the total',
        tags: TAGS,
        querystring: { $ref: '/api/education-schools-query#' },
        response: {
          200: { $ref: '/api/education-schools-response#' },
          ...NOT_MODIFIED,
          ...errors({ 400: INVALID_INPUT }),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => listSchools(app.deps, request.query, requestLanguage(request) ?? 'en_GB') }),
  );

  app.get<{ Params: EducationSchoolParams; Reply: EducationSchoolResponse }>(
    '/education/schools/by-slug/:slug',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'One school and its cities',
        tags: TAGS,
        params: { $ref: '/api/education-school-params#' },
        response: {
          200: { $ref: '/api/education-school-response#' },
          ...NOT_MODIFIED,
          ...errors({
            400: INVALID_INPUT,
            404: 'SCHOOL_NOT_FOUND: no school has this slug.',
          }),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => schoolBySlug(app.deps, request.params.slug, requestLanguage(request) ?? 'en_GB') }),
  );

  app.get<{ Reply: EducationCourseCategoriesResponse }>(
    '/education/course-categories',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'The course categories in order, in the reader’s language, with their course counts',
        tags: TAGS,
        response: {
          200: { $ref: '/api/education-course-categories-response#' },
          ...NOT_MODIFIED,
          ...errors({}),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, {
        vary: LANGUAGE,
        compute: async () => ({ courseCategories: await listCourseCategories(app.deps, requestLanguage(request) ?? 'en_GB') }),
      }),
  );

  app.get<{
    Querystring: EducationCoursesQuery;
    Reply: EducationCoursesResponse;
  }>(
    '/education/courses',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'A page of courses of a category and/or a school, with the total',
        tags: TAGS,
        querystring: { $ref: '/api/education-courses-query#' },
        response: {
          200: { $ref: '/api/education-courses-response#' },
          ...NOT_MODIFIED,
          ...errors({ 400: INVALID_INPUT }),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => listCourses(app.deps, request.query) }),
  );

  app.get<{ Reply: EducationFacetsResponse }>(
    '/education/facets',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'The school list’s filter choices: cities, course categories and levels',
        tags: TAGS,
        response: {
          200: { $ref: '/api/education-facets-response#' },
          ...NOT_MODIFIED,
          ...errors({}),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { vary: LANGUAGE, compute: () => facets(app.deps, requestLanguage(request) ?? 'en_GB') }),
  );

  app.get<{
    Querystring: EducationSearchQuery;
    Reply: EducationSearchResponse;
  }>(
    '/education/search',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'Full-text search across schools and courses, the words found marked',
        tags: TAGS,
        querystring: { $ref: '/api/education-search-query#' },
        response: {
          200: { $ref: '/api/education-search-response#' },
          ...NOT_MODIFIED,
          ...errors({ 400: INVALID_INPUT }),
        },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, { compute: () => searchCatalogue(app.deps, request.query.q, request.query.country) }),
  );
}

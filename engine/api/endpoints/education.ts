/** The education catalogue (R§2, R§7): schools, course categories, courses, facets and search; public. */
import type { Endpoint } from '../endpoint';

/** Public answers with an ETag: a matching If-None-Match gets 304 without a body. */
export const getEducationSchools = {
  method: 'GET',
  path: '/api/education/schools',
  access: 'public',
  query: 'education-schools-query',
  answers: { 200: 'education-schools-response', 304: null },
} as const satisfies Endpoint;

export const getEducationSchool = {
  method: 'GET',
  path: '/api/education/schools/by-slug/:slug',
  access: 'public',
  params: 'education-school-params',
  answers: { 200: 'education-school-response', 304: null },
} as const satisfies Endpoint;

export const getEducationCourseCategories = {
  method: 'GET',
  path: '/api/education/course-categories',
  access: 'public',
  answers: { 200: 'education-course-categories-response', 304: null },
} as const satisfies Endpoint;

export const getEducationCourses = {
  method: 'GET',
  path: '/api/education/courses',
  access: 'public',
  query: 'education-courses-query',
  answers: { 200: 'education-courses-response', 304: null },
} as const satisfies Endpoint;

export const getEducationFacets = {
  method: 'GET',
  path: '/api/education/facets',
  access: 'public',
  answers: { 200: 'education-facets-response', 304: null },
} as const satisfies Endpoint;

export const searchEducation = {
  method: 'GET',
  path: '/api/education/search',
  access: 'public',
  query: 'education-search-query',
  answers: { 200: 'education-search-response', 304: null },
} as const satisfies Endpoint;

export const EDUCATION_ENDPOINTS = {
  getEducationSchools,
  getEducationSchool,
  getEducationCourseCategories,
  getEducationCourses,
  getEducationFacets,
  searchEducation,
};

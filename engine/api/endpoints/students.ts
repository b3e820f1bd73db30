/** The student side (R§7): the schools offered on student sign-up, public like the form listing them. */
import type { Endpoint } from '../endpoint';

/** Served from the public cache: 304 on a matching If-None-Match. */
export const getSignupSchools = {
  method: 'GET',
  path: '/api/education/signup-schools',
  access: 'public',
  answers: { 200: 'signup-schools-response', 304: null },
} as const satisfies Endpoint;

export const STUDENTS_ENDPOINTS = { getSignupSchools };

/** The screening test (W§2 /competency-test) and the applicant's own form responses (W§7). */
import type { Endpoint } from '../endpoint';

export const startCompetencyTest = {
  method: 'POST',
  path: '/api/competency-test/start',
  access: 'competencyTest',
  body: null,
  answers: { 200: 'competency-test-response' },
} as const satisfies Endpoint;

/** `city_id` is the scope the form was composed for in the browser; the server scores with the applicant's own. */
export const submitCompetencyTest = {
  method: 'POST',
  path: '/api/competency-test/answers',
  access: 'competencyTest',
  query: 'scope-query',
  body: 'competency-test-answers-body',
  answers: { 202: 'competency-test-response' },
} as const satisfies Endpoint;

export const getFormResponses = {
  method: 'GET',
  path: '/api/forms/:formId/responses',
  access: 'competencyTestResults',
  params: 'form-params',
  query: 'form-responses-query',
  answers: { 200: 'form-responses-response' },
} as const satisfies Endpoint;

/** Two route files serve these (server/routes/competency-test, server/screening/responses-routes.ts): a group each. */
export const COMPETENCY_TEST_ENDPOINTS = { startCompetencyTest, submitCompetencyTest };
export const FORM_RESPONSES_ENDPOINTS = { getFormResponses };

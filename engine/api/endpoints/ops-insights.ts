/** The insights of operations (issue 29): the funnel, a form's drop-off, the region versions on the charts; guarded like every ops endpoint (ops-regions.ts). */
import type { Endpoint } from '../endpoint';

export const getInsightsFunnel = {
  method: 'GET',
  path: '/api/ops/insights/funnel',
  access: 'ops',
  query: 'insights-query',
  answers: { 200: 'insights-funnel-response' },
} as const satisfies Endpoint;

export const INSIGHTS_FUNNEL_ENDPOINTS = { getInsightsFunnel };

export const getInsightsFormDropOff = {
  method: 'GET',
  path: '/api/ops/insights/forms/:formId',
  access: 'ops',
  params: 'form-params',
  query: 'insights-query',
  answers: { 200: 'insights-drop-off-response' },
} as const satisfies Endpoint;

export const INSIGHTS_FORMS_ENDPOINTS = { getInsightsFormDropOff };

export const getInsightsVersions = {
  method: 'GET',
  path: '/api/ops/insights/versions',
  access: 'ops',
  query: 'insights-query',
  answers: { 200: 'insights-versions-response' },
} as const satisfies Endpoint;

export const INSIGHTS_VERSIONS_ENDPOINTS = { getInsightsVersions };

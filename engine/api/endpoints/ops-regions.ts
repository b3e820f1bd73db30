/**
 * The region tools of operations (issues 14, 24): the live set and the preview of a proposal,
 * drafts with review, publication and approval, the history and rollback. The `ops` area is the
 * documented rule; the server also opens them on a loopback development server (engine/rules/ops-access.ts).
 */
import type { Endpoint } from '../endpoint';

export const getOpsRegions = {
  method: 'GET',
  path: '/api/ops/regions',
  access: 'ops',
  answers: { 200: 'regions-files-response' },
} as const satisfies Endpoint;

export const previewRegionChanges = {
  method: 'POST',
  path: '/api/ops/regions/preview',
  access: 'ops',
  body: 'regions-preview-body',
  answers: { 200: 'regions-preview-response' },
} as const satisfies Endpoint;

export const REGION_TOOLS_ENDPOINTS = { getOpsRegions, previewRegionChanges };

export const createRegionDraft = {
  method: 'POST',
  path: '/api/ops/regions/drafts',
  access: 'ops',
  body: 'region-draft-body',
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const getRegionDraft = {
  method: 'GET',
  path: '/api/ops/regions/drafts/:id',
  access: 'ops',
  params: 'region-draft-params',
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const updateRegionDraft = {
  method: 'PUT',
  path: '/api/ops/regions/drafts/:id',
  access: 'ops',
  params: 'region-draft-params',
  body: 'region-draft-body',
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const publishRegionDraft = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/publish',
  access: 'ops',
  params: 'region-draft-params',
  body: 'region-message-body',
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const approveRegionDraft = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/approve',
  access: 'ops',
  params: 'region-draft-params',
  body: null,
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const returnRegionDraft = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/return',
  access: 'ops',
  params: 'region-draft-params',
  body: null,
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const discardRegionDraft = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/discard',
  access: 'ops',
  params: 'region-draft-params',
  body: null,
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const addRegionDraftCity = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/cities',
  access: 'ops',
  params: 'region-draft-params',
  body: 'region-new-city-body',
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const retireRegionDraftCity = {
  method: 'POST',
  path: '/api/ops/regions/drafts/:id/cities/:cityId/retire',
  access: 'ops',
  params: 'region-city-params',
  body: null,
  answers: { 200: 'region-draft-response' },
} as const satisfies Endpoint;

export const REGION_DRAFTS_ENDPOINTS = {
  createRegionDraft,
  getRegionDraft,
  updateRegionDraft,
  publishRegionDraft,
  approveRegionDraft,
  returnRegionDraft,
  discardRegionDraft,
  addRegionDraftCity,
  retireRegionDraftCity,
};

export const getRegionVersions = {
  method: 'GET',
  path: '/api/ops/regions/versions',
  access: 'ops',
  query: 'region-versions-query',
  answers: { 200: 'region-versions-response' },
} as const satisfies Endpoint;

export const getRegionVersionDiff = {
  method: 'GET',
  path: '/api/ops/regions/versions/:id',
  access: 'ops',
  params: 'region-version-params',
  answers: { 200: 'region-version-diff-response' },
} as const satisfies Endpoint;

export const rollBackRegionVersion = {
  method: 'POST',
  path: '/api/ops/regions/versions/:id/rollback',
  access: 'ops',
  params: 'region-version-params',
  body: 'region-message-body',
  answers: { 200: 'region-version-summary' },
} as const satisfies Endpoint;

export const REGION_HISTORY_ENDPOINTS = { getRegionVersions, getRegionVersionDiff, rollBackRegionVersion };

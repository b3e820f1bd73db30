/** The form engine over HTTP: a form composed for a scope, its validation, and its precompiled validator module. */
import type { Endpoint } from '../endpoint';

export const getForm = {
  method: 'GET',
  path: '/api/forms/:formId',
  access: 'public',
  params: 'form-params',
  query: 'scope-query',
  answers: { 200: 'composed-form-response', 304: null },
} as const satisfies Endpoint;

export const validateFormAnswers = {
  method: 'POST',
  path: '/api/forms/:formId/validate',
  access: 'public',
  params: 'form-params',
  query: 'scope-query',
  body: 'form-answers-body',
  answers: { 200: 'form-validation-response' },
} as const satisfies Endpoint;

/** An ES module the page imports (same origin: no code compiled from text in the page). */
export const getFormValidator = {
  method: 'GET',
  path: '/api/forms/:formId/validator.js',
  access: 'public',
  params: 'form-params',
  query: 'validator-module-query',
  answers: { 200: { schema: 'javascript-module', mediaTypes: ['text/javascript'] }, 304: null },
} as const satisfies Endpoint;

export const FORMS_ENDPOINTS = { getForm, validateFormAnswers, getFormValidator };

/**
 * The form engine over HTTP: a form composed for a scope, the same validation the browser
 * runs, and the browser's precompiled validator module (DESIGN.md "Validators in the browser
 * without unsafe-eval").
 */
import type { FastifyInstance } from 'fastify';
import type { ComposedFormResponse } from '../../../engine/generated/api/composed-form-response';
import type { FormAnswersBody } from '../../../engine/generated/api/form-answers-body';
import type { FormParams } from '../../../engine/generated/api/form-params';
import type { FormValidationResponse } from '../../../engine/generated/api/form-validation-response';
import type { ScopeQuery } from '../../../engine/generated/api/scope-query';
import { isFormId, type FormId } from '../../../engine/forms/form-ids';
import { HttpError } from '../../errors';
import { absentBodyIsEmpty } from '../absent-body';
import { errors, INVALID_INPUT, noContent, UNKNOWN_SCOPE } from '../route-schema';

function knownForm(formId: string): FormId {
  if (!isFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${formId}".`);
  return formId;
}

const NOT_FOUND = `UNKNOWN_FORM: no such form; ${UNKNOWN_SCOPE}`;

export default async function formsRoutes(app: FastifyInstance) {
  app.get<{ Params: FormParams; Querystring: ScopeQuery; Reply: ComposedFormResponse }>(
    '/forms/:formId',
    {
      schema: {
        summary: 'A form as a scope shows it: JSON Schema and UI schema',
        tags: ['forms'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/scope-query#' },
        response: { 200: { $ref: '/api/composed-form-response#' }, ...errors({ 400: INVALID_INPUT, 404: NOT_FOUND }) },
      },
    },
    async (request) => app.forms.compose(knownForm(request.params.formId), request.query),
  );

  app.post<{ Params: FormParams; Querystring: ScopeQuery; Body: FormAnswersBody; Reply: FormValidationResponse }>(
    '/forms/:formId/validate',
    {
      preValidation: absentBodyIsEmpty,
      schema: {
        summary: 'Validate answers with the form composed for a scope',
        tags: ['forms'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/scope-query#' },
        body: { $ref: '/api/form-answers-body#' },
        response: { 200: { $ref: '/api/form-validation-response#' }, ...errors({ 400: INVALID_INPUT, 404: NOT_FOUND }) },
      },
    },
    async (request) => {
      const composed = await app.forms.compose(knownForm(request.params.formId), request.query);
      return app.forms.validate(composed, request.body);
    },
  );

  app.get<{ Params: FormParams; Querystring: ScopeQuery }>(
    '/forms/:formId/validator.js',
    {
      schema: {
        summary: "The form's validator, precompiled, as an ES module for the browser",
        tags: ['forms'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/scope-query#' },
        response: {
          200: { description: 'The module (ETag; 304 when If-None-Match matches)', content: { 'text/javascript': { schema: { $ref: '/api/javascript-module#' } } } },
          304: noContent('Not modified: the module of this ETag is still current'),
          ...errors({ 400: INVALID_INPUT, 404: NOT_FOUND }),
        },
      },
    },
    async (request, reply) => {
      const composed = await app.forms.compose(knownForm(request.params.formId), request.query);
      const { code, etag } = app.forms.validatorModule(composed);
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/javascript; charset=utf-8').send(code);
    },
  );
}

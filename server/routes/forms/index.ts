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
import type { ValidatorModuleQuery } from '../../../engine/generated/api/validator-module-query';
import { isFormId, type FormId } from '../../../engine/forms/form-ids';
import { formVersionChanged } from '../../forms/form-version-refusal';
import { HttpError } from '../../errors';
import { absentBodyIsEmpty } from '../absent-body';
import { errors, INVALID_INPUT, UNKNOWN_SCOPE } from '../route-schema';
import { NOT_MODIFIED, PUBLIC_ROUTE } from '../../plugins/public-cache';

function knownForm(formId: string): FormId {
  if (!isFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${formId}".`);
  return formId;
}

const NOT_FOUND = `UNKNOWN_FORM: no such form; ${UNKNOWN_SCOPE}`;

/** What a composed form depends on besides the region set: the form and the scope of the query. */
const formKey = (formId: string, scope: ScopeQuery) => `${formId}\n${scope.city_id ?? ''}\n${scope.country_id ?? ''}`;

export default async function formsRoutes(app: FastifyInstance) {
  app.get<{ Params: FormParams; Querystring: ScopeQuery; Reply: ComposedFormResponse }>(
    '/forms/:formId',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: 'A form as a scope shows it: JSON Schema and UI schema',
        tags: ['forms'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/scope-query#' },
        response: { 200: { $ref: '/api/composed-form-response#' }, ...NOT_MODIFIED, ...errors({ 400: INVALID_INPUT, 404: NOT_FOUND }) },
      },
    },
    async (request, reply) =>
      app.publicCache.send(request, reply, {
        key: formKey(request.params.formId, request.query),
        compute: () => app.forms.compose(knownForm(request.params.formId), request.query),
      }),
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

  app.get<{ Params: FormParams; Querystring: ValidatorModuleQuery }>(
    '/forms/:formId/validator.js',
    {
      ...PUBLIC_ROUTE,
      schema: {
        summary: "The form's validator, precompiled, as an ES module for the browser",
        tags: ['forms'],
        params: { $ref: '/api/form-params#' },
        querystring: { $ref: '/api/validator-module-query#' },
        response: {
          200: { description: 'The module (ETag; 304 when If-None-Match matches)', content: { 'text/javascript': { schema: { $ref: '/api/javascript-module#' } } } },
          ...NOT_MODIFIED,
          ...errors({
            400: INVALID_INPUT,
            404: NOT_FOUND,
            409: 'FORM_VERSION_CHANGED: `v` names a composition this scope no longer has (the region set changed): ask for the form again.',
          }),
        },
      },
    },
    async (request, reply) => {
      const { v: version, ...scope } = request.query;
      const formId = knownForm(request.params.formId);
      // A module of another composition than the one asked for would validate a form it was not
      // made for, and the browser would keep it under this URL for the page's life.
      if (version !== undefined && (await app.forms.compose(formId, scope)).version !== version) throw formVersionChanged();
      return app.publicCache.send(request, reply, {
        key: formKey(formId, scope),
        type: 'text/javascript; charset=utf-8',
        compute: async () => app.forms.validatorModule(await app.forms.compose(formId, scope)),
      });
    },
  );
}

/**
 * The form engine over HTTP: a form composed for a scope, the same validation the browser
 * runs, and the browser's precompiled validator module (DESIGN.md "Validators in the browser
 * without unsafe-eval").
 */
import { FORMS_ENDPOINTS } from '../../engine/api/endpoints/forms';
import type { ScopeQuery } from '../../engine/generated/api/scope-query';
import { isFormId, type FormId } from '../../engine/forms/form-ids';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { formVersionChanged } from '../platform/forms/form-version-refusal';
import { HttpError } from '../platform/http/errors';
import { absentBodyIsEmpty } from '../platform/http/absent-body';
import { INVALID_INPUT, UNKNOWN_SCOPE } from '../platform/api/route-schema';
import { PUBLIC_ROUTE } from '../platform/plugins/public-cache';

function knownForm(formId: string): FormId {
  if (!isFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${formId}".`);
  return formId;
}

const NOT_FOUND = `UNKNOWN_FORM: no such form; ${UNKNOWN_SCOPE}`;

/** What a composed form depends on besides the region set: the form and the scope of the query. */
const formKey = (formId: string, scope: ScopeQuery) => `${formId}\n${scope.city_id ?? ''}\n${scope.country_id ?? ''}`;

export default featureRoutes(FORMS_ENDPOINTS, ['forms'], (app) => ({
  getForm: {
    summary: 'A form as a scope shows it: JSON Schema and UI schema',
    errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
    options: { ...PUBLIC_ROUTE },
    handler: async (request, reply) =>
      app.publicCache.send(request, reply, {
        key: formKey(request.params.formId, request.query),
        compute: () => app.forms.compose(knownForm(request.params.formId), request.query),
      }),
  },

  validateFormAnswers: {
    summary: 'Validate answers with the form composed for a scope',
    errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
    options: { preValidation: absentBodyIsEmpty },
    handler: async (request) => {
      const composed = await app.forms.compose(knownForm(request.params.formId), request.query);
      return app.forms.validate(composed, request.body);
    },
  },

  getFormValidator: {
    summary: "The form's validator, precompiled, as an ES module for the browser",
    answers: { 200: 'The module (ETag; 304 when If-None-Match matches)' },
    errors: {
      400: INVALID_INPUT,
      404: NOT_FOUND,
      409: 'FORM_VERSION_CHANGED: `v` names a composition this scope no longer has (the region set changed): ask for the form again.',
    },
    options: { ...PUBLIC_ROUTE },
    handler: async (request, reply) => {
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
  },
}));

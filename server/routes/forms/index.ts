import type { FastifyInstance } from 'fastify';
import { isFormId, type FormId } from '../../../engine/forms/form-ids';
import { HttpError } from '../../errors';
import { scopeQuerySchema, type ScopeQuery } from '../scope-query';

interface FormParams {
  formId: string;
}

const params = {
  type: 'object',
  required: ['formId'],
  properties: { formId: { type: 'string', maxLength: 64 } },
} as const;

function knownForm(formId: string): FormId {
  if (!isFormId(formId)) throw new HttpError(404, 'UNKNOWN_FORM', `There is no form "${formId}".`);
  return formId;
}

const detailSchema = {
  type: 'object',
  required: ['path', 'code'],
  properties: { path: { type: 'string' }, code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
} as const;

export default async function formsRoutes(app: FastifyInstance) {
  app.get<{ Params: FormParams; Querystring: ScopeQuery }>(
    '/forms/:formId',
    {
      schema: {
        params,
        querystring: scopeQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['formId', 'scope', 'schema', 'uiSchema'],
            properties: {
              formId: { type: 'string' },
              scope: { type: 'object', additionalProperties: true },
              schema: { type: 'object', additionalProperties: true },
              uiSchema: { type: 'object', additionalProperties: true },
            },
          },
        },
      },
    },
    async (request) => app.forms.compose(knownForm(request.params.formId), request.query),
  );

  app.post<{ Params: FormParams; Querystring: ScopeQuery; Body: unknown }>(
    '/forms/:formId/validate',
    {
      schema: {
        params,
        querystring: scopeQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['valid'],
            properties: { valid: { type: 'boolean' }, details: { type: 'array', items: detailSchema } },
          },
        },
      },
    },
    async (request) => {
      const composed = await app.forms.compose(knownForm(request.params.formId), request.query);
      return app.forms.validate(composed, request.body ?? {});
    },
  );

  app.get<{ Params: FormParams; Querystring: ScopeQuery }>(
    '/forms/:formId/validator.js',
    { schema: { params, querystring: scopeQuerySchema } },
    async (request, reply) => {
      const composed = await app.forms.compose(knownForm(request.params.formId), request.query);
      const { code, etag } = app.forms.validatorModule(composed);
      void reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/javascript; charset=utf-8').send(code);
    },
  );
}

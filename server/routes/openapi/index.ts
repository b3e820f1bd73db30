/** The API's own description: the OpenAPI document and its readable reference page. */
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../../openapi/openapi-document';
import { renderReferencePage } from '../../openapi/reference-page';
import { errors } from '../route-schema';

const TAGS = ['reference'];

export default async function openapiRoutes(app: FastifyInstance) {
  // Built once, on first use: the routes do not change while the process runs.
  let json: string | undefined;
  let page: string | undefined;
  // swagger() is typed for every OpenAPI version; plugins/openapi.ts configures 3.1.
  const document = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This API as an OpenAPI 3.1 document',
        tags: TAGS,
        response: { 200: { $ref: '/api/openapi-document#' }, ...errors({}) },
      },
    },
    async (_request, reply) => {
      json ??= JSON.stringify(document());
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
    },
  );

  app.get(
    '/docs',
    {
      schema: {
        summary: 'This API as a readable reference page',
        tags: TAGS,
        response: { 200: { description: 'HTML', content: { 'text/html': { schema: { $ref: '/api/html-page#' } } } }, ...errors({}) },
      },
    },
    async (_request, reply) => {
      page ??= renderReferencePage(document());
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    },
  );
}

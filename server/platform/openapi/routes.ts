/** The API's own description: the OpenAPI document and its readable reference page. */
import { OPENAPI_ENDPOINTS } from '../../../engine/api/endpoints/openapi';
import { featureRoutes } from '../api/endpoint-routes';
import type { OpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';

export default featureRoutes(OPENAPI_ENDPOINTS, ['reference'], (app) => {
  // Built once, on first use: the routes do not change while the process runs.
  let json: string | undefined;
  let page: string | undefined;
  // swagger() is typed for every OpenAPI version; plugins/openapi.ts configures 3.1.
  const document = () => app.swagger() as unknown as OpenApiDocument;

  return {
    getOpenApiDocument: {
      summary: 'This API as an OpenAPI 3.1 document',
      handler: async (_request, reply) => {
        json ??= JSON.stringify(document());
        // Sent as the text it was serialized to once, not serialized again per request.
        return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json as never);
      },
    },

    getApiReference: {
      summary: 'This API as a readable reference page',
      answers: { 200: 'HTML' },
      handler: async (_request, reply) => {
        page ??= renderReferencePage(document());
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
      },
    },
  };
});

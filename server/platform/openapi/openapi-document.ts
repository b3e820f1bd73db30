/**
 * The parts of an OpenAPI 3.1 document the reference page reads. @fastify/swagger types its
 * document for every OpenAPI version at once; plugins/openapi.ts configures 3.1.
 */
export type JsonSchema = Record<string, unknown>;

export interface MediaTypes {
  [mediaType: string]: { schema?: JsonSchema };
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { description?: string; required?: boolean; content?: MediaTypes };
  responses?: Record<string, { description?: string; content?: MediaTypes }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The API contract as data: every file of schemas/api/, read once. Each holds one request or
 * response shape with `$id` "/api/<file name>"; routes, other API schemas and the shared AJV
 * factory reference it by that id (`{ $ref: '/api/session-response#' }`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const API_SCHEMAS_DIR = fileURLToPath(new URL('../../../schemas/api/', import.meta.url));

export interface ApiSchema {
  $id: string;
  [keyword: string]: unknown;
}

let loaded: readonly ApiSchema[] | undefined;

/** Every API schema, in file name order; a file whose `$id` does not match its name is refused. */
export function apiSchemas(): readonly ApiSchema[] {
  loaded ??= readdirSync(API_SCHEMAS_DIR)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const schema = JSON.parse(readFileSync(`${API_SCHEMAS_DIR}${file}`, 'utf8')) as Partial<ApiSchema>;
      const expected = apiSchemaId(file.replace('.schema.json', ''));
      if (schema.$id !== expected) throw new Error(`schemas/api/${file}: its $id must be "${expected}"`);
      return schema as ApiSchema;
    });
  return loaded;
}

export function apiSchemaId(name: string): string {
  return `/api/${name}`;
}

/** The scope query most routes take: a city, or a whole country. */
export interface ScopeQuery {
  city_id?: string;
  country_id?: string;
}

const scopeId = { type: 'string', pattern: '^[A-Z]{2}(-[A-Z0-9-]+)?$', maxLength: 64 } as const;

export const scopeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { city_id: scopeId, country_id: scopeId },
} as const;

/**
 * Pieces of route schemas that are conventions rather than shapes: every error status a route
 * answers is the one /api/error-response shape (with a description of the codes it carries
 * there), and the routes behind a session say so for the OpenAPI document.
 */
import { API_ACCESS, possibleDenials, type ApiArea } from '../../../engine/rules/access';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

const ERROR_RESPONSE = '/api/error-response#';

/** Descriptions several routes share. */
export const INVALID_INPUT = 'VALIDATION_FAILED: `details` name the fields at fault and why.';
export const RATE_LIMITED = 'TOO_MANY_REQUESTS: too many attempts from this address or for this e-mail; Retry-After says when to try again.';
/** The limits per client of what visitors may write or look up (server/platform/limits/visitor-limits.ts). */
export const CLIENT_RATE_LIMITED = 'TOO_MANY_REQUESTS: too many from this client (its account, else its IP address); Retry-After says when to try again.';
export const UNKNOWN_SCOPE = 'UNKNOWN_CITY / UNKNOWN_COUNTRY: no region file has this city_id or country_id.';
/** A route taking the answers of a region-composed form (the page names its composition in X-Form-Version, issue 24). */
export const FORM_VERSION_CHANGED =
  'FORM_VERSION_CHANGED: the X-Form-Version header names an older composition of the form and the answers do not fit the one served now (`details` as for a 400); load the form again, keep the answers to the questions that remain.';

/**
 * The error responses of a route by status, plus `default`: any other error (a 5xx never has
 * details). A route guarded by an access area (engine/rules/access.ts) names it: its 401/403
 * answers, each code with its meaning, come from the table, before the route's own 403s.
 */
export function errors(
  described: Partial<Record<ErrorStatus, string>>,
  area?: ApiArea,
): Record<string, { description: string; $ref: string }> {
  const all: Partial<Record<ErrorStatus, string>> = { ...described };
  if (area) {
    for (const [status, denials] of possibleDenials(API_ACCESS[area])) {
      all[status] = [denials.map((d) => `${d.code}: ${d.message}`).join(' '), described[status]].filter(Boolean).join(' ');
    }
  }
  const out: Record<string, { description: string; $ref: string }> = {};
  for (const [status, description] of Object.entries(all)) out[status] = { description, $ref: ERROR_RESPONSE };
  out.default = { description: 'Any other error: INVALID_JSON, PAYLOAD_TOO_LARGE, METHOD_NOT_ALLOWED (405, with Allow), URI_TOO_LONG (414: a path parameter over 1024 characters), INTERNAL_ERROR (5xx, no details)...', $ref: ERROR_RESPONSE };
  return out;
}

/** A response without a body (204, 304). */
export function noContent(description: string) {
  return { description, type: 'null' } as const;
}

/** OpenAPI `security` of the routes behind a session: the cookie, or the same token as a bearer (native app). */
export const SESSION_REQUIRED: ReadonlyArray<Record<string, readonly string[]>> = [{ sessionCookie: [] }, { bearerToken: [] }];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This POST/PUT/PATCH/DELETE takes no body: the API contract test then expects no body schema. */
    noBody?: boolean;
  }
}

/** Route `config` of a POST/PUT/PATCH/DELETE that takes no body. */
export const NO_BODY = { noBody: true } as const;

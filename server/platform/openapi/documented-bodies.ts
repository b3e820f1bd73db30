/**
 * What the OpenAPI document shows for the bodies the handlers check themselves (issue 25: several
 * bodies were documented as a free object while the server refused most of what they could hold).
 *
 * Such a route declares an envelope (`*-body`: an object of the known keys, schemas/README.md), so
 * Fastify's own AJV never answers for the body with other codes than the forms'; the handler then
 * holds the body to a full schema with the shared AJV factory (server/platform/api/payload-validation.ts)
 * or to a composed form. The document shows that full schema in the envelope's place, and the
 * envelopes themselves leave its components: a client reads what the server accepts.
 */
import type { JsonSchema } from './openapi-document';
import { formBodySchema } from './form-body-schema';

const ref = (name: string): JsonSchema => ({ $ref: `/api/${name}#` });

/** Envelope id (`/api/login-body`) → the body as the handler holds it. */
export const DOCUMENTED_BODIES: Readonly<Record<string, JsonSchema>> = {
  '/api/signup-body': ref('signup-request'),
  '/api/login-body': formBodySchema('login', {
    note: 'Spaces around the e-mail address are ignored. An unknown address and a wrong password get the same 401 INVALID_CREDENTIALS.',
  }),
  '/api/one-time-login-request-body': ref('one-time-login-request'),
  '/api/password-reset-request-body': ref('password-reset-request'),
  '/api/password-reset-check-body': ref('password-reset-check'),
  '/api/password-reset-use-body': ref('password-reset-use'),
  '/api/signature-sign-body': ref('signature-sign-payload'),
  '/api/me-update-body': ref('me-update'),
  '/api/location-update-body': ref('location-update'),
  '/api/availability-body': ref('availability-update'),
  '/api/service-areas-body': ref('service-areas-update'),
  '/api/linked-user-body': formBodySchema('perks-link', { note: "The customer account's e-mail address (W§7), stored lower-cased." }),
  '/api/unsubscribe-body': formBodySchema('unsubscribe', { note: 'The answer is the same whether or not anyone has this address.' }),
  '/api/accept-marketing-body': ref('accept-marketing-request'),
  '/api/support-message-body': ref('support-message-request'),
  '/api/competency-test-answers-body': formBodySchema('competency-test', { note: "Checked against the form of the applicant's own scope, never the query's." }),
  '/api/note-body': formBodySchema('booking-note', {
    note: 'With the booking it is about.',
    extra: {
      properties: { booking: { description: "The id of one of the worker's own past, not cancelled bookings.", type: 'string', minLength: 1, maxLength: 128 } },
      required: ['booking'],
    },
  }),
};

/** The component name @fastify/swagger gives a schema of schemas/api (plugins/openapi.ts): its file name. */
export const componentName = (id: string) => id.replace(/^\/api\//, '');

/** A route's schema as the document shows it: an envelope body replaced by the body it stands for. */
export function documentedRouteSchema<T extends { body?: unknown }>(schema: T): T {
  const envelope = (schema.body as { $ref?: unknown } | undefined)?.$ref;
  const documented = typeof envelope === 'string' ? DOCUMENTED_BODIES[envelope.replace(/#$/, '')] : undefined;
  return documented ? { ...schema, body: documented } : schema;
}

/** The document without the envelopes' components: no operation shows them any more. */
export function withoutEnvelopeComponents<T extends { components?: { schemas?: Record<string, unknown> } }>(document: T): T {
  const schemas = document.components?.schemas;
  if (schemas) for (const id of Object.keys(DOCUMENTED_BODIES)) delete schemas[componentName(id)];
  return document;
}

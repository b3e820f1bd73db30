/**
 * Onboarding on the almost-there page (W§4, W§7): the vertical status, the built-in onboarding
 * calendar (slots, booking, cancelling, the interview date), the calendar's form field ids and
 * the limited-demand popup acknowledgement.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { ONBOARDING_FORM_FIELD_IDS, knownAppointmentTypes } from '../../onboarding/appointment-types';
import {
  assertNotStudent,
  bookSlot,
  cancelCurrentBooking,
  interviewDateOf,
  listSlots,
  markLimitedDemandPopupSeen,
  verticalStatusOf,
} from '../../onboarding/onboarding-service';

const isoOrNull = { type: ['string', 'null'] } as const;

const verticalStatusSchema = {
  type: 'object',
  required: ['verticalStatus', 'onboardingButton', 'limitedDemandPopup', 'bookingLink', 'interviewBooked'],
  additionalProperties: false,
  properties: {
    verticalStatus: { enum: [0, 1, 2, 3, 20], description: 'W§4 almost-there vertical status' },
    onboardingButton: { type: 'boolean' },
    limitedDemandPopup: { type: 'boolean', description: 'show the limited-demand popup now (rule holds, not yet acknowledged)' },
    bookingLink: { type: 'string', description: 'the limited-onboarding link when the rule holds, else the calendar link of onboardingVertical; "" when none' },
    interviewBooked: { type: 'boolean' },
    limitedDemand: { type: 'boolean', description: 'the limited-demand rule holds (also after the popup was acknowledged)' },
    bookableVerticals: { type: 'array', items: { type: 'string' } },
    onboardingVertical: { type: ['string', 'null'] },
    bookingOpen: { type: 'boolean', description: 'POST /api/onboarding-bookings is open to this applicant (ignoring an existing booking)' },
  },
} as const;

const slotSchema = {
  type: 'object',
  required: ['id', 'startsAt', 'endsAt', 'remaining', 'limited', 'vertical'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    startsAt: { type: 'string' },
    endsAt: { type: 'string' },
    remaining: { type: 'integer' },
    limited: { type: 'boolean' },
    vertical: { type: 'string' },
  },
} as const;

const interviewDateSchema = {
  type: 'object',
  required: ['interviewDate', 'slotId'],
  additionalProperties: false,
  properties: { interviewDate: isoOrNull, slotId: { type: ['string', 'null'] } },
} as const;

const bookingSchema = {
  type: 'object',
  required: ['bookingId', 'slotId', 'interviewDate', 'endsAt', 'vertical'],
  additionalProperties: false,
  properties: {
    bookingId: { type: 'string' },
    slotId: { type: 'string' },
    interviewDate: { type: 'string' },
    endsAt: { type: 'string' },
    vertical: { type: 'string' },
  },
} as const;

export default async function onboardingRoutes(app: FastifyInstance) {
  const appointmentTypes = knownAppointmentTypes(app.regions.set, app.regions.env);

  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/me/vertical-status', { preHandler: app.requireWorker, schema: { response: { 200: verticalStatusSchema } } }, async (request) => {
    assertNotStudent(request.worker!);
    return verticalStatusOf(app, request.worker!);
  });

  app.get<{ Querystring: { vertical?: string } }>(
    '/onboarding-slots',
    {
      preHandler: app.requireWorker,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { vertical: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: { 200: { type: 'object', required: ['slots'], additionalProperties: false, properties: { slots: { type: 'array', items: slotSchema } } } },
      },
    },
    async (request) => {
      assertNotStudent(request.worker!);
      return { slots: await listSlots(app, request.worker!, request.query.vertical) };
    },
  );

  app.post<{ Body: { slotId: string } }>(
    '/onboarding-bookings',
    {
      preHandler: app.requireWorker,
      schema: {
        body: {
          type: 'object',
          required: ['slotId'],
          additionalProperties: false,
          properties: { slotId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: { 201: bookingSchema },
      },
    },
    async (request, reply) => {
      assertNotStudent(request.worker!);
      const booking = await bookSlot(app, request.worker!, request.body.slotId);
      return reply.status(201).send(booking);
    },
  );

  app.delete('/onboarding-bookings/current', { preHandler: app.requireWorker, schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    assertNotStudent(request.worker!);
    await cancelCurrentBooking(app, request.worker!);
    return reply.status(204).send();
  });

  app.get('/me/interview-date', { preHandler: app.requireWorker, schema: { response: { 200: interviewDateSchema } } }, async (request) => {
    assertNotStudent(request.worker!);
    return interviewDateOf(app.db, request.worker!);
  });

  app.get<{ Params: { appointmentTypeId: string } }>(
    '/onboarding-appointments/form-field-id/:appointmentTypeId',
    {
      preHandler: app.requireWorker,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['formFieldIds'],
            additionalProperties: false,
            properties: {
              formFieldIds: {
                type: 'object',
                additionalProperties: false,
                properties: Object.fromEntries(Object.keys(ONBOARDING_FORM_FIELD_IDS).map((k) => [k, { type: 'string' }])),
              },
            },
          },
        },
      },
    },
    async (request) => {
      if (!appointmentTypes.has(request.params.appointmentTypeId)) {
        throw new HttpError(404, 'UNKNOWN_APPOINTMENT_TYPE', `No onboarding calendar has the appointment type "${request.params.appointmentTypeId}".`);
      }
      return { formFieldIds: { ...ONBOARDING_FORM_FIELD_IDS } };
    },
  );

  app.post('/me/limited-demand-popup-seen', { preHandler: app.requireWorker, schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    assertNotStudent(request.worker!);
    await markLimitedDemandPopupSeen(app, request.worker!);
    return reply.status(204).send();
  });
}

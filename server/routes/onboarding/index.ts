/**
 * Onboarding on the almost-there page (W§4, W§7): the vertical status, the built-in onboarding
 * calendar (slots, booking, cancelling, the interview date), the calendar's form field ids and
 * the limited-demand popup acknowledgement.
 */
import type { FastifyInstance } from 'fastify';
import type { AppointmentTypeParams } from '../../../engine/generated/api/appointment-type-params';
import type { InterviewDateResponse } from '../../../engine/generated/api/interview-date-response';
import type { OnboardingBookingRequest } from '../../../engine/generated/api/onboarding-booking-request';
import type { OnboardingBookingResponse } from '../../../engine/generated/api/onboarding-booking-response';
import type { OnboardingFormFieldIdsResponse } from '../../../engine/generated/api/onboarding-form-field-ids-response';
import type { OnboardingSlotsQuery } from '../../../engine/generated/api/onboarding-slots-query';
import type { OnboardingSlotsResponse } from '../../../engine/generated/api/onboarding-slots-response';
import type { VerticalStatusResponse } from '../../../engine/generated/api/vertical-status-response';
import { HttpError } from '../../errors';
import { ONBOARDING_FORM_FIELD_IDS, knownAppointmentTypes } from '../../onboarding/appointment-types';
import { bookSlot, cancelCurrentBooking, interviewDateOf, listSlots, markLimitedDemandPopupSeen, verticalStatusOf } from '../../onboarding/onboarding-service';
import { errors, INVALID_INPUT, NO_BODY, noContent, SESSION_REQUIRED } from '../route-schema';

const TAGS = ['onboarding'];

export default async function onboardingRoutes(app: FastifyInstance) {
  const appointmentTypes = knownAppointmentTypes(app.regions.set, app.regions.env);

  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get<{ Reply: VerticalStatusResponse }>(
    '/me/vertical-status',
    {
      onRequest: app.requireAccess('basicInfo'),
      schema: {
        summary: "The applicant's onboarding status on the almost-there page",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/vertical-status-response#' }, ...errors({}, 'basicInfo') },
      },
    },
    async (request) => {
      return verticalStatusOf(app.deps, request.worker!);
    },
  );

  app.get<{ Querystring: OnboardingSlotsQuery; Reply: OnboardingSlotsResponse }>(
    '/onboarding-slots',
    {
      onRequest: app.requireAccess('basicInfo'),
      schema: {
        summary: 'Onboarding sessions the applicant may book',
        tags: TAGS,
        security: SESSION_REQUIRED,
        querystring: { $ref: '/api/onboarding-slots-query#' },
        response: {
          200: { $ref: '/api/onboarding-slots-response#' },
          ...errors({ 400: INVALID_INPUT }, 'basicInfo'),
        },
      },
    },
    async (request) => {
      return { slots: await listSlots(app.deps, request.worker!, request.query.vertical) };
    },
  );

  app.post<{ Body: OnboardingBookingRequest; Reply: OnboardingBookingResponse }>(
    '/onboarding-bookings',
    {
      onRequest: app.requireAccess('basicInfo'),
      schema: {
        summary: 'Book an onboarding session',
        tags: TAGS,
        security: SESSION_REQUIRED,
        body: { $ref: '/api/onboarding-booking-request#' },
        response: {
          201: { description: 'Booked; the application has its interview date', $ref: '/api/onboarding-booking-response#' },
          ...errors({
            400: INVALID_INPUT,
            403: `ONBOARDING_NOT_AVAILABLE: not at this stage; WRONG_STAGE: no application.`,
            404: 'SLOT_NOT_FOUND: not a slot this applicant may book.',
            409: 'ALREADY_BOOKED: cancel the booked session first; SLOT_FULL: the last seat was just taken.',
          }, 'basicInfo'),
        },
      },
    },
    async (request, reply) => {
      const booking = await bookSlot(app.deps, request.worker!, request.body.slotId);
      return reply.status(201).send(booking);
    },
  );

  app.delete(
    '/onboarding-bookings/current',
    {
      onRequest: app.requireAccess('basicInfo'),
      config: NO_BODY,
      schema: {
        summary: "Cancel the applicant's booked onboarding session",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: {
          204: noContent('Cancelled; the interview date is cleared'),
          ...errors({
            404: 'NO_BOOKING: nothing booked.',
            409: 'INTERVIEW_IN_PAST: the session has already started.',
          }, 'basicInfo'),
        },
      },
    },
    async (request, reply) => {
      await cancelCurrentBooking(app.deps, request.worker!);
      return reply.status(204).send();
    },
  );

  app.get<{ Reply: InterviewDateResponse }>(
    '/me/interview-date',
    {
      onRequest: app.requireAccess('basicInfo'),
      schema: {
        summary: "The applicant's booked onboarding session, if any",
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/interview-date-response#' }, ...errors({}, 'basicInfo') },
      },
    },
    async (request) => {
      return interviewDateOf(app.deps, request.worker!);
    },
  );

  app.get<{ Params: AppointmentTypeParams; Reply: OnboardingFormFieldIdsResponse }>(
    '/onboarding-appointments/form-field-id/:appointmentTypeId',
    {
      onRequest: app.requireAccess('basicInfo'),
      schema: {
        summary: "The ids of the onboarding booking form's questions (to prefill the applicant's details)",
        tags: TAGS,
        security: SESSION_REQUIRED,
        params: { $ref: '/api/appointment-type-params#' },
        response: {
          200: { $ref: '/api/onboarding-form-field-ids-response#' },
          ...errors({ 400: INVALID_INPUT, 404: 'UNKNOWN_APPOINTMENT_TYPE: no onboarding calendar names it.' }, 'basicInfo'),
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

  app.post(
    '/me/limited-demand-popup-seen',
    {
      onRequest: app.requireAccess('basicInfo'),
      config: NO_BODY,
      schema: {
        summary: 'Record that the applicant acknowledged the limited-demand popup',
        tags: TAGS,
        security: SESSION_REQUIRED,
        response: { 204: noContent('Recorded (once)'), ...errors({}, 'basicInfo') },
      },
    },
    async (request, reply) => {
      await markLimitedDemandPopupSeen(app.deps, request.worker!);
      return reply.status(204).send();
    },
  );
}

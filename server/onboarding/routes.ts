/**
 * Onboarding on the almost-there page (W§4, W§7): the vertical status, the built-in onboarding
 * calendar (slots, booking, cancelling, the interview date), the calendar's form field ids and
 * the limited-demand popup acknowledgement.
 */
import { ONBOARDING_ENDPOINTS } from '../../engine/api/endpoints/onboarding';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { HttpError } from '../platform/http/errors';
import { ONBOARDING_FORM_FIELD_IDS, knownAppointmentTypes } from './appointment-types';
import { bookSlot, cancelCurrentBooking, interviewDateOf, listSlots, markLimitedDemandPopupSeen, verticalStatusOf } from './onboarding-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(ONBOARDING_ENDPOINTS, ['onboarding'], (app) => {
  const appointmentTypes = knownAppointmentTypes(app.regions.set, app.regions.env);

  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    getVerticalStatus: {
      summary: "The applicant's onboarding status on the almost-there page",
      handler: async (request) => verticalStatusOf(app.deps, request.worker!),
    },
    getOnboardingSlots: {
      summary: 'Onboarding sessions the applicant may book',
      errors: { 400: INVALID_INPUT },
      handler: async (request) => ({ slots: await listSlots(app.deps, request.worker!, request.query.vertical) }),
    },
    bookOnboardingSlot: {
      summary: 'Book an onboarding session',
      answers: { 201: 'Booked; the application has its interview date' },
      errors: {
        400: INVALID_INPUT,
        403: `ONBOARDING_NOT_AVAILABLE: not at this stage; WRONG_STAGE: no application.`,
        404: 'SLOT_NOT_FOUND: not a slot this applicant may book.',
        409: 'ALREADY_BOOKED: cancel the booked session first; SLOT_FULL: the last seat was just taken.',
      },
      handler: async (request, reply) => {
        const booking = await bookSlot(app.deps, request.worker!, request.body.slotId);
        return reply.status(201).send(booking);
      },
    },
    cancelOnboardingBooking: {
      summary: "Cancel the applicant's booked onboarding session",
      answers: { 204: 'Cancelled; the interview date is cleared' },
      errors: {
        404: 'NO_BOOKING: nothing booked.',
        409: 'INTERVIEW_IN_PAST: the session has already started.',
      },
      handler: async (request, reply) => {
        await cancelCurrentBooking(app.deps, request.worker!);
        return reply.status(204).send();
      },
    },
    getInterviewDate: {
      summary: "The applicant's booked onboarding session, if any",
      handler: async (request) => interviewDateOf(app.deps, request.worker!),
    },
    getOnboardingFormFieldIds: {
      summary: "The ids of the onboarding booking form's questions (to prefill the applicant's details)",
      errors: { 400: INVALID_INPUT, 404: 'UNKNOWN_APPOINTMENT_TYPE: no onboarding calendar names it.' },
      handler: async (request) => {
        if (!appointmentTypes.has(request.params.appointmentTypeId)) {
          throw new HttpError(404, 'UNKNOWN_APPOINTMENT_TYPE', `No onboarding calendar has the appointment type "${request.params.appointmentTypeId}".`);
        }
        return { formFieldIds: { ...ONBOARDING_FORM_FIELD_IDS } };
      },
    },
    acknowledgeLimitedDemandPopup: {
      summary: 'Record that the applicant acknowledged the limited-demand popup',
      answers: { 204: 'Recorded (once)' },
      handler: async (request, reply) => {
        await markLimitedDemandPopupSeen(app.deps, request.worker!);
        return reply.status(204).send();
      },
    },
  };
});

/** Onboarding on the almost-there page (W§4, W§7): vertical status, the onboarding calendar, the limited-demand popup. */
import type { Endpoint } from '../endpoint';

export const getVerticalStatus = {
  method: 'GET',
  path: '/api/me/vertical-status',
  access: 'basicInfo',
  answers: { 200: 'vertical-status-response' },
} as const satisfies Endpoint;

export const getOnboardingSlots = {
  method: 'GET',
  path: '/api/onboarding-slots',
  access: 'basicInfo',
  query: 'onboarding-slots-query',
  answers: { 200: 'onboarding-slots-response' },
} as const satisfies Endpoint;

export const bookOnboardingSlot = {
  method: 'POST',
  path: '/api/onboarding-bookings',
  access: 'basicInfo',
  body: 'onboarding-booking-request',
  answers: { 201: 'onboarding-booking-response' },
} as const satisfies Endpoint;

export const cancelOnboardingBooking = {
  method: 'DELETE',
  path: '/api/onboarding-bookings/current',
  access: 'basicInfo',
  body: null,
  answers: { 204: null },
} as const satisfies Endpoint;

export const getInterviewDate = {
  method: 'GET',
  path: '/api/me/interview-date',
  access: 'basicInfo',
  answers: { 200: 'interview-date-response' },
} as const satisfies Endpoint;

export const getOnboardingFormFieldIds = {
  method: 'GET',
  path: '/api/onboarding-appointments/form-field-id/:appointmentTypeId',
  access: 'basicInfo',
  params: 'appointment-type-params',
  answers: { 200: 'onboarding-form-field-ids-response' },
} as const satisfies Endpoint;

export const acknowledgeLimitedDemandPopup = {
  method: 'POST',
  path: '/api/me/limited-demand-popup-seen',
  access: 'basicInfo',
  body: null,
  answers: { 204: null },
} as const satisfies Endpoint;

export const ONBOARDING_ENDPOINTS = {
  getVerticalStatus,
  getOnboardingSlots,
  bookOnboardingSlot,
  cancelOnboardingBooking,
  getInterviewDate,
  getOnboardingFormFieldIds,
  acknowledgeLimitedDemandPopup,
};

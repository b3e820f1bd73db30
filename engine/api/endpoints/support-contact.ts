/** The help centre's contact form (issue 27, R§2), by anyone, and its messages in the support inbox. */
import type { Endpoint } from '../endpoint';

export const sendSupportContact = {
  method: 'POST',
  path: '/api/support/contact',
  access: 'public',
  body: 'support-contact-body',
  answers: { 200: 'support-contact-response' },
} as const satisfies Endpoint;

export const getSupportContactRequests = {
  method: 'GET',
  path: '/api/support/contact-requests',
  access: 'support',
  answers: { 200: 'support-contact-requests-response' },
} as const satisfies Endpoint;

export const markSupportContactRequestHandled = {
  method: 'POST',
  path: '/api/support/contact-requests/:id/handled',
  access: 'support',
  params: 'support-contact-request-params',
  body: null,
  answers: { 200: 'support-contact-request' },
} as const satisfies Endpoint;

export const SUPPORT_CONTACT_ENDPOINTS = { sendSupportContact, getSupportContactRequests, markSupportContactRequestHandled };

/** The partnership agreement (W§2, W§7): the signature request, the signing page and its signature, the agreement in force. */
import type { Endpoint } from '../endpoint';

export const getSignatureRequest = {
  method: 'GET',
  path: '/api/signature-request',
  access: 'signing',
  answers: { 200: 'signature-request-response' },
} as const satisfies Endpoint;

export const getSigningPage = {
  method: 'GET',
  path: '/api/signature-requests/:requestToken',
  access: 'signing',
  params: 'signature-request-params',
  query: 'language-query',
  answers: { 200: 'signature-page-response' },
} as const satisfies Endpoint;

export const signAgreement = {
  method: 'POST',
  path: '/api/signature-requests/:requestToken/sign',
  access: 'signing',
  params: 'signature-request-params',
  body: 'signature-sign-body',
  payload: 'signature-sign-payload',
  answers: { 200: 'signature-sign-response' },
} as const satisfies Endpoint;

export const getAgreement = {
  method: 'GET',
  path: '/api/agreement',
  access: 'agreement',
  query: 'language-query',
  answers: { 200: 'agreement-response' },
} as const satisfies Endpoint;

export const getPartnershipAgreementUrl = {
  method: 'GET',
  path: '/api/workers/:id/partnership-agreement-url',
  access: 'agreement',
  params: 'worker-params',
  answers: { 200: 'agreement-url-response' },
} as const satisfies Endpoint;

/** An attachment the browser downloads itself: linked with `endpointUrl`, not fetched. */
export const getAgreementPdf = {
  method: 'GET',
  path: '/api/agreement/pdf',
  access: 'agreement',
  answers: { 200: { schema: 'pdf-document', mediaTypes: ['application/pdf'] } },
} as const satisfies Endpoint;

export const AGREEMENT_ENDPOINTS = {
  getSignatureRequest,
  getSigningPage,
  signAgreement,
  getAgreement,
  getPartnershipAgreementUrl,
  getAgreementPdf,
};

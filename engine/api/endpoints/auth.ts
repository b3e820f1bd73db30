/** Sessions (W§7): sign-up, login, logout, the one-time login link (also the e-mail verification link) and its mails. */
import type { Endpoint } from '../endpoint';

/** A practitioner's or a student's account; the body is held to signup-payload or student-signup-payload. */
export const signUp = {
  method: 'POST',
  path: '/api/signup',
  access: 'public',
  body: 'signup-body',
  payload: 'signup-request',
  headers: 'form-version-headers',
  answers: { 201: 'session-response' },
} as const satisfies Endpoint;

/** The body is held to the `login` form. */
export const logIn = {
  method: 'POST',
  path: '/api/login',
  access: 'public',
  body: 'login-body',
  answers: { 200: 'session-response' },
} as const satisfies Endpoint;

export const logOut = {
  method: 'POST',
  path: '/api/logout',
  access: 'public',
  body: null,
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

/** Whose link it is: nothing used up (a followed link never logs in: login CSRF). */
export const previewOneTimeLogin = {
  method: 'GET',
  path: '/api/one-time-login',
  access: 'public',
  query: 'one-time-login-query',
  answers: { 200: 'one-time-login-preview' },
} as const satisfies Endpoint;

export const redeemOneTimeLogin = {
  method: 'POST',
  path: '/api/one-time-login',
  access: 'public',
  body: 'one-time-login-body',
  answers: { 200: 'session-response' },
} as const satisfies Endpoint;

export const requestOneTimeLogin = {
  method: 'POST',
  path: '/api/one-time-login/request',
  access: 'public',
  body: 'one-time-login-request-body',
  payload: 'one-time-login-request',
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

export const resendEmailVerification = {
  method: 'GET',
  path: '/api/resend-email-verification',
  access: 'emailVerification',
  answers: { 200: 'resend-verification-response' },
} as const satisfies Endpoint;

export const AUTH_ENDPOINTS = {
  signUp,
  logIn,
  logOut,
  previewOneTimeLogin,
  redeemOneTimeLogin,
  requestOneTimeLogin,
  resendEmailVerification,
};

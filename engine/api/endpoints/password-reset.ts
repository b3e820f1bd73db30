/** Password reset (W§7): a link by e-mail, whether it still works, a new password with it. */
import type { Endpoint } from '../endpoint';

export const requestPasswordReset = {
  method: 'POST',
  path: '/api/hero/password-reset/request',
  access: 'public',
  body: 'password-reset-request-body',
  payload: 'password-reset-request',
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

export const checkPasswordReset = {
  method: 'POST',
  path: '/api/hero/password-reset/check',
  access: 'public',
  body: 'password-reset-check-body',
  payload: 'password-reset-check',
  answers: { 200: 'password-reset-check-response' },
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/api/hero/password-reset/use',
  access: 'public',
  body: 'password-reset-use-body',
  payload: 'password-reset-use',
  answers: { 200: 'ok-response' },
} as const satisfies Endpoint;

export const PASSWORD_RESET_ENDPOINTS = { requestPasswordReset, checkPasswordReset, resetPassword };

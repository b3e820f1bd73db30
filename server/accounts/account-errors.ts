import { HttpError } from '../platform/http/errors';

/** The account errors the screens translate (ERROR_LABEL_{code}). */
export const tokenInvalid = () =>
  new HttpError(400, 'TOKEN_INVALID', 'This link has expired or has already been used. Ask for a new one.');

export const emailAlreadyUsed = () =>
  new HttpError(409, 'EMAIL_ALREADY_USED', 'An account with this e-mail address already exists. Log in or reset your password.');

/** The same answer for an unknown address and a wrong password. */
export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'The e-mail address or the password is not right.');

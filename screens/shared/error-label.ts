import type { TFunction } from 'i18next';
import { apiErrorBody, apiErrorStatus } from './api/api-client';

export const GENERIC_ERROR_KEY = 'ERROR_LABEL_GENERIC';

/**
 * What to tell a person about a failed call (W§8): `ERROR_LABEL_{CODE}` when we have that
 * translation, else the server's message, else the generic label.
 */
export function errorLabel(
  error: unknown,
  t: TFunction,
  exists: (key: string) => boolean,
  options: { serverMessage?: boolean } = {},
): string {
  const body = apiErrorBody(error);
  if (body) {
    const key = `ERROR_LABEL_${body.error}`;
    if (exists(key)) return t(key);
    if (body.message && options.serverMessage !== false) return body.message;
  }
  return t(GENERIC_ERROR_KEY);
}

/**
 * For data a page failed to load: the translated label of the code, else the generic label.
 * The server's own message there is written for developers ("Invalid querystring..."), and in
 * English; it only helps next to a form the person just submitted.
 */
export function loadErrorLabel(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  return errorLabel(error, t, exists, { serverMessage: false });
}

/**
 * Whether "Try again" can help after a failed call: yes when nothing came back (offline, a timeout)
 * or the server was busy or broken (408, 429, 5xx); no for any other answer (a 404 stays a 404, a
 * 403 stays a 403), where a retry button is a dead end and only the message helps.
 */
export function retryHelps(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === null || status === 408 || status === 429 || status >= 500;
}

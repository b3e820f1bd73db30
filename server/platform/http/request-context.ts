/** Reads the plain values a service needs about the client (ClientInfo) off a request. */
import type { FastifyRequest } from 'fastify';
import { FORM_VERSION_HEADER, isFormVersion } from '../../../engine/forms/form-version';
import type { LanguageId } from '../../../engine/regions/types';
import { isLanguageId, languageForBrowserTag } from '../../../engine/rules/language';
import type { ClientInfo } from './client-info';

const USER_AGENT_MAX = 512;

/** The language the visitor reads: the `lang` cookie of the SPA, else Accept-Language (W§7 header). */
export function requestLanguage(request: FastifyRequest): LanguageId | null {
  const cookie = request.cookies.lang;
  if (isLanguageId(cookie)) return cookie;
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const language = languageForBrowserTag(part.split(';')[0]);
    if (language) return language;
  }
  return null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    language: requestLanguage(request),
  };
}

/**
 * The version of the composed form a submission was filled in on (X-Form-Version, issue 24); null
 * when absent or not a version (a malformed header only loses the kinder 409, never the check).
 */
export function sentFormVersion(request: FastifyRequest): string | null {
  const header = request.headers[FORM_VERSION_HEADER.toLowerCase()];
  return isFormVersion(header) ? header : null;
}

import type { LanguageId } from '../../../engine/regions/types';

/**
 * What a request tells a service about the person's client, read once by the handler
 * (routes/request-context.ts) and handed over as plain values.
 */
export interface ClientInfo {
  /** The address the request came from (behind a trusted proxy, X-Forwarded-For's). */
  ip: string | null;
  /** At most 512 characters of the User-Agent header. */
  userAgent: string | null;
  /** The language the visitor reads: the SPA's `lang` cookie, else Accept-Language. */
  language: LanguageId | null;
}

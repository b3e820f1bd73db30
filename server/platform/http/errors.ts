import type { ErrorDetail } from '../../../engine/generated/api/error-detail';

/**
 * An error a route means to send: the HTTP status and the body of DESIGN.md
 * (`{ error, message, details }`). Anything else thrown becomes a hidden 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

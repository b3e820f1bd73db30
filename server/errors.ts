/** One detail of a failed request: a JSON pointer into the payload and a stable error code. */
export interface ErrorDetail {
  path: string;
  code: string;
}

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

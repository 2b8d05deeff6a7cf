import { STATUS_OF, type ErrorCode } from '../schemas';

/** An error the client may see as it is: a code, which decides the status, and a message. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }
}

export const notFound = (what: string, id: number | string) =>
  new ApiError('NOT_FOUND', `${what} ${id} does not exist`);

export const validation = (message: string) => new ApiError('VALIDATION', message);

/** Too many attempts: `Retry-After` tells the client when it may try again. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError('RATE_LIMITED', message, { 'retry-after': String(retryAfterSeconds) });

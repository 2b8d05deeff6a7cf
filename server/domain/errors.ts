import type { Static } from '@sinclair/typebox';
import { STATUS_OF, type ContentUse, type ErrorCode } from '../schemas';

/**
 * An error the client may see as it is: a code, which decides the status, and a message, with
 * the answer's added fields (`details`) where the route's schema for that status declares them.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = STATUS_OF[code];
  }
}

export const notFound = (what: string, id: number | string) =>
  new ApiError('NOT_FOUND', `${what} ${id} does not exist`);

/**
 * 400 UNKNOWN_REFERENCE: the input refers by id to something that does not exist (any more),
 * such as the customer of a project; a path's own id that does not exist is `notFound`.
 */
export const unknownReference = (what: string, ids: number | number[]) =>
  new ApiError('UNKNOWN_REFERENCE', `${what} ${[ids].flat().join(', ')} does not exist`);

export const validation = (message: string) => new ApiError('VALIDATION', message);

/** Too many attempts: `Retry-After` tells the client when it may try again. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError('RATE_LIMITED', message, { 'retry-after': String(retryAfterSeconds) });

/** 409 IN_USE (InUseAnswer): what still uses the thing that could not be removed. */
export const inUse = (message: string, usedBy: Static<typeof ContentUse>[]) =>
  new ApiError('IN_USE', message, {}, { usedBy });

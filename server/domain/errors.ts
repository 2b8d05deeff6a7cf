import type { ErrorCode } from '../schemas';

/** An error whose status, code and message may be shown to the client as they are. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: number | string) =>
  new ApiError(404, 'NOT_FOUND', `${what} ${id} does not exist`);

export const validation = (message: string) => new ApiError(400, 'VALIDATION', message);

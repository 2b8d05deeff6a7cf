import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorText, type ApiErrorAnswer } from '../../store/errors';

/**
 * Why a purchase's step was refused, in Dutch: the server's own words where they explain the
 * case (the approval limit with its amount, the status, the line whose parts do not add up,
 * the invoice received before), the code's label otherwise.
 */
export function refusalText(error: unknown): string {
  const failed = error as FetchBaseQueryError | SerializedError | undefined;
  if (failed && 'status' in failed && [400, 403, 409, 413, 415].includes(Number(failed.status))) {
    const data = failed.data as Partial<ApiErrorAnswer> | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return errorText(failed);
}

/** The purchase a 409 DUPLICATE_PURCHASE names: the one received before. */
export function duplicateOf(error: unknown): number | null {
  const failed = error as FetchBaseQueryError | undefined;
  const data = failed && 'data' in failed ? (failed.data as { purchaseId?: unknown }) : undefined;
  return data && typeof data.purchaseId === 'number' ? data.purchaseId : null;
}

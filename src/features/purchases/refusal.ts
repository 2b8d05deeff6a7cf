import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { refusalWords } from '../../store/errors';

/**
 * Why a purchase's step was refused, in Dutch: the server's own words where they explain the
 * case (the approval limit with its amount, the status, the line whose parts do not add up,
 * the invoice received before), the code's label otherwise.
 */
export const refusalText = (error: unknown) => refusalWords(error, [400, 403, 409, 413, 415]);

/** The purchase a 409 DUPLICATE_PURCHASE names: the one received before. */
export function duplicateOf(error: unknown): number | null {
  const failed = error as FetchBaseQueryError | undefined;
  const data = failed && 'data' in failed ? (failed.data as { purchaseId?: unknown }) : undefined;
  return data && typeof data.purchaseId === 'number' ? data.purchaseId : null;
}

import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isLabelKey, t } from '../i18n';

export interface ApiErrorAnswer {
  statusCode: number;
  code: string;
  message: string;
  /** Seconds to wait, from the Retry-After header of a 429 answer. */
  retryAfter?: number;
}

/** The error code of a failed call: the answer's `code`, NETWORK when no answer came. */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'UNKNOWN';
  if (!('status' in error)) return 'UNKNOWN';
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'NETWORK';
  // A proxy or load balancer in front of a stopped server answers 502-504 without our JSON.
  if (error.status === 'PARSING_ERROR' && [502, 503, 504].includes(error.originalStatus)) {
    return 'NETWORK';
  }
  const data = error.data as Partial<ApiErrorAnswer> | undefined;
  if (data && typeof data.code === 'string') return data.code;
  if (typeof error.status === 'number' && error.status >= 500) return 'INTERNAL';
  return 'UNKNOWN';
}

/** Dutch words for a failed call, from the label dictionary. */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  const key = `errors.${errorCode(error)}`;
  return isLabelKey(key) ? t(key) : t('errors.UNKNOWN');
}

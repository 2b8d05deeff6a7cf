import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { isLabelKey, t } from '../i18n';
import type { ErrorAnswer } from '../../contract/types.generated';

/** The API's error answer, as a failed call's `error.data` holds it. */
export type ApiErrorAnswer = ErrorAnswer & {
  /** Seconds to wait, from the Retry-After header of a 429 or 503 answer: the base query adds it. */
  retryAfter?: number;
  /** The call's id (X-Request-Id), which finds its lines in the server's log: the base query adds it. */
  requestId?: string;
};

/** What a failed call is called: a code of the API, or one of the SPA's own. */
export type ErrorCode = ApiErrorAnswer['code'] | 'NETWORK' | 'UNKNOWN';

/** The error code of a failed call: the answer's `code`, NETWORK when no answer came. */
export function errorCode(error: FetchBaseQueryError | SerializedError | undefined): ErrorCode {
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

/** The HTTP status of a failed call's answer, also of one that was not JSON; none without one. */
export function answerStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/** Seconds to wait from a Retry-After header, which holds seconds or an HTTP date. */
export function parseRetryAfter(
  header: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT").
  const at = /[a-z]/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Seconds the server asked to wait before trying again (the base query copies Retry-After into
 * the error answer; an answer that is not the API's JSON, such as a proxy's 503 page, carries it
 * beside its text).
 */
export function retryAfterOf(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as Partial<ApiErrorAnswer> | undefined;
  const seconds =
    data && typeof data === 'object'
      ? data.retryAfter
      : (error as { retryAfter?: number }).retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** "30 seconden", "2 minuten": from a minute on rounded up, never shorter than asked. */
export function waitText(seconds: number): string {
  const whole = Math.ceil(seconds);
  if (whole >= 60) {
    const minutes = Math.ceil(whole / 60);
    return minutes === 1 ? t('duration.minute') : t('duration.minutes', { count: minutes });
  }
  return whole === 1 ? t('duration.second') : t('duration.seconds', { count: whole });
}

/** Dutch words for a failed call, from the label dictionary; how long to wait if it was told. */
export function errorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  const code = errorCode(error);
  const seconds = retryAfterOf(error);
  if (seconds) {
    const waitKey = `errors.retryAfter.${code}`;
    const wait = waitText(seconds);
    return isLabelKey(waitKey) ? t(waitKey, { wait }) : t('errors.retryAfter.other', { wait });
  }
  const key = `errors.${code}`;
  return isLabelKey(key) ? t(key) : t('errors.UNKNOWN');
}

/**
 * Why a write was refused, in Dutch: for the statuses a screen knows to explain themselves (a
 * limit, a status, a file of the wrong kind), the server's own words; the code's label otherwise.
 */
export function refusalWords(caught: unknown, explaining: number[]): string {
  const error = caught as FetchBaseQueryError | SerializedError | undefined;
  if (error && 'status' in error && explaining.includes(Number(error.status))) {
    const data = error.data as Partial<ApiErrorAnswer> | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return errorText(error);
}

/**
 * Keeps the call's id (X-Request-Id) with its error, where screens show it as the failure's
 * reference (docs/operations.md § A user reports an error). An answer that is not the API's JSON,
 * or no answer at all, carries it beside its text.
 */
export function attachReference(error: FetchBaseQueryError, requestId: string) {
  if (error.data && typeof error.data === 'object') {
    error.data = { ...error.data, requestId };
  } else {
    Object.assign(error, { requestId });
  }
}

/** The reference of a failed call: the id of its request, which the server's log lines carry. */
export function errorReference(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = error.data as Partial<ApiErrorAnswer> | undefined;
  const id =
    data && typeof data === 'object' ? data.requestId : (error as { requestId?: string }).requestId;
  return typeof id === 'string' && id ? id : undefined;
}

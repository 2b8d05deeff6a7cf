import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL } from '../shared/config';
import { uploadProgressListener, type UploadProgressListener } from './form-data';
import { selectToken, sessionExpired, type SessionState } from './session';

type StateWithSession = { auth: SessionState };

const fetchOptions = {
  // Absolute, so the same code runs in the browser and under jsdom.
  baseUrl: new URL(API_BASE_URL || '/', globalThis.location?.origin ?? 'http://localhost').href,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = selectToken(getState() as StateWithSession);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
};

const rawBaseQuery = fetchBaseQuery(fetchOptions);

/** Answers without a body: a Response refuses one for them. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch for one multipart upload, through XMLHttpRequest, the one browser call that reports how
 * much of a request body has been sent. It takes fetch's place for that call only, so RTK Query
 * reads a real Response and handles the answer and its errors as for any other call: a failure
 * without an answer rejects with a TypeError as fetch does, an aborted call with an AbortError.
 * `form` is sent as it is: the Request's copy of it cannot be read back in every browser.
 */
export function fetchWithUploadProgress(
  request: Request,
  form: FormData,
  onProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (request.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.responseType = 'blob';
    request.headers.forEach((value, name) => {
      // The browser writes the multipart content type with the boundary of what it sends.
      if (name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    const stopListening = () => request.signal?.removeEventListener('abort', abort);
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      stopListening();
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    });
    const failed = () => {
      stopListening();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', () => {
      stopListening();
      reject(aborted());
    });
    xhr.send(form);
  });
}

/**
 * The base query for one call: a FormData body with a progress listener (see `toFormData`) is
 * sent through XMLHttpRequest; everything else through fetch.
 */
function baseQueryFor(args: string | FetchArgs) {
  const body: unknown = typeof args === 'string' ? undefined : args.body;
  const onProgress = uploadProgressListener(body);
  if (!onProgress) return rawBaseQuery;
  return fetchBaseQuery({
    ...fetchOptions,
    fetchFn: (input) => fetchWithUploadProgress(input as Request, body as FormData, onProgress),
  });
}

/**
 * Ends the session when the server refuses the token the call carried. Login answers 401 for
 * wrong credentials, and a call sent before a newer sign-in must not end the newer session.
 */
export const baseQueryWithSession: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const sentToken = selectToken(api.getState() as StateWithSession);
  const result = await baseQueryFor(args)(args, api, extraOptions);
  const currentToken = selectToken(api.getState() as StateWithSession);
  if (result.error?.status === 429) attachRetryAfter(result.error, result.meta?.response);
  if (
    result.error?.status === 401 &&
    api.endpoint !== 'login' &&
    sentToken &&
    sentToken === currentToken
  ) {
    api.dispatch(sessionExpired());
  }
  return result;
};

/** Copies Retry-After (seconds) into the error answer, where screens can read it. */
function attachRetryAfter(error: FetchBaseQueryError, response: Response | undefined) {
  const seconds = Number(response?.headers.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0 && error.data && typeof error.data === 'object') {
    error.data = { ...error.data, retryAfter: seconds };
  }
}

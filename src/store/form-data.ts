import { sendBodyWith } from './base-query';
import { encodeBodyWith, multipartFormData, type MultipartBody } from './multipart';

export type { MultipartBody } from './multipart';

/** How much of a request body has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/**
 * Bodies whose upload reports its progress, and their listeners. fetch cannot report an upload's
 * progress: the base query sends such a FormData through XMLHttpRequest (`sendBodyWith`).
 * Weak, so a body that was sent (or never was) takes its listener with it.
 */
const progressListeners = new WeakMap<object, UploadProgressListener>();

/**
 * Marks a multipart body, before it is handed to a mutation, so that its upload reports progress
 * to `onProgress`: the base query encodes it with `toFormData(body)`, which passes the listener
 * on to the FormData.
 */
export function withUploadProgress<Body extends MultipartBody<unknown>>(
  body: Body,
  onProgress: UploadProgressListener,
): Body {
  progressListeners.set(body, onProgress);
  encodeBodyWith(body, (marked) => toFormData(marked));
  return body;
}

export function toFormData<Data>(
  body: MultipartBody<Data>,
  { onProgress }: { onProgress?: UploadProgressListener } = {},
): FormData {
  const form = multipartFormData(body);
  const listener = onProgress ?? progressListeners.get(body);
  if (listener) {
    progressListeners.set(form, listener);
    sendBodyWith(form, (request) => fetchWithUploadProgress(request, form, listener));
  }
  return form;
}

/** The progress listener of a request body made by `toFormData`, if it has one. */
export function uploadProgressListener(body: unknown): UploadProgressListener | undefined {
  return typeof FormData !== 'undefined' && body instanceof FormData
    ? progressListeners.get(body)
    : undefined;
}

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
 * `form` is sent as it is: the Request's copy of it cannot be read back in every browser, and the
 * browser writes the content type with the boundary of what it sends.
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
      if (name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    const abort = () => xhr.abort();
    const stopListening = () => request.signal?.removeEventListener('abort', abort);
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

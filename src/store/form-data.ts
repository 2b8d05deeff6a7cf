/**
 * A multipart body as the server expects it: the typed `data` object travels as a JSON text
 * part (the server parses it and checks it against the same schema), images as `files` parts.
 */
export interface MultipartBody<Data> {
  data: Data;
  files?: Blob[];
}

/** How much of a request body has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/**
 * Bodies whose upload reports its progress, and their listeners. fetch cannot report an upload's
 * progress: the base query sends a FormData found here through XMLHttpRequest (base-query.ts).
 * Weak, so a body that was sent (or never was) takes its listener with it.
 */
const progressListeners = new WeakMap<object, UploadProgressListener>();

/**
 * Marks a multipart body, before it is handed to a mutation, so that its upload reports progress
 * to `onProgress`: the endpoint's `toFormData(body)` passes the listener on to the FormData.
 */
export function withUploadProgress<Body extends MultipartBody<unknown>>(
  body: Body,
  onProgress: UploadProgressListener,
): Body {
  progressListeners.set(body, onProgress);
  return body;
}

export function toFormData<Data>(
  body: MultipartBody<Data>,
  { onProgress }: { onProgress?: UploadProgressListener } = {},
): FormData {
  const { data, files = [] } = body;
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', file);
  const listener = onProgress ?? progressListeners.get(body);
  if (listener) progressListeners.set(form, listener);
  return form;
}

/** The progress listener of a request body made by `toFormData`, if it has one. */
export function uploadProgressListener(body: unknown): UploadProgressListener | undefined {
  return typeof FormData !== 'undefined' && body instanceof FormData
    ? progressListeners.get(body)
    : undefined;
}

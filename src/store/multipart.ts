import type { FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A multipart body as the server expects it: the typed `data` object travels as a JSON text
 * part (the server parses it and checks it against the same schema), images as `files` parts.
 * The generated endpoints of multipart calls take their `body` in this shape; a call whose
 * `data` is optional may leave it out, and then the form has no `data` part.
 */
export interface MultipartBody<Data> {
  data: Data;
  files?: Blob[];
}

type Encoder = (body: MultipartBody<unknown>) => FormData;

/** Bodies that are encoded their own way (an upload that reports its progress: form-data.ts). */
const encoders = new WeakMap<object, Encoder>();

/** Encodes `body`, when the base query sends it, with `encode` instead of `multipartFormData`. */
export function encodeBodyWith(body: object, encode: Encoder) {
  encoders.set(body, encode);
}

export function multipartFormData({ data, files = [] }: MultipartBody<unknown>): FormData {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', file);
  return form;
}

function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The request of a multipart endpoint (the base query knows which, from the list generated with
 * the endpoints) with its body as FormData. A body that already is FormData is sent as it is.
 */
export function withMultipartBody(args: FetchArgs): FetchArgs {
  const { body } = args;
  if (!isPlainObject(body)) return args;
  const encode = encoders.get(body) ?? multipartFormData;
  return { ...args, body: encode(body as MultipartBody<unknown>) };
}

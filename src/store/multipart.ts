import type { FetchArgs } from '@reduxjs/toolkit/query';
import { MULTIPART_ENDPOINTS } from './multipart-endpoints.generated';

/**
 * A multipart body as the server expects it: the typed `data` object travels as a JSON text
 * part (the server parses it and checks it against the same schema), images as `files` parts.
 * The generated endpoints of multipart calls take their `body` in this shape.
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
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', file);
  return form;
}

function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The request with its body as FormData when the endpoint's operation takes a multipart body
 * (the list is generated from openapi.json with the endpoints). A body that already is FormData,
 * or any other call's body, is sent as it is.
 */
export function withMultipartBody(args: FetchArgs, endpoint: string): FetchArgs {
  const { body } = args;
  if (!Object.hasOwn(MULTIPART_ENDPOINTS, endpoint) || !isPlainObject(body)) return args;
  const encode = encoders.get(body) ?? multipartFormData;
  return { ...args, body: encode(body as MultipartBody<unknown>) };
}

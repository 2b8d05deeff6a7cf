/**
 * A multipart body as the server expects it: the typed `data` object travels as a JSON text
 * part (the server parses it and checks it against the same schema), images as `files` parts.
 */
export interface MultipartBody<Data> {
  data: Data;
  files?: Blob[];
}

export function toFormData<Data>({ data, files = [] }: MultipartBody<Data>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', file);
  return form;
}

/** A multipart body as the server expects it: a JSON text part `data` and repeated `files` parts. */
export interface MultipartBody {
  data: string;
  files?: Blob[];
}

export function toFormData({ data, files = [] }: MultipartBody): FormData {
  const form = new FormData();
  form.append('data', data);
  for (const file of files) form.append('files', file);
  return form;
}

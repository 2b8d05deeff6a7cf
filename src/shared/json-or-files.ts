/**
 * The body of a call that takes JSON or multipart (a message with files): the JSON object when
 * there are no files, else a FormData of `data` (the same JSON, as text) and `files`, which the
 * base query sends as it is. Typed as the JSON body the generated endpoint declares.
 */
export function jsonOrFiles<T>(data: T, files: readonly Blob[]): T {
  if (files.length === 0) return data;
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const file of files) form.append('files', file, (file as File).name ?? 'bestand');
  return form as unknown as T;
}

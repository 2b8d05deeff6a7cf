/** Error codes that refuse the uploaded files themselves: the form's image field says why. */
export const IMAGE_REFUSALS: ReadonlySet<string> = new Set([
  'INVALID_IMAGE',
  'IMAGE_TOO_MANY_PIXELS',
  'FILE_TOO_LARGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PDF_ENCRYPTED',
  'TOO_MANY_FILES',
  'TOO_MANY_PARTS',
]);

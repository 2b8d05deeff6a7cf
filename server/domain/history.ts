/**
 * The kinds of content that history and the trash keep (docs/product.md § History, § Trash): the
 * website's content, the company's employees and its appointments.
 */
export const CONTENT_KINDS = [
  'service',
  'serviceContent',
  'achievement',
  'language',
  'employee',
  'appointment',
] as const;

/** What the activity log records. */
export const ACTIVITY_KINDS = [
  'signIn',
  'create',
  'update',
  'delete',
  'restore',
  'emptyTrash',
  'confirmTranslation',
  'passwordChange',
  'deactivate',
  'activate',
  'customerErasure',
  'overrideConflict',
  'cancel',
] as const;

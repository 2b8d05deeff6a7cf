/** The kinds of content that history and the trash keep (docs/product.md § History, § Trash). */
export const CONTENT_KINDS = ['service', 'serviceContent', 'achievement', 'language'] as const;

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
] as const;

/**
 * The kinds of content that history and the trash keep (docs/product.md § History, § Trash): the
 * website's content, the company's employees, its appointments, its customers and their projects.
 */
export const CONTENT_KINDS = [
  'service',
  'serviceContent',
  'achievement',
  'language',
  'employee',
  'appointment',
  'customer',
  'project',
  'document',
  'invoice',
  'quote',
  'purchase',
  'purchaseOrder',
  'vehicle',
  'article',
  'tool',
] as const;
export type EntityKind = (typeof CONTENT_KINDS)[number];

/**
 * What a kind keeps in the trash: its rows as they were, with what belonged to them. Each kind
 * names its own item beside its table's queries (`CustomerTrashItem` in repositories/customers.ts)
 * and its declaration (services/*-kind.ts) puts it back; the trash stores it as it is.
 */
export interface TrashItem<K extends EntityKind = EntityKind> {
  kind: K;
}

/**
 * What an activity entry can be about: a content kind, or one of the things the log names that
 * history does not keep (a staff account, a conversation, an absence, the opening hours, the
 * company's settings, the trash as a whole).
 */
export const ACTIVITY_TARGET_KINDS = [
  ...CONTENT_KINDS,
  'user',
  'chat',
  'absence',
  'openingHours',
  'companySettings',
  'trash',
  'stockLocation',
] as const;
export type ActivityTargetKind = (typeof ACTIVITY_TARGET_KINDS)[number];

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
  'assign',
  'cancel',
  'roleChange',
  'issue',
  'credit',
  'payment',

  'send',
  'approve',
  'reject',
  'withholdingCheck',
  'stockCount',
  'checkout',
  'return',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * A staff member as history, the trash and the activity log name them, from a left join on
 * users: null when there is none (the command line, the demo seed, content before history).
 */
export const personOf = (row: {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
}) => (row.id === null ? null : { id: row.id, name: `${row.firstName} ${row.lastName}` });

import type { ContentKind, Version } from './api.generated';

/**
 * How a field of a version is compared and shown:
 * - `text`: plain text (a name, a location), compared word by word;
 * - `richText`: a translation, compared word by word as plain text;
 * - `reference`: the id of a language entry, shown as that entry's text;
 * - `image` / `images`: image keys, shown as thumbnails;
 * - `flag`: yes or no;
 * - `instant`: a moment, shown in Brussels time;
 * - `hours`: a usual week (`[{ weekday, start, end }]`);
 * - `employees`: employee ids, shown by name.
 */
export type FieldType =
  | 'text'
  | 'richText'
  | 'reference'
  | 'image'
  | 'images'
  | 'flag'
  | 'instant'
  | 'hours'
  | 'employees';

export type FieldLabel =
  | 'name'
  | 'unitCode'
  | 'supplierCode'
  | 'purchasePrice'
  | 'minimum'
  | 'serial'
  | 'nextInspection'
  | 'group'
  | 'dutch'
  | 'english'
  | 'location'
  | 'title'
  | 'description'
  | 'body'
  | 'image'
  | 'enabled'
  | 'photos'
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'email'
  | 'phone'
  | 'colour'
  | 'active'
  | 'workingHours'
  | 'start'
  | 'end'
  | 'employees'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'address'
  | 'notes'
  | 'status'
  | 'travelMinutes'
  | 'companyName'
  | 'invoiceAddress'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'vatNumber'
  | 'peppolId'
  | 'language'
  | 'enterpriseNumber'
  | 'vatLiable'
  | 'siteAddress'
  | 'documentType'
  | 'fileName'
  | 'fileVersion'
  | 'stage'
  | 'plannedStart'
  | 'plannedEnd'
  | 'isCustomer'
  | 'isSupplier'
  | 'iban'
  | 'bic'
  | 'paymentTermDays'
  | 'subcontractor'
  | 'invoiceNumber'
  | 'issueDate'
  | 'dueDate'
  | 'reverseCharge'
  | 'plate'
  | 'vin'
  | 'category'
  | 'fuel'
  | 'co2'
  | 'catalogueValue'
  | 'firstRegistration'
  | 'ownership'
  | 'leaseContract'
  | 'leaseEnd'
  | 'keuringValidUntil'
  | 'insuranceRenewal'
  | 'serviceDueDate'
  | 'serviceDueKm';

export interface FieldSpec<Key extends string = string> {
  /** The key in a version's `data`. */
  key: Key;
  /** Its label: `history.field.{label}`. */
  label: FieldLabel;
  type: FieldType;
}

/** The fields a version of kind K holds (the contract's `{Kind}VersionData`). */
type VersionKey<K extends ContentKind> = keyof Extract<Version, { kind: K }>['data'] & string;

/**
 * The fields of each kind's versions, in the order the forms show them. Every kind of the
 * contract has its list, and a key its versions do not hold does not compile.
 */
const FIELDS_OF: { [K in ContentKind]: FieldSpec<VersionKey<K>>[] } = {
  language: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'group', label: 'group', type: 'text' },
    { key: 'translationDutch', label: 'dutch', type: 'richText' },
    { key: 'translationEnglish', label: 'english', type: 'richText' },
  ],
  service: [
    { key: 'titleId', label: 'title', type: 'reference' },
    { key: 'descriptionId', label: 'description', type: 'reference' },
    { key: 'imageKey', label: 'image', type: 'image' },
    { key: 'enabled', label: 'enabled', type: 'flag' },
  ],
  serviceContent: [
    { key: 'titleId', label: 'title', type: 'reference' },
    { key: 'bodyId', label: 'body', type: 'reference' },
    { key: 'imageKey', label: 'image', type: 'image' },
  ],
  achievement: [
    { key: 'location', label: 'location', type: 'text' },
    { key: 'descriptionDutch', label: 'dutch', type: 'richText' },
    { key: 'descriptionEnglish', label: 'english', type: 'richText' },
    { key: 'imageKeys', label: 'photos', type: 'images' },
  ],
  employee: [
    { key: 'firstName', label: 'firstName', type: 'text' },
    { key: 'lastName', label: 'lastName', type: 'text' },
    { key: 'jobTitle', label: 'jobTitle', type: 'text' },
    { key: 'email', label: 'email', type: 'text' },
    { key: 'phone', label: 'phone', type: 'text' },
    { key: 'colour', label: 'colour', type: 'text' },
    { key: 'active', label: 'active', type: 'flag' },
    { key: 'workingHours', label: 'workingHours', type: 'hours' },
  ],
  appointment: [
    { key: 'title', label: 'title', type: 'text' },
    { key: 'start', label: 'start', type: 'instant' },
    { key: 'end', label: 'end', type: 'instant' },
    { key: 'employeeIds', label: 'employees', type: 'employees' },
    { key: 'customerName', label: 'customerName', type: 'text' },
    { key: 'customerEmail', label: 'customerEmail', type: 'text' },
    { key: 'customerPhone', label: 'customerPhone', type: 'text' },
    { key: 'address', label: 'address', type: 'text' },
    { key: 'notes', label: 'notes', type: 'text' },
    { key: 'status', label: 'status', type: 'text' },
    { key: 'travelMinutes', label: 'travelMinutes', type: 'text' },
  ],
  customer: [
    { key: 'companyName', label: 'companyName', type: 'text' },
    { key: 'firstName', label: 'firstName', type: 'text' },
    { key: 'lastName', label: 'lastName', type: 'text' },
    { key: 'email', label: 'email', type: 'text' },
    { key: 'phone', label: 'phone', type: 'text' },
    // A version from before the address was structured holds it on one line.
    { key: 'invoiceAddress', label: 'invoiceAddress', type: 'text' },
    { key: 'street', label: 'street', type: 'text' },
    { key: 'postalCode', label: 'postalCode', type: 'text' },
    { key: 'city', label: 'city', type: 'text' },
    { key: 'country', label: 'country', type: 'text' },
    { key: 'language', label: 'language', type: 'text' },
    { key: 'enterpriseNumber', label: 'enterpriseNumber', type: 'text' },
    { key: 'vatLiable', label: 'vatLiable', type: 'flag' },
    { key: 'vatNumber', label: 'vatNumber', type: 'text' },
    { key: 'peppolId', label: 'peppolId', type: 'text' },
    { key: 'isCustomer', label: 'isCustomer', type: 'flag' },
    { key: 'isSupplier', label: 'isSupplier', type: 'flag' },
    { key: 'iban', label: 'iban', type: 'text' },
    { key: 'bic', label: 'bic', type: 'text' },
    { key: 'paymentTermDays', label: 'paymentTermDays', type: 'text' },
    { key: 'subcontractor', label: 'subcontractor', type: 'flag' },
    { key: 'notes', label: 'notes', type: 'text' },
  ],
  project: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'siteAddress', label: 'siteAddress', type: 'text' },
    { key: 'stage', label: 'stage', type: 'text' },
    { key: 'plannedStart', label: 'plannedStart', type: 'text' },
    { key: 'plannedEnd', label: 'plannedEnd', type: 'text' },
    { key: 'employeeIds', label: 'employees', type: 'employees' },
    { key: 'notes', label: 'notes', type: 'richText' },
    { key: 'imageKeys', label: 'photos', type: 'images' },
  ],
  document: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'type', label: 'documentType', type: 'text' },
    { key: 'version', label: 'fileVersion', type: 'text' },
    { key: 'fileName', label: 'fileName', type: 'text' },
  ],
  invoice: [{ key: 'note', label: 'notes', type: 'text' }],
  quote: [{ key: 'note', label: 'notes', type: 'text' }],
  purchase: [
    { key: 'number', label: 'invoiceNumber', type: 'text' },
    { key: 'status', label: 'status', type: 'text' },
    { key: 'issueDate', label: 'issueDate', type: 'text' },
    { key: 'dueDate', label: 'dueDate', type: 'text' },
    { key: 'supplierIban', label: 'iban', type: 'text' },
    { key: 'reverseCharge', label: 'reverseCharge', type: 'flag' },
    { key: 'note', label: 'notes', type: 'text' },
  ],
  purchaseOrder: [{ key: 'note', label: 'notes', type: 'text' }],
  vehicle: [
    { key: 'plate', label: 'plate', type: 'text' },
    { key: 'vin', label: 'vin', type: 'text' },
    { key: 'category', label: 'category', type: 'text' },
    { key: 'fuel', label: 'fuel', type: 'text' },
    { key: 'co2', label: 'co2', type: 'text' },
    { key: 'catalogueValue', label: 'catalogueValue', type: 'text' },
    { key: 'firstRegistration', label: 'firstRegistration', type: 'text' },
    { key: 'ownership', label: 'ownership', type: 'text' },
    { key: 'leaseContract', label: 'leaseContract', type: 'text' },
    { key: 'leaseEnd', label: 'leaseEnd', type: 'text' },
    { key: 'keuringValidUntil', label: 'keuringValidUntil', type: 'text' },
    { key: 'insuranceRenewal', label: 'insuranceRenewal', type: 'text' },
    { key: 'serviceDueDate', label: 'serviceDueDate', type: 'text' },
    { key: 'serviceDueKm', label: 'serviceDueKm', type: 'text' },
    { key: 'notes', label: 'notes', type: 'text' },
  ],
  article: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'unitCode', label: 'unitCode', type: 'text' },
    { key: 'supplierCode', label: 'supplierCode', type: 'text' },
    { key: 'purchasePrice', label: 'purchasePrice', type: 'text' },
    { key: 'minimum', label: 'minimum', type: 'text' },
    { key: 'notes', label: 'notes', type: 'text' },
  ],
  tool: [
    { key: 'name', label: 'name', type: 'text' },
    { key: 'serial', label: 'serial', type: 'text' },
    { key: 'nextInspection', label: 'nextInspection', type: 'text' },
    { key: 'notes', label: 'notes', type: 'text' },
  ],
};

export const FIELDS: Record<ContentKind, FieldSpec[]> = FIELDS_OF;

type Data = Record<string, unknown>;

export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
export const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
export const keyOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
export const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

/** Whether a field holds the same in both versions (a list of photos in the same order). */
function same(type: FieldType, before: unknown, after: unknown): boolean {
  switch (type) {
    case 'text':
    case 'richText':
      return textOf(before) === textOf(after);
    case 'reference':
      return idOf(before) === idOf(after);
    case 'image':
      return keyOf(before) === keyOf(after);
    case 'images':
      return keysOf(before).join('\n') === keysOf(after).join('\n');
    case 'flag':
      return Boolean(before) === Boolean(after);
    case 'instant':
      return textOf(before) === textOf(after);
    case 'hours':
    case 'employees':
      return JSON.stringify(before ?? null) === JSON.stringify(after ?? null);
  }
}

/** The fields of `kind` that differ between two versions' data, in the form's order. */
export function changedFields(kind: ContentKind, before: Data, after: Data): FieldSpec[] {
  return FIELDS[kind].filter(({ key, type }) => !same(type, before[key], after[key]));
}

/** Photos of a version compared to the one before: which went, which came, or a new order only. */
export function photoChanges(before: string[], after: string[]) {
  const removed = before.filter((key) => !after.includes(key));
  const added = after.filter((key) => !before.includes(key));
  return { removed, added, reordered: removed.length === 0 && added.length === 0 };
}

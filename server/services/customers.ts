import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { isCursorId, keysetCursor } from '../domain/cursor';
import { normaliseEnterpriseNumber } from '../domain/enterprise-number';
import { formatEnterpriseNumber } from '../domain/enterprise-number';
import { ApiError, notFound, validation } from '../domain/errors';
import { normaliseBic } from '../domain/bic';
import { normaliseIban } from '../domain/iban';
import { defaultPeppolId, peppolIdOrDefault } from '../domain/peppol-id';
import { enterpriseNumberOfVat, normaliseVatNumber } from '../domain/vat-number';
import { logActivity } from '../repositories/activity';
import {
  appointmentsOfCustomerId,
  linkAppointmentsAgain,
  removeLinksSentTo,
} from '../repositories/appointments';
import { chatsOfCustomerId, linkChatsAgain } from '../repositories/chats';
import {
  customerName,
  customersWithEmail,
  deleteCustomer,
  findCustomer,
  insertCustomer,
  insertCustomerRow,
  loadCustomerPage,
  updateCustomer,
  type Customer,
  type CustomerCursor,
  type CustomerKind,
  type CustomerLanguage,
  type CustomerValues,
  type CustomerTrashItem,
} from '../repositories/customers';
import { recordCapturedVersion } from '../repositories/history';
import { purchasesOfSuppliers } from '../repositories/purchases';
import { linkProjectsAgain, projectsOfCustomerId } from '../repositories/projects';
import { putInTrash } from '../repositories/trash';
import type { Actor } from './language';

/**
 * Klanten (docs/product.md § Klanten): the register of customers that conversations,
 * appointments and projects share. Every change is a version, a removal goes to the trash (the
 * links come back with a restore), and the activity log records each.
 */

export interface CustomerInput {
  kind?: CustomerKind;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  siteAddresses?: string[];
  language?: CustomerLanguage;
  notes?: string;
  enterpriseNumber?: string;
  vatLiable?: boolean;
  vatNumber?: string;
  peppolId?: string;
  isCustomer?: boolean;
  isSupplier?: boolean;
  iban?: string;
  bic?: string;
  paymentTermDays?: number | null;
  subcontractor?: boolean;
}

/** What the activity log, history and the trash call a customer. */
export const customerTarget = (id: number, customer: Parameters<typeof customerName>[0]) => ({
  kind: 'customer' as const,
  id,
  label: customerName(customer) || `#${id}`,
});

const trimmed = (value: string | undefined, current: string | undefined) =>
  (value ?? current ?? '').trim();

/**
 * The Peppol ID as typed, or the stored one; a stored one that was only the default of the old
 * enterprise number is left empty, so it follows a changed number.
 */
function peppolInput(input: CustomerInput, current?: Customer) {
  if (input.peppolId !== undefined) return input.peppolId;
  if (!current || current.peppolId === defaultPeppolId(current.enterpriseNumber)) return '';
  return current.peppolId;
}

/** The input over what is stored (update) or the defaults (create), checked. */
function valuesOf(input: CustomerInput, current?: Customer): CustomerValues {
  const values: CustomerValues = {
    kind: input.kind ?? current?.kind ?? 'person',
    firstName: trimmed(input.firstName, current?.firstName),
    lastName: trimmed(input.lastName, current?.lastName),
    companyName: trimmed(input.companyName, current?.companyName),
    email: trimmed(input.email, current?.email),
    phone: trimmed(input.phone, current?.phone),
    street: trimmed(input.street, current?.street),
    postalCode: trimmed(input.postalCode, current?.postalCode),
    city: trimmed(input.city, current?.city),
    country: trimmed(input.country, current?.country).toUpperCase() || 'BE',
    siteAddresses: (input.siteAddresses ?? current?.siteAddresses ?? [])
      .map((address) => address.trim())
      .filter(Boolean),
    language: input.language ?? current?.language ?? 'nl',
    notes: trimmed(input.notes, current?.notes),
    enterpriseNumber:
      input.enterpriseNumber === undefined
        ? (current?.enterpriseNumber ?? '')
        : normaliseEnterpriseNumber(input.enterpriseNumber),
    vatLiable: input.vatLiable ?? current?.vatLiable ?? false,
    vatNumber:
      input.vatNumber === undefined
        ? (current?.vatNumber ?? '')
        : normaliseVatNumber(input.vatNumber),
    peppolId: '',
    isCustomer: input.isCustomer ?? current?.isCustomer ?? true,
    isSupplier: input.isSupplier ?? current?.isSupplier ?? false,
    iban: input.iban === undefined ? (current?.iban ?? '') : normaliseIban(input.iban),
    bic: input.bic === undefined ? (current?.bic ?? '') : normaliseBic(input.bic),
    paymentTermDays:
      input.paymentTermDays === undefined
        ? (current?.paymentTermDays ?? null)
        : input.paymentTermDays,
    subcontractor: input.subcontractor ?? current?.subcontractor ?? false,
  };
  if (!values.isCustomer && !values.isSupplier)
    throw validation('Een relatie is een klant, een leverancier of beide.');
  values.peppolId = peppolIdOrDefault(
    peppolInput(input, current),
    values.kind === 'company' ? values.enterpriseNumber : '',
  );
  const vatDigits = enterpriseNumberOfVat(values.vatNumber);
  if (vatDigits && values.enterpriseNumber && vatDigits !== values.enterpriseNumber)
    throw validation(
      `Het btw-nummer hoort bij ondernemingsnummer ${formatEnterpriseNumber(vatDigits)}, niet bij ${formatEnterpriseNumber(values.enterpriseNumber)}.`,
    );
  if (values.kind === 'company' && !values.companyName)
    throw validation('companyName must not be blank for a company');
  if (values.kind === 'person' && !values.firstName && !values.lastName)
    throw validation('A person needs a firstName or a lastName');
  return values;
}

/** A customer's own fields as a version keeps them. */
const stateOf = (customer: Customer) => ({
  data: {
    kind: customer.kind,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    email: customer.email,
    phone: customer.phone,
    street: customer.street,
    postalCode: customer.postalCode,
    city: customer.city,
    country: customer.country,
    siteAddresses: customer.siteAddresses,
    language: customer.language,
    notes: customer.notes,
    enterpriseNumber: customer.enterpriseNumber,
    vatLiable: customer.vatLiable,
    vatNumber: customer.vatNumber,
    peppolId: customer.peppolId,
    isCustomer: customer.isCustomer,
    isSupplier: customer.isSupplier,
    iban: customer.iban,
    bic: customer.bic,
    paymentTermDays: customer.paymentTermDays,
    subcontractor: customer.subcontractor,
  },
  imageKeys: [],
});

/** Captures a customer's state for history, undefined when there is none. */
export async function customerState(db: Db, id: number) {
  const customer = await findCustomer(db, id);
  return customer && stateOf(customer);
}

async function recordCustomerVersion(tx: Db, id: number, by: Actor) {
  const state = await customerState(tx, id);
  if (state) await recordCapturedVersion(tx, 'customer', id, by, state);
}

/** Where a page of the register continues: after this customer (its folded name, its id). */
const customerCursor = keysetCursor(
  'customer list',
  ({ sortName, id }: CustomerCursor) => [sortName, id],
  ([sortName, id]) =>
    typeof sortName === 'string' && isCursorId(id) ? { sortName, id } : undefined,
);

/**
 * What a search looks for: a number typed with 'BE', dots, spaces or a country code (an
 * enterprise number, a phone) as its digits, +32/0032 as 0; anything else word by word.
 */
export function searchTerms(q: string | undefined): string[] {
  const text = (q ?? '').trim();
  if (/^(be)?[\d\s./+-]+$/i.test(text)) {
    const digits = text.replace(/^(\+|00)32/, '0').replace(/\D/g, '');
    if (digits.length >= 3) return [digits];
  }
  return text.split(/\s+/).filter(Boolean).slice(0, 10);
}

/** A page of the register in name order, searched (docs/product.md § Klanten). */
export async function listCustomers(
  db: Db,
  query: { q?: string; role?: 'customer' | 'supplier'; limit?: number; cursor?: string },
) {
  const page = await loadCustomerPage(db, searchTerms(query.q), {
    role: query.role,
    limit: query.limit ?? 50,
    after: query.cursor === undefined ? undefined : customerCursor.decode(query.cursor),
  });
  return { customers: page.customers, next: page.next ? customerCursor.encode(page.next) : null };
}

/** The customers with this e-mail address (any letter case): a conversation's match. */
export const findCustomersByEmail = (db: Db, email: string) => customersWithEmail(db, email.trim());

/** One customer with their conversations, appointments and projects. */
export async function readCustomer(db: Db, id: number) {
  const found = await readSnapshot(db, async (tx) => {
    const customer = await findCustomer(tx, id);
    return (
      customer && {
        ...customer,
        chats: await chatsOfCustomerId(tx, id),
        appointments: await appointmentsOfCustomerId(tx, id),
        projects: await projectsOfCustomerId(tx, id),
      }
    );
  });
  if (!found) throw notFound('Customer', id);
  return found;
}

export async function createCustomer(db: Db, input: CustomerInput, by: Actor = null) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const id = await insertCustomer(tx, values);
    await recordCustomerVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'create', target: customerTarget(id, values) });
    return id;
  });
}

/** Writes a customer's values as their next version, in the caller's transaction. */
export async function writeCustomer(tx: Db, id: number, input: CustomerInput, by: Actor) {
  const current = await findCustomer(tx, id);
  if (!current) throw notFound('Customer', id);
  const values = valuesOf(input, current);
  await updateCustomer(tx, id, values);
  // Links to their appointments sent to the old address end (docs/product.md § Agenda).
  if (current.email && current.email.toLowerCase() !== values.email.toLowerCase())
    await removeLinksSentTo(tx, id, current.email);
  await recordCustomerVersion(tx, id, by);
  return values;
}

export async function changeCustomer(db: Db, id: number, input: CustomerInput, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeCustomer(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: customerTarget(id, values) });
  });
  return readCustomer(db, id);
}

/**
 * Moves a customer to the trash. Their conversations, appointments and projects stay, unlinked; a restore
 * links those that still exist again.
 */
export async function removeCustomer(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const chatIds = (await chatsOfCustomerId(tx, id)).map((chat) => chat.id);
    const appointmentIds = (await appointmentsOfCustomerId(tx, id)).map((item) => item.id);
    const projectIds = (await projectsOfCustomerId(tx, id)).map((item) => item.id);
    // A supplier's invoices are the company's books (10 years): the supplier stays with them.
    const purchases = (await purchasesOfSuppliers(tx, [id])).length;
    if (purchases)
      throw new ApiError(
        'CONFLICT',
        `Deze leverancier heeft ${purchases} aankoopfactu(u)r(en), die bewaard blijven; de leverancier blijft dus in het register.`,
      );
    const removed = await deleteCustomer(tx, id);
    if (!removed) throw notFound('Customer', id);
    const target = customerTarget(id, removed);
    await putInTrash<CustomerTrashItem>(
      tx,
      { kind: 'customer', customer: removed, chatIds, appointmentIds, projectIds },
      target,
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts a customer from the trash back, linked again to what still exists of theirs. */
/**
 * A row trashed before the invoice address was structured (migration 0034) keeps its single
 * line in street, as the migration did with a line it could not split.
 */
function rowOfBefore(row: CustomerTrashItem['customer']): CustomerTrashItem['customer'] {
  const { invoiceAddress, ...rest } = row as typeof row & { invoiceAddress?: string };
  if (invoiceAddress === undefined) return row;
  return {
    ...rest,
    street: rest.street ?? invoiceAddress,
    postalCode: rest.postalCode ?? '',
    city: rest.city ?? '',
    country: rest.country ?? 'BE',
    vatNumber: rest.vatNumber ?? '',
    peppolId: rest.peppolId ?? '',
  };
}

export async function putCustomerBack(tx: Db, item: CustomerTrashItem) {
  await insertCustomerRow(tx, rowOfBefore(item.customer));
  await linkChatsAgain(tx, item.customer.id, item.chatIds);
  await linkAppointmentsAgain(tx, item.customer.id, item.appointmentIds);
  await linkProjectsAgain(tx, item.customer.id, item.projectIds ?? []);
}

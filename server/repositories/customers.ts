import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { pageOf } from '../domain/cursor';
import type { TrashItem } from '../domain/history';
import { addressLine } from '../domain/postal-address';

/**
 * The register of customers (table customers): SQL only. Rules and refusals are
 * services/customers.ts's; what other tables link to a customer is read by their repositories.
 */

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerKind = CustomerRow['kind'];
export type CustomerLanguage = 'nl' | 'en' | 'fr';

export interface CustomerValues {
  kind: CustomerKind;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  siteAddresses: string[];
  language: CustomerLanguage;
  notes: string;
  enterpriseNumber: string;
  vatLiable: boolean;
  vatNumber: string;
  peppolId: string;
  isCustomer: boolean;
  isSupplier: boolean;
  iban: string;
  bic: string;
  paymentTermDays: number | null;
  subcontractor: boolean;
}

/** What to call a customer: the company's name, or first and last name. */
export const customerName = (row: {
  kind: CustomerKind;
  firstName: string;
  lastName: string;
  companyName: string;
}) => (row.kind === 'company' ? row.companyName : `${row.firstName} ${row.lastName}`.trim());

const { sortName: _sortName, search: _search, ...own } = getTableColumns(customers);
type OwnRow = Omit<CustomerRow, 'sortName' | 'search'>;

/** A customer in the trash (repositories/trash.ts). */
export interface CustomerTrashItem extends TrashItem<'customer'> {
  customer: OwnRow;
  /** Their conversations, appointments and projects, linked to them again on a restore. */
  chatIds: number[];
  appointmentIds: number[];
  /** Absent in items trashed before projects existed. */
  projectIds?: number[];
}

export const toCustomer = (row: OwnRow) => ({
  id: row.id,
  kind: row.kind,
  name: customerName(row),
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  email: row.email,
  phone: row.phone,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country,
  invoiceAddress: addressLine(row),
  siteAddresses: row.siteAddresses,
  language: row.language as CustomerLanguage,
  notes: row.notes,
  enterpriseNumber: row.enterpriseNumber,
  vatLiable: row.vatLiable,
  vatNumber: row.vatNumber,
  peppolId: row.peppolId,
  isCustomer: row.isCustomer,
  isSupplier: row.isSupplier,
  iban: row.iban,
  bic: row.bic,
  paymentTermDays: row.paymentTermDays,
  subcontractor: row.subcontractor,
  createdAt: new Date(row.createdAt).toISOString(),
});
export type Customer = ReturnType<typeof toCustomer>;

/** Where a page of the list continues: after this customer in name order. */
export interface CustomerCursor {
  sortName: string;
  id: number;
}

/**
 * A page of the register in name order (the folded name, then id: a unique key, so pages neither
 * repeat nor skip a customer). Each term must occur in the customer's folded search text
 * (docs/architecture.md § Customers); the terms are folded by the database the same way.
 */
export async function loadCustomerPage(
  db: Db,
  terms: string[],
  page: { limit: number; after?: CustomerCursor; role?: 'customer' | 'supplier' },
) {
  const conditions: SQL[] = terms.map(
    (term) => sql`strpos(${customers.search}, fold_search(${term})) > 0`,
  );
  if (page.role === 'customer') conditions.push(eq(customers.isCustomer, true));
  if (page.role === 'supplier') conditions.push(eq(customers.isSupplier, true));
  const { after } = page;
  if (after)
    conditions.push(
      sql`(${customers.sortName}, ${customers.id}) > (${after.sortName}, ${after.id})`,
    );
  const rows = await db
    .select({ ...own, sortName: customers.sortName })
    .from(customers)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(customers.sortName), asc(customers.id))
    .limit(page.limit + 1);
  const { rows: shown, last } = pageOf(rows, page.limit);
  return {
    customers: shown.map(toCustomer),
    next: last && { sortName: last.sortName, id: last.id },
  };
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db.select(own).from(customers).where(eq(customers.id, id));
  return row && toCustomer(row);
}

/** Locks a customer's row until the transaction ends (a link to it takes turns with its removal). */
export async function lockCustomer(db: Db, id: number) {
  const [row] = await db.select(own).from(customers).where(eq(customers.id, id)).for('key share');
  return row && toCustomer(row);
}

const withEmail = (email: string) => sql`lower(${customers.email}) = lower(${email})`;

/** The customers with this e-mail address (any letter case), the oldest first. */
export async function customersWithEmail(db: Db, email: string) {
  const rows = await db
    .select(own)
    .from(customers)
    .where(withEmail(email))
    .orderBy(asc(customers.id));
  return rows.map(toCustomer);
}

export async function insertCustomer(db: Db, values: CustomerValues) {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  return row.id;
}

/** Answers false when there is no such customer. */
export async function updateCustomer(db: Db, id: number, values: CustomerValues) {
  const rows = await db
    .update(customers)
    .set(values)
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Removes a customer; answers the row as it was (for the trash), undefined when none. */
export async function deleteCustomer(db: Db, id: number) {
  const [row] = await db.delete(customers).where(eq(customers.id, id)).returning(own);
  return row;
}

/** Removes the customers with this e-mail address (a customer's erasure); answers their ids. */
export async function deleteCustomersWithEmail(db: Db, email: string) {
  const rows = await db.delete(customers).where(withEmail(email)).returning({ id: customers.id });
  return rows.map((row) => row.id);
}

/** Puts a removed customer back with its id (a restore from the trash). */
export async function insertCustomerRow(db: Db, row: OwnRow) {
  await db.insert(customers).values(row);
}

/** The customers of these ids that exist. */
export async function existingCustomers(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.id, ids));
  return rows.map((row) => row.id);
}

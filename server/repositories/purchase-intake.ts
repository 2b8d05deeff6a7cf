import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, purchaseAllocations, purchaseOrders, purchases } from '../db/schema';

/** The SQL of the purchases' intake (services/purchase-intake.ts): queries only, no rules. */

export type NewPurchaseRow = typeof purchases.$inferInsert;
export type NewAllocationRow = typeof purchaseAllocations.$inferInsert;

/** What a supplier is recognised by; '' for what the document does not give. */
export interface SupplierKeys {
  vatNumber: string;
  enterpriseNumber: string;
  iban: string;
  peppolId: string;
}

/**
 * The relation in the register that the keys name, the strongest key first (VAT number, then
 * enterprise number, Peppol ID, IBAN), a supplier before a customer; undefined for none.
 */
export async function findSupplierByKeys(db: Db, keys: SupplierKeys) {
  const tests: [SQL, number][] = [];
  if (keys.vatNumber) tests.push([eq(customers.vatNumber, keys.vatNumber), 1]);
  if (keys.enterpriseNumber) tests.push([eq(customers.enterpriseNumber, keys.enterpriseNumber), 2]);
  if (keys.peppolId) tests.push([eq(customers.peppolId, keys.peppolId), 3]);
  if (keys.iban) tests.push([eq(customers.iban, keys.iban), 4]);
  if (!tests.length) return undefined;
  const rank = sql.join(
    tests.map(([test, order]) => sql`when ${test} then ${order}`),
    sql` `,
  );
  const [row] = await db
    .select({ id: customers.id, isSupplier: customers.isSupplier, iban: customers.iban })
    .from(customers)
    .where(or(...tests.map(([test]) => test)))
    .orderBy(sql`case ${rank} end`, sql`${customers.isSupplier} desc`, customers.id)
    .limit(1);
  return row;
}

/** Marks a relation as a supplier, and gives it an account when it has none yet. */
export async function markSupplier(db: Db, id: number, iban: string) {
  await db
    .update(customers)
    .set({
      isSupplier: true,
      iban: sql`case when ${customers.iban} = '' then ${iban} else ${customers.iban} end`,
    })
    .where(eq(customers.id, id));
}

/** The supplier fields the register's own input does not take (a foreign VAT number, IBAN). */
export async function setSupplierFields(
  db: Db,
  id: number,
  fields: { vatNumber?: string; iban: string; bic: string },
) {
  await db
    .update(customers)
    .set({ isSupplier: true, isCustomer: false, ...fields })
    .where(eq(customers.id, id));
}

/** The purchase with the same supplier, kind and number, if one exists. */
export async function findSamePurchase(
  db: Db,
  supplierId: number,
  kind: 'invoice' | 'creditNote',
  number: string,
) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.supplierId, supplierId),
        eq(purchases.kind, kind),
        eq(purchases.number, number),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function findPurchaseByPeppolRef(db: Db, ref: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.peppolRef, ref))
    .limit(1);
  return row?.id;
}

/** Our purchase order a supplier's order reference names, with its project. */
export async function findOrderByNumber(db: Db, number: string) {
  if (!number) return undefined;
  const [row] = await db
    .select({ id: purchaseOrders.id, projectId: purchaseOrders.projectId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.number, number))
    .limit(1);
  return row;
}

export async function insertIntakePurchase(db: Db, values: NewPurchaseRow) {
  const [row] = await db.insert(purchases).values(values).returning({ id: purchases.id });
  return row.id;
}

export async function setPurchaseDocuments(
  db: Db,
  id: number,
  documents: { originalDocumentId: number; pdfDocumentId: number | null },
) {
  await db.update(purchases).set(documents).where(eq(purchases.id, id));
}

export async function insertAllocations(db: Db, rows: NewAllocationRow[]) {
  if (rows.length) await db.insert(purchaseAllocations).values(rows);
}

import type { Db } from '../db/client';
import { purchasesOfSuppliers, unlinkSuppliers } from '../repositories/purchases';
import type { CustomerSubject } from './content-kind';
import { readPurchase } from './purchases';

/**
 * A relation's supplier invoices in their export and erasure (GDPR; docs/product.md § Aankopen):
 * the export holds every one; the erasure keeps them all, since they are the company's books,
 * which the law keeps for 10 years (art. 60 W.btw), as received with their originals in
 * Bestanden: only their link to the register's relation goes with it. Removed ones in the trash
 * come back without a supplier.
 */

export async function supplierPurchases(db: Db, { customerIds }: CustomerSubject) {
  const rows = await purchasesOfSuppliers(db, customerIds);
  const answers = [];
  for (const row of rows) answers.push(await readPurchase(db, row.id));
  return answers;
}

export async function keepSupplierPurchases(tx: Db, { customerIds }: CustomerSubject) {
  return { purchasesKept: await unlinkSuppliers(tx, customerIds) };
}

export const purchasesErased = ({ purchasesKept = 0 }) =>
  purchasesKept
    ? `${purchasesKept} aankoopfactu(u)r(en) bewaard wegens wettelijke bewaartermijn (10 jaar)`
    : '';

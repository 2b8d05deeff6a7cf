import type { Db } from '../db/client';
import { removeVersionsOf } from '../repositories/history';
import {
  countIssuedOfCustomers,
  deleteDraftsOfCustomers,
  invoicesOfCustomers,
  removeTrashedDraftsOfCustomers,
} from '../repositories/invoices';
import type { CustomerSubject } from './content-kind';
import { readInvoice } from './invoice-answer';

/**
 * A customer's invoices in their export and erasure (GDPR; docs/product.md § Facturen): the
 * export holds every one; the erasure removes the drafts (and those in the trash) and keeps the
 * issued invoices and credit notes, which the law keeps for 10 years (art. 60 W.btw), as they
 * were issued: only their link to the register's customer goes with the customer.
 */

export async function customerInvoices(db: Db, { customerIds }: CustomerSubject) {
  const rows = await invoicesOfCustomers(db, customerIds);
  const answers = [];
  for (const row of rows) answers.push(await readInvoice(db, row.id));
  return answers;
}

export async function eraseCustomerInvoices(tx: Db, { customerIds }: CustomerSubject) {
  const removed = [
    ...(await deleteDraftsOfCustomers(tx, customerIds)),
    ...(await removeTrashedDraftsOfCustomers(tx, customerIds)),
  ];
  await removeVersionsOf(
    tx,
    removed.map((id) => ({ kind: 'invoice' as const, id })),
  );
  return {
    invoicesRemoved: removed.length,
    invoicesKept: await countIssuedOfCustomers(tx, customerIds),
  };
}

export function invoicesErased({ invoicesRemoved = 0, invoicesKept = 0 }) {
  const parts = [];
  if (invoicesRemoved) parts.push(`${invoicesRemoved} conceptfactu(u)r(en)`);
  if (invoicesKept)
    parts.push(`${invoicesKept} factu(u)r(en) bewaard wegens wettelijke bewaartermijn (10 jaar)`);
  return parts.join(', ');
}

import type { Db } from '../db/client';
import { customersWithEmail, deleteCustomersWithEmail } from '../repositories/customers';
import { forgetProjectCustomers } from '../repositories/projects';
import { removeVersionsOf } from '../repositories/history';
import { removeTrashedCustomersOf } from '../repositories/trash';

/**
 * A customer's records of the register for their right of erasure (docs/product.md § Klanten):
 * what the conversations' erasure (services/chats.ts) adds of Klanten.
 */

/**
 * Erases the register's customers with this e-mail address, in the caller's transaction: the
 * records, those in the trash, and their history. Their conversations and appointments are the
 * caller's (linked ones are erased with them). Their projects stay, without the customer, the
 * site address or anything else of the person ("gewiste klant"). Answers how many customers went.
 */
export async function eraseCustomerRecords(tx: Db, email: string) {
  const address = email.trim();
  const linked = (await customersWithEmail(tx, address)).map((customer) => customer.id);
  const trashed = await removeTrashedCustomersOf(tx, address);
  await forgetProjectCustomers(tx, {
    customerIds: linked,
    projectIds: trashed.flatMap((customer) => customer.projectIds),
  });
  const removed = await deleteCustomersWithEmail(tx, address);
  const all = [...removed, ...trashed.map((customer) => customer.id)];
  await removeVersionsOf(
    tx,
    all.map((id) => ({ kind: 'customer' as const, id })),
  );
  return all.length;
}

import type { Db } from '../db/client';
import { deleteCustomersWithEmail } from '../repositories/customers';
import { removeVersionsOf } from '../repositories/history';
import { removeTrashedCustomersOf } from '../repositories/trash';

/**
 * A customer's records of the register for their right of erasure (docs/product.md § Klanten):
 * what the conversations' erasure (services/chats.ts) adds of Klanten.
 */

/**
 * Erases the register's customers with this e-mail address, in the caller's transaction: the
 * records, those in the trash, and their history. Their conversations and appointments are the
 * caller's (linked ones are erased with them). Answers how many customers went.
 */
export async function eraseCustomerRecords(tx: Db, email: string) {
  const address = email.trim();
  const removed = await deleteCustomersWithEmail(tx, address);
  const trashed = await removeTrashedCustomersOf(tx, address);
  const all = [...removed, ...trashed];
  await removeVersionsOf(
    tx,
    all.map((id) => ({ kind: 'customer' as const, id })),
  );
  return all.length;
}

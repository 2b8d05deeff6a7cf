import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import type { CustomerData, CustomerErasure } from '../schemas';
import type { CustomerSubject } from './content-kind';
import { contentKinds } from './content-kinds';

/**
 * The customer's privacy (GDPR access and erasure, docs/product.md § Klanten, § Conversation
 * 'Exporteren'): what each content kind holds of a customer, as its declaration says
 * (services/content-kinds.ts). The conversations' export and erasure (services/chats.ts) add
 * these to their own.
 */

/** What the kinds add to the export document and to the erasure's answer (the contract's names). */
type KindRecords = Omit<Static<typeof CustomerData>, 'email' | 'exportedAt' | 'chats' | 'files'>;
type KindCounts = Omit<Static<typeof CustomerErasure>, 'chats' | 'messages'>;

const holders = () =>
  contentKinds().flatMap(({ customerData }) => ('exportAs' in customerData ? [customerData] : []));

/** What the content kinds hold of the customer, by the export document's key. */
export async function exportCustomerRecords(db: Db, subject: CustomerSubject) {
  const document: Record<string, unknown[]> = {};
  for (const holder of holders())
    document[holder.exportAs] = await holder.export(db, {
      ...subject,
      email: subject.email.trim(),
    });
  return document as KindRecords;
}

/**
 * Erases the customer from every content kind that holds them, in the caller's transaction and
 * the registry's order; answers the kinds' counts (appointments removed and kept, customers).
 */
export async function eraseCustomerRecords(tx: Db, subject: CustomerSubject) {
  let counts: Record<string, number> = {};
  for (const holder of holders())
    counts = {
      ...counts,
      ...(await holder.erase(tx, { ...subject, email: subject.email.trim() })),
    };
  return counts as KindCounts;
}

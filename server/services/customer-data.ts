import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { logActivity } from '../repositories/activity';
import { markEventOrigin } from '../repositories/chat-live';
import { customersWithEmail } from '../repositories/customers';
import type { CustomerData, CustomerErasure } from '../schemas';
import type { CustomerSubject } from './content-kind';
import { contentKinds } from './content-kinds';
import { conversationsErased, eraseConversations, exportConversations } from './conversation-data';

/**
 * The customer's privacy (GDPR access and erasure, docs/product.md § Klanten, § Conversation
 * 'Exporteren'): one service owns the export and the erasure for every area. The conversations
 * give their part (services/conversation-data.ts); every content kind gives what its declaration
 * says it holds of a customer (services/content-kinds.ts), so a new kind is exported and erased
 * by its declaration alone.
 */

/** What the kinds add to the export document and to the erasure's answer (the contract's names). */
type KindRecords = Omit<Static<typeof CustomerData>, 'email' | 'exportedAt' | 'chats' | 'files'>;
type KindCounts = Omit<Static<typeof CustomerErasure>, 'chats' | 'messages'>;

const holders = () =>
  contentKinds().flatMap(({ customerData }) => ('exportAs' in customerData ? [customerData] : []));

/** Whose data it is: the address, and the register's customers with it. */
async function subjectOf(db: Db, email: string): Promise<CustomerSubject> {
  const address = email.trim();
  const customerIds = (await customersWithEmail(db, address)).map((customer) => customer.id);
  return { email: address, customerIds };
}

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
 * the registry's order; answers the kinds' counts (appointments removed and kept, customers) and
 * how each reads in the activity entry.
 */
async function eraseKinds(tx: Db, subject: CustomerSubject) {
  let counts: Record<string, number> = {};
  const said: string[] = [];
  for (const holder of holders()) {
    const erased = await holder.erase(tx, { ...subject, email: subject.email.trim() });
    counts = { ...counts, ...erased };
    said.push(holder.erased(erased));
  }
  return { counts: counts as KindCounts, said: said.filter(Boolean) };
}

/** Erases the customer from every content kind that holds them (see eraseKinds); answers the counts. */
export async function eraseCustomerRecords(tx: Db, subject: CustomerSubject) {
  return (await eraseKinds(tx, subject)).counts;
}

/**
 * Everything stored of one customer, by e-mail address (any letter case), read in one snapshot:
 * what each kind holds of them, every conversation with every message, and the list of their
 * conversations' files, each with its place (`path`) in the export's ZIP
 * (services/customer-export.ts), which holds their bytes: this document never does.
 */
export async function exportCustomerData(db: Db, email: string) {
  const address = email.trim();
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    ...(await readSnapshot(db, async (tx) => {
      const subject = await subjectOf(tx, address);
      return {
        ...(await exportCustomerRecords(tx, subject)),
        ...(await exportConversations(tx, subject)),
      };
    })),
  };
}

/**
 * A staff member (`by`, on screen `origin`) erases everything stored of one customer (GDPR
 * erasure) in one transaction: their conversations, and what each kind holds of them as its
 * declaration says (appointments to come go, past ones lose the customer; the register's records
 * go). The activity entry holds counts only.
 */
export function eraseCustomerData(db: Db, email: string, by: number, origin?: string) {
  return db.transaction(async (tx) => {
    // The staff screen this is for: the chat events it causes carry it (services/chats.ts).
    if (origin) await markEventOrigin(tx, origin);
    const subject = await subjectOf(tx, email);
    const conversations = await eraseConversations(tx, subject);
    const kinds = await eraseKinds(tx, subject);
    const erased = { ...conversations, ...kinds.counts };
    if (Object.values(erased).some((count) => count > 0))
      await logActivity(tx, {
        by,
        kind: 'customerErasure',
        target: {
          kind: 'chat',
          id: null,
          label: [conversationsErased(conversations), ...kinds.said].join(', '),
        },
      });
    return erased;
  });
}

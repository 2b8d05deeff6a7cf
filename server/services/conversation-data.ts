import type { Db } from '../db/client';
import { exportFilePath } from '../domain/customer-export';
import { loadFilesOfChats } from '../repositories/chat-files';
import { countMessagesOf } from '../repositories/chat-messages';
import { deleteChats, loadChatsOfCustomer, lockChatsOfCustomer } from '../repositories/chats';
import { removeMailOf } from '../repositories/outbox';
import type { CustomerSubject } from './content-kind';

/**
 * What the conversations hold of a customer, for the customer's privacy service
 * (services/customer-data.ts). Conversations are no content kind (no versions, no trash), so
 * they are not in the registry; their part of the export and the erasure is here.
 */

/**
 * Every conversation started with the address or linked to one of the subject's customers, every
 * message, and their files listed with their place in the export's ZIP (never their bytes).
 */
export async function exportConversations(db: Db, { email, customerIds }: CustomerSubject) {
  const chats = await loadChatsOfCustomer(db, email, customerIds);
  const files = await loadFilesOfChats(
    db,
    chats.map((chat) => chat.id),
  );
  return { chats, files: files.map((file) => ({ ...file, path: exportFilePath(file) })) };
}

/**
 * Erases the customer's conversations with their messages, mail and mail links, in the caller's
 * transaction (the rows locked first, as a single removal does); answers the counts.
 */
export async function eraseConversations(tx: Db, { email, customerIds }: CustomerSubject) {
  const ids = await lockChatsOfCustomer(tx, email, customerIds);
  const messages = ids.length ? await countMessagesOf(tx, ids) : 0;
  for (const id of ids) await removeMailOf(tx, id);
  if (ids.length) await deleteChats(tx, ids);
  return { chats: ids.length, messages };
}

/** How the erased conversations read in the erasure's activity entry. */
export const conversationsErased = ({ chats, messages }: { chats: number; messages: number }) =>
  `${chats} gesprek(ken), ${messages} bericht(en)`;

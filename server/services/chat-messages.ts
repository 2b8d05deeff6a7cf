import type { ChatUploadLimits } from '../config';
import type { Db } from '../db/client';
import {
  MAX_CHAT_FILES,
  checkChatFile,
  type ChatFileData,
  type UploadedFile,
} from '../domain/chat-files';
import { ApiError } from '../domain/errors';
import { type DecodeClass } from '../domain/images';
import { isBlankRichText, requiredRichText, sanitizeRichText } from '../domain/rich-text';
import { insertChatFiles } from '../repositories/chat-files';
import { setMessageFiles } from '../repositories/chat-messages';
import { refuseFullChat } from './chat-uploads';

/**
 * What both sides of a conversation write into it (services/chats.ts for staff,
 * services/customer-chats.ts for customers): a message's text and files as stored, and what a
 * mail says of them.
 */

/** Message text is rich text; customer text is hostile input shown to staff. */
export const cleanContent = (content: string) => requiredRichText(content, 'content');

/** A message's text, which may be blank when it carries files (a photo says enough). */
export function messageContent(content: string, fileCount: number) {
  if (fileCount === 0) return cleanContent(content);
  const clean = sanitizeRichText(content);
  return isBlankRichText(clean) ? '' : clean;
}

/**
 * Checks the files of one message before anything is written (docs/product.md § Files in a
 * conversation): at most MAX_CHAT_FILES, each a photo (decoded and re-encoded without its
 * metadata) or a PDF without active content; the first refusal answers for the message.
 */
export async function checkMessageFiles(
  files: UploadedFile[],
  who: DecodeClass = 'staff',
): Promise<ChatFileData[]> {
  if (files.length > MAX_CHAT_FILES)
    throw new ApiError('TOO_MANY_FILES', `A message may carry at most ${MAX_CHAT_FILES} files`);
  const checked: ChatFileData[] = [];
  for (const file of files) checked.push(await checkChatFile(file, who));
  return checked;
}

/** How many bytes the files of a message take together. */
export const bytesOf = (files: ChatFileData[]) =>
  files.reduce((sum, file) => sum + file.bytes.length, 0);

/**
 * Stores a new message's files and records them on it, in the message's transaction, after the
 * conversation was locked: 413 when the conversation would hold more than its ceiling.
 */
export async function attachFiles(
  tx: Db,
  limits: ChatUploadLimits,
  chatId: number,
  messageId: number,
  files: ChatFileData[],
) {
  if (files.length === 0) return;
  await refuseFullChat(tx, limits, chatId, bytesOf(files));
  await setMessageFiles(tx, messageId, await insertChatFiles(tx, chatId, messageId, files));
}

/** What a mail says of a message: its text, and the names of its files. */
export const mailHtml = (content: string, files: ChatFileData[]) =>
  files.length === 0
    ? content
    : `${content}<p>📎 ${files.map((file) => escapeHtml(file.name)).join(', ')}</p>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

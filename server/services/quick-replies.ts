import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import { isBlankRichText, requiredRichText, sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import {
  insertQuickReply,
  deleteQuickReply,
  updateQuickReply,
} from '../repositories/quick-replies';

export { listQuickReplies } from '../repositories/quick-replies';

/** A quick reply as staff write it: the contents are rich text, the English one may be empty. */
export interface QuickReplyInput {
  title: string;
  contentDutch: string;
  contentEnglish: string;
}

const duplicate = (title: string) =>
  new ApiError('DUPLICATE', `A quick reply titled "${title}" already exists (in any case)`);

function clean(input: QuickReplyInput) {
  const english = sanitizeRichText(input.contentEnglish);
  return {
    title: requiredText(input.title, 'title'),
    contentDutch: requiredRichText(input.contentDutch, 'contentDutch'),
    // Empty paragraphs are no English text: stored as '', so the SPA offers Dutch only.
    contentEnglish: isBlankRichText(english) ? '' : english,
  };
}

/** Adds a quick reply; a title is unique whatever its case (409 DUPLICATE). */
export async function createQuickReply(db: Db, input: QuickReplyInput) {
  const values = clean(input);
  const created = await insertQuickReply(db, values);
  if (created === 'duplicate') throw duplicate(values.title);
  return created;
}

export async function changeQuickReply(db: Db, id: number, input: QuickReplyInput) {
  const values = clean(input);
  const changed = await updateQuickReply(db, id, values);
  if (changed === 'duplicate') throw duplicate(values.title);
  if (!changed) throw notFound('Quick reply', id);
  return changed;
}

export async function removeQuickReply(db: Db, id: number) {
  if (!(await deleteQuickReply(db, id))) throw notFound('Quick reply', id);
}

import type {
  ChatEvent,
  DocumentsReceived,
  InvoiceChanged,
  QuoteAnswered,
  StaffTyping,
} from './types.generated';

/**
 * The live event both halves read: the data of each `event: chat` of the event streams
 * (openapi.json's ChatEvent, its type generated beside this file), and the database's notice
 * of it. One parser for the server's relay, the staff screens and the widget.
 */
export type { ChatEvent, DocumentsReceived, InvoiceChanged, QuoteAnswered, StaffTyping };

export type ChatEventKind = ChatEvent['kind'];

/** Every kind of event; the generated type and this list must name the same kinds. */
export const CHAT_EVENT_KINDS = [
  'created',
  'message',
  'removed',
  'presence',
  'status',
] as const satisfies readonly ChatEventKind[];
type Assert<Holds extends true> = Holds;
/** Fails to compile when openapi.json names a kind this list lacks. */
export type EveryKindListed = Assert<
  [Exclude<ChatEventKind, (typeof CHAT_EVENT_KINDS)[number]>] extends [never] ? true : false
>;

const SENDERS: readonly unknown[] = ['staff', 'customer'] satisfies NonNullable<
  ChatEvent['sender']
>[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The event a parsed JSON value holds, with only the fields of ChatEvent; undefined when it
 * holds none (another shape, an unknown kind).
 */
export function chatEventOf(value: unknown): ChatEvent | undefined {
  if (!isObject(value)) return undefined;
  const { chatId, kind, sender, origin } = value;
  if (!Number.isSafeInteger(chatId) || (chatId as number) < 1) return undefined;
  if (!(CHAT_EVENT_KINDS as readonly unknown[]).includes(kind)) return undefined;
  if (sender != null && !SENDERS.includes(sender)) return undefined;
  if (origin != null && (typeof origin !== 'string' || origin.length > 64)) return undefined;
  return {
    chatId: chatId as number,
    kind: kind as ChatEventKind,
    ...(sender == null ? {} : { sender: sender as NonNullable<ChatEvent['sender']> }),
    ...(origin == null ? {} : { origin }),
  };
}

/** The event of an `event: chat`'s data; undefined when it is not one. */
export function parseChatEvent(data: string): ChatEvent | undefined {
  try {
    return chatEventOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/**
 * The staff member an `event: typing`'s data (or the database's notice of it, with its
 * `chatId`) names; undefined when it names none.
 */
export function staffTypingOf(value: unknown): StaffTyping | undefined {
  if (!isObject(value)) return undefined;
  const { name } = value;
  return typeof name === 'string' && name.length <= 100 ? { name } : undefined;
}

/** The staff member of an `event: typing`'s data; undefined when it is not one. */
export function parseStaffTyping(data: string): StaffTyping | undefined {
  try {
    return staffTypingOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/**
 * The files a customer sent through an upload link, as an `event: documents`'s data (or the
 * database's notice of it) holds them; undefined when it holds none.
 */
export function documentsReceivedOf(value: unknown): DocumentsReceived | undefined {
  if (!isObject(value)) return undefined;
  const { count, linkKind, linkId, name } = value;
  if (!Number.isSafeInteger(count) || (count as number) < 1) return undefined;
  if (linkKind !== 'customer' && linkKind !== 'project') return undefined;
  if (!Number.isSafeInteger(linkId) || (linkId as number) < 1) return undefined;
  if (typeof name !== 'string' || name.length > 500) return undefined;
  return { count: count as number, linkKind, linkId: linkId as number, name };
}

/** The files of an `event: documents`'s data; undefined when it is not one. */
export function parseDocumentsReceived(data: string): DocumentsReceived | undefined {
  try {
    return documentsReceivedOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/** The invoice an `event: invoice`'s data (or the database's notice of it) names. */
export function invoiceChangedOf(value: unknown): InvoiceChanged | undefined {
  if (!isObject(value)) return undefined;
  const { invoiceId } = value;
  if (!Number.isSafeInteger(invoiceId) || (invoiceId as number) < 1) return undefined;
  return { invoiceId: invoiceId as number };
}

/** The invoice of an `event: invoice`'s data; undefined when it is not one. */
export function parseInvoiceChanged(data: string): InvoiceChanged | undefined {
  try {
    return invoiceChangedOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/** A customer's answer to a quote, as an `event: quote`'s data (or the database's notice). */
export function quoteAnsweredOf(value: unknown): QuoteAnswered | undefined {
  if (!isObject(value)) return undefined;
  const { quoteId, number, accepted } = value;
  if (!Number.isSafeInteger(quoteId) || (quoteId as number) < 1) return undefined;
  if (typeof number !== 'string' || typeof accepted !== 'boolean') return undefined;
  return { quoteId: quoteId as number, number: number.slice(0, 50), accepted };
}

/** The answer of an `event: quote`'s data; undefined when it is not one. */
export function parseQuoteAnswered(data: string): QuoteAnswered | undefined {
  try {
    return quoteAnsweredOf(JSON.parse(data));
  } catch {
    return undefined;
  }
}

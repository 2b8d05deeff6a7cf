import type { Message } from '../api';

const timeOf = (message: Message) => {
  const time = Date.parse(message.timeStamp);
  return Number.isNaN(time) ? 0 : time;
};

/**
 * The messages oldest first (docs/product.md § Conversation), whatever order the server sent them in: by
 * timestamp, then by id for messages of the same moment. A copy; the given list stays as it is.
 */
export function sortMessages(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}

/** True when the message is the product's own side's (a staff reply). */
export function isOwn(message: Pick<Message, 'sender'>): boolean {
  return message.sender === 'staff';
}

/** True when the HTML holds any text: an empty paragraph or a line of spaces is no reply. */
export function hasText(html: string | undefined): boolean {
  if (!html) return false;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim().length > 0;
}

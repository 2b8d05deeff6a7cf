import type { Author, Chat, Message } from './api';

/** The latest message of a chat: the list's chats hold only that one, a full chat all of them. */
export function latestMessage(chat: Chat): Message | undefined {
  return chat.messages[chat.messages.length - 1];
}

/**
 * A chat waits for an answer when its latest human message is the customer's (the green bar):
 * the company's automatic answer outside opening hours answers nobody.
 */
export function isWaiting(chat: Chat): boolean {
  return chat.messages.findLast((message) => !message.automatic)?.sender === 'customer';
}

/** When the chat last changed: its latest message, else when it was opened. */
export function lastActivity(chat: Chat): string {
  return latestMessage(chat)?.timeStamp ?? chat.timeStamp;
}

/** The spec's author order: 'Lastname Firstname'. */
export function authorName(author: Pick<Author, 'firstName' | 'lastName'>): string {
  return [author.lastName, author.firstName].filter(Boolean).join(' ');
}

import type { QuoteAnswered } from '../../../contract/live-events';

/**
 * Customers' answers to quotes as the staff event stream hears them (`event: quote`): the stream
 * (features/chats/live.ts) tells them here, and whoever listens (Offertes' toasts) hears them.
 */
const listeners = new Set<(answered: QuoteAnswered) => void>();

export function onQuoteAnswered(listener: (answered: QuoteAnswered) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function tellQuoteAnswered(answered: QuoteAnswered) {
  for (const listener of listeners) listener(answered);
}

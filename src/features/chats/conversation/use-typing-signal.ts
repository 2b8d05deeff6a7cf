import { useCallback, useRef } from 'react';
import { useAnnounceTypingMutation } from '../api';

/** While a reply is being typed, the customer's widget is told at most this often. */
export const TYPING_SIGNAL_MS = 3000;

/**
 * Tells the customer's widget that a reply is being typed (announceTyping), at most once per
 * TYPING_SIGNAL_MS however fast the keys come; never the text. `typed()` on each change of the
 * reply's text; `sent()` once it went, so that the next reply's first key tells at once.
 */
export function useTypingSignal(chatId: number) {
  const [announce] = useAnnounceTypingMutation();
  const last = useRef<number | undefined>(undefined);
  const typed = useCallback(() => {
    const now = Date.now();
    if (last.current !== undefined && now - last.current < TYPING_SIGNAL_MS) return;
    last.current = now;
    void announce({ id: chatId });
  }, [announce, chatId]);
  const sent = useCallback(() => {
    last.current = undefined;
  }, []);
  return { typed, sent };
}

import { useEffect } from 'react';
import { useMarkChatLeftMutation, useMarkChatShownMutation } from '../api';
import { useDocumentVisible } from '../../../shared/use-document-visible';

/** How often a shown conversation says so again; the server forgets a screen after a minute. */
export const SHOWN_EVERY_MS = 20_000;

/**
 * Tells the server that this screen shows the conversation (markChatShown), at once and every
 * SHOWN_EVERY_MS while it is shown in a visible window, and that it left (markChatLeft) when it
 * is left or hidden: meanwhile staff notice mail about it does not reach this staff member.
 */
export function useShownToServer(chatId: number | undefined, active: boolean) {
  const [markShown] = useMarkChatShownMutation();
  const [markLeft] = useMarkChatLeftMutation();
  const visible = useDocumentVisible();
  useEffect(() => {
    if (chatId === undefined || !active || !visible) return;
    const tell = () => void markShown({ id: chatId });
    tell();
    const timer = setInterval(tell, SHOWN_EVERY_MS);
    return () => {
      clearInterval(timer);
      void markLeft({ id: chatId });
    };
  }, [chatId, active, visible, markShown, markLeft]);
}

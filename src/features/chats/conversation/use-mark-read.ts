import { useEffect, useRef } from 'react';
import { useMarkChatReadMutation, type Chat } from '../api';
import { useDocumentVisible } from '../../../shared/use-document-visible';

/** The newest customer message's id: what a mark of the conversation as read reaches. */
const latestCustomerMessage = (chat: Chat) =>
  Math.max(0, ...chat.messages.filter((one) => one.sender === 'customer').map((one) => one.id));

/**
 * Marks the conversation read for this staff member once it is shown in a visible window, and
 * again when a customer message arrives while it is shown (or when the window shows it again
 * after one arrived while it was hidden). Reading the conversation (getChat) changes nothing.
 */
export function useMarkRead(chat: Chat | undefined, active: boolean) {
  const [markChatRead] = useMarkChatReadMutation();
  const visible = useDocumentVisible();
  const id = chat?.id;
  const latest = chat ? latestCustomerMessage(chat) : 0;
  /** The last mark sent, as `chat:message`: each is sent once. */
  const sent = useRef<string>(undefined);
  useEffect(() => {
    if (id === undefined || !active || !visible) return;
    const mark = `${id}:${latest}`;
    if (sent.current === mark) return;
    sent.current = mark;
    markChatRead({ id })
      .unwrap()
      // Not marked: the next showing tries again.
      .catch(() => {
        if (sent.current === mark) sent.current = undefined;
      });
  }, [id, latest, active, visible, markChatRead]);
}

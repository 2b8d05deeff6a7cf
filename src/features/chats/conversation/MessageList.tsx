import { memo, useEffect, useMemo, useRef } from 'react';
import { t } from '../../../i18n/chats';
import { formatTimestamp } from '../../../shared/dates';
import { RichText } from '../../../shared/rich-text';
import type { Message } from '../api';
import { isOwn, sortMessages } from './messages';
import { MessageFileList } from './MessageFileList';

/**
 * One message: a plain list item, light enough for hundreds. Memoized: a reload keeps the
 * unchanged messages' objects (RTK Query's structural sharing), so only new ones render.
 */
export const MessageRow = memo(function MessageRow({ message }: { message: Message }) {
  const own = isOwn(message);
  const side = t(own ? 'chats.fromStaff' : 'chats.fromCustomer');
  return (
    <li
      className={`bo-chat__message bo-chat__message--${own ? 'staff' : 'customer'}${
        message.automatic ? ' bo-chat__message--automatic' : ''
      }`}
    >
      <div className="bo-chat__bubble">
        <div className="bo-chat__meta">
          <span className="bo-chat__sender">
            {message.automatic ? (
              <>
                <span className="bo-chat__automatic">{t('chats.automatic')}</span>
                {' · '}
              </>
            ) : (
              message.senderName && (
                <>
                  <span className="bo-chat__sender-name">{message.senderName}</span>
                  {' · '}
                </>
              )
            )}
            <span className="bo-chat__side">{side}</span>
          </span>{' '}
          <time className="bo-chat__time" dateTime={message.timeStamp}>
            {formatTimestamp(message.timeStamp)}
          </time>
        </div>
        {/* Customer text is hostile input: RichText shows only the allowed markup. */}
        {message.content && <RichText html={message.content} className="bo-chat__content" />}
        <MessageFileList files={message.files ?? []} />
      </div>
    </li>
  );
});

/**
 * The conversation, oldest message first; staff replies at the end side, the customer's at the
 * start (docs/product.md § Conversation). The newest message scrolls into view when it changes: on load, after a
 * send, and when a new message comes in.
 */
export function MessageList({ messages }: { messages: readonly Message[] }) {
  const sorted = useMemo(() => sortMessages(messages), [messages]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const newest = sorted.at(-1)?.id;
  const label = t('chats.messages');

  useEffect(() => {
    if (newest === undefined) return;
    // The box scrolls to its end; the page itself stays put, so the header stays in view.
    const scroller = scrollerRef.current;
    scroller?.scrollTo?.({ top: scroller.scrollHeight });
  }, [newest]);

  return (
    // A scrolling box is reached and scrolled with the keyboard too (WCAG 2.1.1), so it takes
    // the focus; it is a named region, not an interactive control.
    <div
      ref={scrollerRef}
      className="bo-chat__scroll"
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <ol className="bo-chat__messages" aria-label={label}>
        {sorted.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </ol>
    </div>
  );
}

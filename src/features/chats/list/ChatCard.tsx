import { Tag } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import { formatTimestamp } from '../../../shared/dates';
import type { Chat } from '../api';
import { authorName, isWaiting, lastActivity, latestMessage } from '../chat-state';
import { plainExcerpt } from '../../../shared/rich-text/plain-text';
import { useAssigneeName } from '../conversation/AssigneeSelect';

const countOf = (count: number) =>
  count === 1 ? t('chats.messageCountOne') : t('chats.messageCount', { count });

/** 'Toegewezen aan {name}', when someone is. */
function AssigneeTag({ assignedTo }: { assignedTo: number | null }) {
  const name = useAssigneeName(assignedTo);
  return name ? (
    <span className="bo-chats__assignee">{t('chats.assignedToName', { name })}</span>
  ) : null;
}

interface ChatCardProps {
  chat: Chat;
}

/**
 * Whether two versions of a chat show the same card. RTK Query keeps an unchanged chat's object
 * only at the same place in the list; a chat that moves to the top with a new message shifts the
 * others, which then arrive as new, equal objects: comparing what the card shows keeps them.
 */
function sameCard({ chat: a }: ChatCardProps, { chat: b }: ChatCardProps): boolean {
  if (a === b) return true;
  const [x, y] = [latestMessage(a), latestMessage(b)];
  return (
    a.id === b.id &&
    a.subject === b.subject &&
    a.timeStamp === b.timeStamp &&
    a.messageCount === b.messageCount &&
    a.status === b.status &&
    a.unread === b.unread &&
    a.assignedTo === b.assignedTo &&
    a.author.firstName === b.author.firstName &&
    a.author.lastName === b.author.lastName &&
    x?.id === y?.id &&
    x?.sender === y?.sender &&
    x?.timeStamp === y?.timeStamp &&
    x?.content === y?.content
  );
}

/**
 * One conversation of the list: its subject is the link to it, described by its state, author
 * and latest activity, and the link covers the whole card (a click or middle-click anywhere on
 * it opens the conversation), while the name a screen reader hears stays the visible subject. The bar's colour (green: waiting for an
 * answer, orange: answered) is also a hidden text and `data-state`, so it is not colour alone.
 *
 * A few plain elements, memoized: a poll that returns the same chat renders nothing again.
 */
export const ChatCard = memo(function ChatCard({ chat }: ChatCardProps) {
  const waiting = isWaiting(chat);
  const when = lastActivity(chat);
  const latest = latestMessage(chat);
  const id = `bo-chats-${chat.id}`;
  return (
    <li className="bo-chats__item">
      <div
        className="bo-chats__card"
        data-state={waiting ? 'waiting' : 'answered'}
        data-unread={chat.unread ? 'true' : undefined}
      >
        {/* The link is the subject; its ::after covers the card, so the whole card opens it. */}
        <Link
          to={`/chats/${chat.id}`}
          className="bo-chats__subject bo-chats__link"
          data-state={waiting ? 'waiting' : 'answered'}
          aria-describedby={`${id}-state ${id}-author ${id}-time`}
        >
          {chat.unread && (
            <span className="bo-chats__unread-dot" role="img" aria-label={t('chats.unread')} />
          )}
          {chat.subject}
        </Link>
        <span id={`${id}-state`} className="bo-sr-only">
          {[
            waiting ? t('chats.stateWaiting') : t('chats.stateAnswered'),
            chat.status === 'closed' ? t('chats.statusClosed') : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </span>

        <div className="bo-chats__byline">
          <span id={`${id}-author`} className="bo-chats__author">
            {authorName(chat.author)}
          </span>
          <AssigneeTag assignedTo={chat.assignedTo} />
          {chat.status === 'closed' && (
            <Tag className="bo-chats__closed" aria-hidden="true">
              {t('chats.statusClosed')}
            </Tag>
          )}
        </div>
        {latest && <span className="bo-chats__excerpt">{plainExcerpt(latest.content)}</span>}
        <time id={`${id}-time`} className="bo-chats__time" dateTime={when}>
          {formatTimestamp(when)}
        </time>
        <span className="bo-chats__count">{countOf(chat.messageCount)}</span>
      </div>
    </li>
  );
}, sameCard);

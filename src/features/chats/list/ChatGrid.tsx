import { Skeleton } from 'antd';
import { t } from '../../../i18n/chats';
import type { Chat } from '../api';
import { ChatCard } from './ChatCard';
import './chats-list.css';

/** The conversations in the server's order: newest activity first. */
export function ChatGrid({ chats }: { chats: readonly Chat[] }) {
  return (
    <ul className="bo-chats__grid" aria-label={t('chats.title')}>
      {chats.map((chat) => (
        <ChatCard key={chat.id} chat={chat} />
      ))}
    </ul>
  );
}

const PLACEHOLDERS = Array.from({ length: 9 }, (_, index) => index);

/** While the first list loads: card-shaped placeholders in the same grid, so nothing jumps. */
export function ChatGridSkeleton() {
  return (
    <ul
      className="bo-chats__grid bo-chats__grid--loading"
      role="status"
      aria-busy="true"
      aria-label={t('chats.loading')}
    >
      {PLACEHOLDERS.map((index) => (
        <li key={index} className="bo-chats__item">
          <div className="bo-chats__card bo-chats__card--skeleton" aria-hidden="true">
            <Skeleton
              active
              title={{ width: '70%' }}
              paragraph={{ rows: 2, width: ['45%', '90%'] }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { useMemo } from 'react';
import { t } from '../../i18n/chats';
import { isWaiting } from './chat-state';
import { useChatEvents, useLiveChats } from './live';
import './waiting-badge.css';

/**
 * How many chats wait for an answer (the green ones), for the menu's chats item. It holds the
 * staff event stream and keeps the chat list live on every screen, so a new customer message
 * shows without a reload.
 */
export function WaitingBadge({ collapsed }: { collapsed: boolean }) {
  useChatEvents();
  const { data: chats } = useLiveChats();
  const waiting = useMemo(() => (chats ?? []).filter(isWaiting).length, [chats]);
  if (waiting === 0) return null;
  const label =
    waiting === 1 ? t('chats.waitingBadgeOne') : t('chats.waitingBadge', { count: waiting });
  return (
    <span
      className={collapsed ? 'bo-waiting-badge bo-waiting-badge--corner' : 'bo-waiting-badge'}
      data-testid="chats-waiting"
    >
      <span aria-hidden="true">{waiting > 99 ? '99+' : waiting}</span>
      <span className="bo-sr-only">{label}</span>
    </span>
  );
}

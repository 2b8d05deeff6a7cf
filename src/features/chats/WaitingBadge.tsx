import { t } from '../../i18n/chats';
import { useChatAlerts } from './alerts';
import { useLiveChatCounts } from './live';
import './waiting-badge.css';

/**
 * How many open chats wait for an answer (the green ones), counted by the server, for the menu's
 * chats item. The staff event stream (LiveEvents) keeps the counts live on every screen, so a
 * new customer message shows without a reload; it holds the alerts, the tab's count and its dot.
 */
export function WaitingBadge({ collapsed }: { collapsed: boolean }) {
  const waiting = useLiveChatCounts().data?.waiting ?? 0;
  useChatAlerts(waiting);
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

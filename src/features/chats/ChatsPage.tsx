import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { t } from '../../i18n/chats';
import { PageTitle } from '../../shared/PageTitle';
import { LoadFailed } from '../../shared/LoadFailed';
import type { Chat } from './api';
import { isWaiting } from './chat-state';
import { ChatGrid, ChatGridSkeleton } from './list/ChatGrid';
import { useLiveChats } from './live';
import './list/chats-list.css';

/** '12 gesprekken, 3 wachten op antwoord', in the singular where Dutch wants it. */
function summaryOf(chats: readonly Chat[]): string {
  const count = chats.length;
  const waiting = chats.reduce((total, chat) => (isWaiting(chat) ? total + 1 : total), 0);
  if (count === 1) return t('chats.summaryOne', { waiting });
  if (waiting === 1) return t('chats.summaryWaitingOne', { count });
  return t('chats.summary', { count, waiting });
}

/**
 * /chats (docs/product.md § Chats): every conversation as a card, newest activity first as the server
 * sends them, green while it waits for an answer, orange once answered. The list stays live
 * (useLiveChats); a failed poll keeps the cards already shown.
 */
export default function ChatsPage() {
  const { data: chats, isError, refetch } = useLiveChats();
  const summary = useMemo(() => (chats?.length ? summaryOf(chats) : null), [chats]);

  let body;
  if (chats) {
    body =
      chats.length === 0 ? (
        <Card>
          <Empty description={t('chats.empty')} />
        </Card>
      ) : (
        <ChatGrid chats={chats} />
      );
  } else if (isError) {
    body = <LoadFailed title={t('chats.loadFailed')} onRetry={refetch} />;
  } else {
    body = <ChatGridSkeleton />;
  }

  return (
    <section className="bo-page bo-chats">
      <PageTitle>{t('chats.title')}</PageTitle>
      <p className="bo-chats__summary">{summary}</p>
      {body}
    </section>
  );
}

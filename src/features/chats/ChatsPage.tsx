import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { t } from '../../i18n/chats';
import { PageTitle } from '../../shared/PageTitle';
import { LoadFailed } from '../../shared/LoadFailed';
import type { ChatCounts } from './api';
import { ChatGrid, ChatGridSkeleton } from './list/ChatGrid';
import { ChatListFilters, useChatFilter } from './list/ChatListFilters';
import { MorePages } from './list/MorePages';
import { useLiveChatCounts, useLiveChatPages } from './live';
import './list/chats-list.css';

/** '12 open gesprekken, 3 wachten op antwoord', in the singular where Dutch wants it. */
function summaryOf({ open, waiting }: ChatCounts): string {
  if (open === 1) return t('chats.summaryOne', { waiting });
  if (waiting === 1) return t('chats.summaryWaitingOne', { count: open });
  return t('chats.summary', { count: open, waiting });
}

/**
 * /chats (docs/product.md § Chats): the team's inbox. Open conversations by default, closed or all
 * by a switch, and a search the server answers; each conversation a card, newest activity first
 * as the server sends them, green while it waits for an answer, orange once answered, marked
 * while unread. The server sends pages of 60; more load as the list scrolls. The list stays live
 * (useLiveChatPages); a failed poll keeps the cards already shown.
 */
export default function ChatsPage() {
  const [filter, setFilter] = useChatFilter();
  const pages = useLiveChatPages(filter);
  const { data: counts } = useLiveChatCounts();
  const chats = useMemo(() => pages.data?.pages.flatMap((page) => page.chats), [pages.data]);

  let body;
  if (chats) {
    body =
      chats.length === 0 ? (
        <Card>
          <Empty description={emptyText(filter)} />
        </Card>
      ) : (
        <>
          <ChatGrid chats={chats} />
          <MorePages
            pages={pages.data?.pages.length ?? 0}
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            failed={pages.isFetchNextPageError}
            onMore={() => void pages.fetchNextPage()}
          />
        </>
      );
  } else if (pages.isError) {
    body = (
      <LoadFailed
        title={t('chats.loadFailed')}
        error={pages.error}
        onRetry={() => void pages.refetch()}
      />
    );
  } else {
    body = <ChatGridSkeleton />;
  }

  return (
    <section className="bo-page bo-chats">
      <PageTitle>{t('chats.title')}</PageTitle>
      <p className="bo-chats__summary">{counts ? summaryOf(counts) : null}</p>
      <ChatListFilters filter={filter} onChange={setFilter} />
      {body}
    </section>
  );
}

/** The spec's empty list is the open one, the default; a search or the closed ones say more. */
function emptyText({ status, q }: { status?: string; q?: string }) {
  if (q) return t('chats.noResults', { q });
  if (status === 'closed') return t('chats.noClosed');
  return t('chats.empty');
}

import { Input, Segmented } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import type { ChatFilter } from '../api';

type Status = NonNullable<ChatFilter['status']>;
const STATUSES: Status[] = ['open', 'closed', 'all'];
type Assigned = NonNullable<ChatFilter['assigned']> | 'all';
const ASSIGNED: Assigned[] = ['me', 'none'];
type Filter = { status: Status; q?: string; assigned?: ChatFilter['assigned'] };

/** How long typing rests before the search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** The list's address as last shown (filter and search), for the way back from a conversation. */
let lastListSearch = '';
export const chatListPath = () => (lastListSearch ? `/chats?${lastListSearch}` : '/chats');

/**
 * The list's filter, kept in the address (`?status=closed&q=dak`) so the back button from a
 * conversation, a reload and a shared link show the same list. Open conversations by default.
 */
export function useChatFilter(): [Filter, (next: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get('status') as Status | null;
  const status = given && STATUSES.includes(given) ? given : 'open';
  const q = params.get('q')?.trim() || undefined;
  const mine = params.get('assigned') as Assigned | null;
  const assigned = mine && ASSIGNED.includes(mine) ? (mine as 'me' | 'none') : undefined;
  const filter = useMemo(() => ({ status, q, assigned }), [status, q, assigned]);
  const search = params.toString();
  useEffect(() => {
    lastListSearch = search;
  }, [search]);
  const set = useCallback(
    (next: Filter) => {
      const values = new URLSearchParams();
      if (next.status !== 'open') values.set('status', next.status);
      if (next.assigned) values.set('assigned', next.assigned);
      if (next.q?.trim()) values.set('q', next.q.trim());
      setParams(values, { replace: true });
    },
    [setParams],
  );
  return [filter, set];
}

interface ChatListFiltersProps {
  filter: Filter;
  onChange: (next: Filter) => void;
}

/**
 * The switch between open, closed and all conversations, the one between everyone's, mine
 * ('mijn gesprekken') and nobody's ('niet toegewezen'), and the search box.
 */
export function ChatListFilters({ filter, onChange }: ChatListFiltersProps) {
  const [text, setText] = useState(filter.q ?? '');
  // A search in the address that this box did not ask for (a link such as the menu's, the back
  // button) replaces the text, which would otherwise be searched again once the pause is over.
  const q = filter.q ?? '';
  const [asked, setAsked] = useState(q);
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    if (q !== asked) {
      setAsked(q);
      setText(q);
    }
  }
  const search = useCallback(
    (value: string) => {
      setAsked(value.trim());
      onChange({ ...filter, q: value });
    },
    [filter, onChange],
  );
  // Typing searches once it rests; Enter or the button at once.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, search]);

  return (
    <div className="bo-chats__filters">
      <Segmented<Status>
        aria-label={t('chats.filterLabel')}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
        options={[
          { value: 'open', label: t('chats.filterOpen') },
          { value: 'closed', label: t('chats.filterClosed') },
          { value: 'all', label: t('chats.filterAll') },
        ]}
      />
      <Segmented<Assigned>
        aria-label={t('chats.assignedFilterLabel')}
        value={filter.assigned ?? 'all'}
        onChange={(assigned) =>
          onChange({ ...filter, assigned: assigned === 'all' ? undefined : assigned })
        }
        options={[
          { value: 'all', label: t('chats.assignedAll') },
          { value: 'me', label: t('chats.assignedMine') },
          { value: 'none', label: t('chats.assignedNone') },
        ]}
      />
      <Input.Search
        className="bo-chats__search"
        role="searchbox"
        aria-label={t('chats.search')}
        placeholder={t('chats.searchPlaceholder')}
        allowClear
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        onSearch={search}
      />
    </div>
  );
}

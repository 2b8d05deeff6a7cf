import { Input, Segmented, Tag } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import { useDebouncedSearch } from '../../../shared/page-hooks/debounced-search';
import type { ChatFilter } from '../api';

type Status = NonNullable<ChatFilter['status']>;
const STATUSES: Status[] = ['open', 'closed', 'all'];
type Assigned = NonNullable<ChatFilter['assigned']> | 'all';
const ASSIGNED: Assigned[] = ['me', 'none'];
type Started = Pick<ChatFilter, 'startedFrom' | 'startedTo' | 'startedWeekday' | 'startedHour'>;
type Filter = { status: Status; q?: string; assigned?: ChatFilter['assigned'] } & Started;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const integerIn = (value: string | null, min: number, max: number) => {
  const number = value === null || !/^\d{1,2}$/.test(value) ? NaN : Number(value);
  return number >= min && number <= max ? number : undefined;
};

/**
 * The conversations started in a period (and on a weekday, in an hour): the list behind a
 * figure of the statistics (`?startedFrom=…&startedTo=…&startedWeekday=…&startedHour=…`).
 */
function startedOf(params: URLSearchParams): Started {
  const from = params.get('startedFrom') ?? '';
  const to = params.get('startedTo') ?? '';
  if (!DATE.test(from) || !DATE.test(to)) return {};
  return {
    startedFrom: from,
    startedTo: to,
    startedWeekday: integerIn(params.get('startedWeekday'), 1, 7),
    startedHour: integerIn(params.get('startedHour'), 0, 23),
  };
}

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
  const startedKey = JSON.stringify(startedOf(params));
  const filter = useMemo(
    () => ({ status, q, assigned, ...(JSON.parse(startedKey) as Started) }),
    [status, q, assigned, startedKey],
  );
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
      for (const key of ['startedFrom', 'startedTo', 'startedWeekday', 'startedHour'] as const)
        if (next[key] !== undefined) values.set(key, String(next[key]));
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
  // Typing searches once it rests; Enter or the button at once. A search in the address that
  // this box did not ask for (a link such as the menu's, the back button) replaces the text.
  const {
    typed: text,
    setTyped: setText,
    searchNow: search,
  } = useDebouncedSearch(
    filter.q ?? '',
    (value) => onChange({ ...filter, q: value }),
    SEARCH_DELAY_MS,
  );

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
      {filter.startedFrom && (
        <Tag
          closable
          className="bo-chats__started"
          closeIcon={<span aria-label={t('chats.startedClear')}>×</span>}
          onClose={() =>
            onChange({
              ...filter,
              startedFrom: undefined,
              startedTo: undefined,
              startedWeekday: undefined,
              startedHour: undefined,
            })
          }
        >
          {startedLabel(filter)}
        </Tag>
      )}
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

const dateLabel = (date: string) => date.split('-').reverse().join('/');

/** 'Gestart 28/03/2027 – 29/03/2027, zondag, 01:00–02:00'. */
function startedLabel({ startedFrom, startedTo, startedWeekday, startedHour }: Started) {
  const parts = [
    startedFrom === startedTo
      ? dateLabel(startedFrom!)
      : `${dateLabel(startedFrom!)} – ${dateLabel(startedTo!)}`,
  ];
  if (startedWeekday !== undefined)
    parts.push(t(`chats.weekday${startedWeekday}` as 'chats.weekday1'));
  if (startedHour !== undefined) {
    const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
    parts.push(`${hour(startedHour)}–${hour(startedHour + 1)}`);
  }
  return t('chats.started', { when: parts.join(', ') });
}

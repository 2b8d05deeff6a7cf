import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Card, Checkbox, Collapse, Empty, Input, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../../../i18n/language';
import { HistoryDrawer, type HistoryTarget } from '../../../entities/history/HistoryDrawer';
import { LanguageEntryModal } from '../../../entities/language-entries/LanguageEntryModal';
import { LoadFailed } from '../../../shared/LoadFailed';
import { errorCode } from '../../../store/errors';
import {
  useConfirmLanguageEntryMutation,
  useGetLanguageEntriesQuery,
  useRemoveLanguageEntryMutation,
  type InUseAnswer,
  type LanguageEntry,
} from './api';
import {
  countEntries,
  filterGroups,
  isMissing,
  isStale,
  prepareGroups,
  type PreparedGroup,
  type TranslationFilters,
} from './entry-search';
import { GroupRows, type EntryActions } from './EntryRows';
import { InUseRefusal, type InUse } from './InUseRefusal';
import { groupEntries } from './group-entries';
import './language.css';
import { useAddressFilters } from '../../../shared/page-hooks/address-filters';
import { useDebouncedSearch } from '../../../shared/page-hooks/debounced-search';

/** Typing settles this long before the list filters. */
export const SEARCH_DELAY_MS = 100;

const countOf = (count: number) =>
  count === 1 ? t('language.countOne') : t('language.countMany', { count });
const groupsOf = (count: number) =>
  count === 1 ? t('language.groupsOne') : t('language.groupsMany', { count });
const matchesOf = (count: number) =>
  count === 1 ? t('language.matchesOne') : t('language.matchesMany', { count });

/**
 * The translation filters live in the address, so the overview can link to them: `?missing=1`
 * keeps the entries missing a translation, `?filter=stale` those with a translation that may be
 * out of date. Both on keeps either.
 */
function useTranslationFilters() {
  const [searchParams, setFilters] = useAddressFilters();
  const filters: TranslationFilters = {
    missing: searchParams.get('missing') === '1',
    stale: searchParams.get('filter') === 'stale',
  };
  const set = (name: 'missing' | 'filter', value: string, on: boolean) =>
    setFilters({ [name]: on && value });
  return {
    filters,
    setMissing: (on: boolean) => set('missing', '1', on),
    setStale: (on: boolean) => set('filter', 'stale', on),
  };
}

/** What the list says when the search and filters leave nothing. */
function nothingFound(query: string, { missing, stale }: TranslationFilters): string {
  const trimmed = query.trim();
  if (missing && stale) {
    return trimmed
      ? t('language.noAttentionMatches', { query: trimmed })
      : t('language.noAttention');
  }
  if (missing) {
    return trimmed ? t('language.noMissingMatches', { query: trimmed }) : t('language.noMissing');
  }
  if (stale) {
    return trimmed ? t('language.noStaleMatches', { query: trimmed }) : t('language.noStale');
  }
  return t('language.noMatches', { query: trimmed });
}

/** The search box: its own state, so typing renders only the box; the page hears the settled text. */
function SearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  // Cleared: at once; typed: once the typing settles.
  const [searched, setSearched] = useState('');
  const { typed: text, setTyped: change } = useDebouncedSearch(
    searched,
    (value) => {
      setSearched(value);
      onSearch(value);
    },
    SEARCH_DELAY_MS,
  );
  return (
    <Input
      className="bo-language__search"
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      placeholder={t('language.searchPlaceholder')}
      aria-label={t('language.search')}
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}

/**
 * The editor's chunk (TipTap, ProseMirror), fetched while the browser is idle: the first edit
 * then opens as quickly as the next ones. Same module as the form's lazy editor, so one chunk.
 */
function usePreloadedEditor() {
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(
      () =>
        void import(
          /* webpackChunkName: "rich-text-editor" */ '../../../shared/rich-text/RichTextEditor'
        ),
    );
    return () => cancelIdleCallback(idle);
  }, []);
}

/** /cms/language (docs/product.md § Language entries): the translatable texts in collapsible groups, edited in a modal. */
export default function LanguagePage() {
  const { modal, message } = App.useApp();
  usePreloadedEditor();
  const { data: entries, isLoading, isError, error, refetch } = useGetLanguageEntriesQuery();
  const [removeEntry] = useRemoveLanguageEntryMutation();
  const [confirmEntry] = useConfirmLanguageEntryMutation();
  const groups = useMemo(() => groupEntries(entries ?? []), [entries]);
  // Plain text and the missing mark once per list, not once per keystroke.
  const prepared = useMemo(() => prepareGroups(groups), [groups]);
  const groupNames = useMemo(() => groups.map(({ group }) => group), [groups]);
  const [missingCount, staleCount] = useMemo(() => {
    const all = prepared.flatMap((group) => group.entries);
    return [all.filter(isMissing).length, all.filter(isStale).length];
  }, [prepared]);

  const { filters, setMissing, setStale } = useTranslationFilters();
  const { missing: missingOnly, stale: staleOnly } = filters;
  const [query, setQuery] = useState('');
  const filtering = query.trim() !== '' || missingOnly || staleOnly;
  const shown: PreparedGroup[] = useMemo(
    () => filterGroups(prepared, query, { missing: missingOnly, stale: staleOnly }),
    [prepared, query, missingOnly, staleOnly],
  );

  const [openGroups, setOpenGroups] = useState<string[]>([]);
  // A new search or filter opens the groups it found (adjusted while rendering, not in an effect).
  const filterKey = entries ? `${query.trim()}\n${missingOnly}\n${staleOnly}` : null;
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (filterKey !== null && filterKey !== openedFor) {
    setOpenedFor(filterKey);
    if (filtering) setOpenGroups(shown.map(({ group }) => group));
  }

  const [editing, setEditing] = useState<LanguageEntry | 'new' | null>(null);
  // Every opening gets a fresh form: a form store outlives its modal's contents.
  const [opening, setOpening] = useState(0);
  const edit = useCallback((entry: LanguageEntry | 'new') => {
    setOpening((count) => count + 1);
    setEditing(entry);
  }, []);

  const saved = useCallback((group: string) => {
    setEditing(null);
    // The saved entry's group opens, so the change can be seen.
    setOpenGroups((open) => (open.includes(group) ? open : [...open, group]));
  }, []);
  const close = useCallback(() => setEditing(null), []);

  const [refusal, setRefusal] = useState<InUse | null>(null);
  const confirmDelete = useCallback(
    async (entry: LanguageEntry) => {
      const confirmed = await modal.confirm({
        title: t('language.deleteTitle', { name: entry.name }),
        content: t('language.deletePrompt'),
        okText: t('language.deleteConfirm'),
        cancelText: t('language.deleteDecline'),
        okButtonProps: { danger: true },
        // Deleting takes a deliberate choice, not an Enter.
        focusable: { autoFocusButton: 'cancel' },
      });
      if (!confirmed) return;
      setRefusal(null);
      try {
        await removeEntry({ id: entry.id }).unwrap();
      } catch (failure) {
        // In use: worded here (ApiErrorNotifications leaves it to this screen); other
        // failures show the app's notification.
        const error = failure as FetchBaseQueryError;
        if (errorCode(error) === 'IN_USE') {
          const answer = error.data as Partial<InUseAnswer> | undefined;
          setRefusal({ name: entry.name, usedBy: answer?.usedBy ?? [] });
        }
        return;
      }
      message.success(t('language.deleted'));
    },
    [modal, message, removeEntry],
  );

  const confirm = useCallback(
    async (entry: LanguageEntry) => {
      try {
        await confirmEntry({ id: entry.id }).unwrap();
      } catch {
        // The app's notification says why.
        return;
      }
      message.success(t('language.confirmed'));
    },
    [confirmEntry, message],
  );

  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const showHistory = useCallback(
    (entry: LanguageEntry) => setHistory({ kind: 'language', id: entry.id, label: entry.name }),
    [],
  );
  const actions: EntryActions = useMemo(
    () => ({ edit, remove: confirmDelete, history: showHistory, confirm }),
    [edit, confirmDelete, showHistory, confirm],
  );

  let body;
  if (isLoading) {
    body = (
      <Card>
        <Skeleton active />
      </Card>
    );
  } else if (isError && !entries) {
    body = <LoadFailed title={t('language.loadFailed')} error={error} onRetry={refetch} />;
  } else if (groups.length === 0) {
    body = (
      <Card>
        <Empty description={t('language.empty')} />
      </Card>
    );
  } else if (shown.length === 0) {
    body = (
      <Card>
        <Empty description={nothingFound(query, filters)} />
      </Card>
    );
  } else {
    body = (
      <Collapse
        className="bo-language__groups"
        activeKey={openGroups}
        // A closed group renders no rows: 2,000 entries stay cheap until they are looked at.
        destroyOnHidden
        onChange={(keys) => setOpenGroups(([] as string[]).concat(keys))}
        items={shown.map(({ group, entries: members }) => ({
          key: group,
          label: <span className="bo-language__group">{group}</span>,
          extra: <Tag className="bo-language__count">{countOf(members.length)}</Tag>,
          children: <GroupRows group={group} entries={members} actions={actions} />,
        }))}
      />
    );
  }

  const found = filtering ? countEntries(shown) : 0;
  return (
    <div className="bo-language">
      <div className="bo-language__bar">
        <span className="bo-language__summary">
          {entries?.length
            ? t('language.summary', {
                entries: countOf(entries.length),
                groups: groupsOf(groups.length),
              })
            : null}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
          {t('language.new')}
        </Button>
      </div>
      {entries?.length ? (
        <div className="bo-language__filters">
          <SearchBox onSearch={setQuery} />
          <Checkbox checked={missingOnly} onChange={(event) => setMissing(event.target.checked)}>
            {t('language.onlyMissing')}{' '}
            <span className="bo-language__missing-count">({missingCount})</span>
          </Checkbox>
          <Checkbox checked={staleOnly} onChange={(event) => setStale(event.target.checked)}>
            {t('language.onlyStale')}{' '}
            <span className="bo-language__missing-count">({staleCount})</span>
          </Checkbox>
          <span className="bo-language__found" role="status">
            {filtering && shown.length > 0 ? matchesOf(found) : ''}
          </span>
        </div>
      ) : null}
      {refusal && <InUseRefusal refusal={refusal} onClose={() => setRefusal(null)} />}
      {body}
      <LanguageEntryModal
        key={opening}
        entry={editing}
        groups={groupNames}
        onClose={close}
        onSaved={saved}
      />
      <HistoryDrawer target={history} onClose={() => setHistory(null)} />
    </div>
  );
}

import { CheckOutlined, DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { memo, useEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import { t } from '../../../i18n/language';
import { RichText } from '../../../shared/rich-text';
import type { LanguageEntry } from './api';
import { isStale, type PreparedEntry } from './entry-search';

/** Every row has this height (language.css clamps its texts), so a long group can be windowed. */
export const ROW_HEIGHT = 72;
/** A group with more rows than this scrolls inside a window of WINDOW_ROWS rows. */
export const WINDOW_ROWS = 10;
/** Rows rendered above and below the window's view, so a quick scroll shows no gap. */
const OVERSCAN = 4;

export type EntryAction = (entry: LanguageEntry) => void;

/** What a row's buttons do: one object for every row, so rows render again only when their entry changes. */
export interface EntryActions {
  edit: EntryAction;
  remove: EntryAction;
  history: EntryAction;
  /** Confirms a translation that may be out of date. */
  confirm: EntryAction;
}

function Translation({
  lang,
  html,
  missing,
  stale,
}: {
  lang: 'nl' | 'en';
  html: string;
  missing: boolean;
  stale: boolean;
}) {
  return (
    <div className={`bo-language__translation${stale ? ' bo-language__translation--stale' : ''}`}>
      <abbr
        className="bo-language__flag"
        title={lang === 'nl' ? t('language.dutch') : t('language.english')}
      >
        {lang.toUpperCase()}
      </abbr>
      {missing ? (
        <span className="bo-language__missing">{t('language.noTranslation')}</span>
      ) : (
        <RichText html={html} lang={lang} compact className="bo-language__text" />
      )}
    </div>
  );
}

function missingLabel({ missingDutch, missingEnglish }: PreparedEntry) {
  if (missingDutch && missingEnglish) return t('language.missingBoth');
  if (missingDutch) return t('language.missingDutch');
  if (missingEnglish) return t('language.missingEnglish');
  return null;
}

/** 'Engels mogelijk verouderd': the language that may be out of date, and why. */
function StaleMark({ language }: { language: 'nl' | 'en' }) {
  return (
    <span
      className="bo-language__mark bo-language__mark--stale"
      title={language === 'nl' ? t('language.staleDutchWhy') : t('language.staleEnglishWhy')}
    >
      {language === 'nl' ? t('language.staleDutch') : t('language.staleEnglish')}
    </span>
  );
}

interface EntryRowProps {
  prepared: PreparedEntry;
  actions: EntryActions;
  /** Set in a windowed group: where the row sits and which of how many it is. */
  top?: number;
  position?: number;
  size?: number;
}

/** One entry: plain elements, no antd component, rendered again only when its entry changes. */
export const EntryRow = memo(function EntryRow({
  prepared,
  actions,
  top,
  position,
  size,
}: EntryRowProps) {
  const { entry } = prepared;
  const missing = missingLabel(prepared);
  const stale = entry.staleLanguage;
  return (
    <li
      className={`bo-language__row${missing ? ' bo-language__row--missing' : ''}`}
      style={top === undefined ? undefined : { top }}
      aria-posinset={position}
      aria-setsize={size}
    >
      <div className="bo-language__head">
        <div className="bo-language__name">{entry.name}</div>
        {missing && <span className="bo-language__mark">{missing}</span>}
        {stale && <StaleMark language={stale} />}
      </div>
      <div className="bo-language__translations">
        <Translation
          lang="nl"
          html={entry.translationDutch}
          missing={prepared.missingDutch}
          stale={stale === 'nl'}
        />
        <span className="bo-language__slash" aria-hidden="true">
          /
        </span>
        <Translation
          lang="en"
          html={entry.translationEnglish}
          missing={prepared.missingEnglish}
          stale={stale === 'en'}
        />
      </div>
      <div className="bo-language__actions">
        {stale && (
          <button
            type="button"
            className="bo-language__confirm"
            title={t('language.confirmWhy')}
            aria-label={t('language.confirmEntry', { name: entry.name })}
            onClick={() => actions.confirm(entry)}
          >
            <CheckOutlined aria-hidden="true" />
            <span className="bo-language__confirm-label">{t('language.confirm')}</span>
          </button>
        )}
        <button
          type="button"
          className="bo-language__icon"
          title={t('language.history')}
          aria-label={t('language.historyEntry', { name: entry.name })}
          onClick={() => actions.history(entry)}
        >
          <HistoryOutlined />
        </button>
        <button
          type="button"
          className="bo-language__icon"
          title={t('language.edit')}
          aria-label={t('language.editEntry', { name: entry.name })}
          onClick={() => actions.edit(entry)}
        >
          <EditOutlined />
        </button>
        <button
          type="button"
          className="bo-language__icon bo-language__icon--danger"
          title={t('language.delete')}
          aria-label={t('language.deleteEntry', { name: entry.name })}
          onClick={() => actions.remove(entry)}
        >
          <DeleteOutlined />
        </button>
      </div>
    </li>
  );
});

/**
 * Whether `element` is on screen or nearly: a window far below the fold renders no rows, so a
 * page with every group open holds the rows of the one or two groups in view. Without an
 * IntersectionObserver (an old browser, jsdom) everything counts as in view.
 */
function useNearViewport(element: HTMLElement | null) {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([seen]) => setNear(seen.isIntersecting), {
      rootMargin: '400px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return near;
}

function WindowedRows({ group, entries, actions, className }: RowsProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const near = useNearViewport(scroller);
  const frame = useRef(0);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(top));
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = near ? Math.min(entries.length, first + WINDOW_ROWS + 2 * OVERSCAN) : first;
  const rows = [];
  for (let index = first; index < last; index++) {
    const prepared = entries[index];
    rows.push(
      <EntryRow
        key={prepared.entry.id}
        prepared={prepared}
        actions={actions}
        top={index * ROW_HEIGHT}
        position={index + 1}
        size={entries.length}
      />,
    );
  }
  return (
    <div
      ref={setScroller}
      // Scrollable, so reachable by keyboard even before its rows render.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="bo-language__window"
      style={{ height: WINDOW_ROWS * ROW_HEIGHT }}
      onScroll={onScroll}
    >
      <ul
        className={`${className} bo-language__rows--windowed`}
        aria-label={group}
        style={{ height: entries.length * ROW_HEIGHT }}
      >
        {rows}
      </ul>
    </div>
  );
}

interface GroupRowsProps {
  group: string;
  entries: PreparedEntry[];
  actions: EntryActions;
}

/** A group's rows with their list's classes: the rows make room for 'Bevestigen' when one has it. */
type RowsProps = GroupRowsProps & { className: string };

/** A short group's rows, rendered once near the screen: a search that opens twenty groups renders the few in view. */
function ShortRows({ group, entries, actions, className }: RowsProps) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const near = useNearViewport(list);
  return (
    <ul
      ref={setList}
      className={className}
      aria-label={group}
      // Far away: as high as its rows will be, so the page does not jump when they render.
      style={near ? undefined : { height: entries.length * ROW_HEIGHT }}
    >
      {near &&
        entries.map((prepared) => (
          <EntryRow key={prepared.entry.id} prepared={prepared} actions={actions} />
        ))}
    </ul>
  );
}

/** A group's rows, rendered while its section is open; a long group scrolls in a window. */
export const GroupRows = memo(function GroupRows(props: GroupRowsProps) {
  const anyStale = useMemo(() => props.entries.some(isStale), [props.entries]);
  const className = `bo-language__rows${anyStale ? ' bo-language__rows--stale' : ''}`;
  return props.entries.length > WINDOW_ROWS ? (
    <WindowedRows {...props} className={className} />
  ) : (
    <ShortRows {...props} className={className} />
  );
});

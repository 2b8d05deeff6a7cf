import { useState, type CSSProperties, type RefObject } from 'react';
import { t } from '../../i18n/chats';
import type { RichTextEditorHandle, SlashQuery } from '../../shared/rich-text';
import type { QuickReply } from './api';
import { contentIn, matchQuickReplies, type ReplyLanguage } from './choose';
import './quick-replies.css';

/** A short list: more letters narrow it down. */
const MAX_SUGGESTIONS = 8;
/** The list's width (20rem), to keep it inside the anchor near its right edge. */
const LIST_WIDTH = 320;

interface Opened {
  query: SlashQuery;
  /** Under the slash, relative to the anchor; null without layout (the list then goes below). */
  place: CSSProperties | null;
}

export interface SlashSuggestionsOptions {
  quickReplies: readonly QuickReply[] | undefined;
  language: ReplyLanguage;
  editor: RefObject<RichTextEditorHandle | null>;
  /** A positioned element around the editor's form item: the list is placed inside it. */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * Quick replies offered while a `/word` is typed in a rich-text editor: pass `onSlashQuery` and
 * `onSlashKey` to the editor and put `list` inside `anchor`. Arrows choose, Enter puts the
 * chosen text in place of the `/word`, Escape closes the list until the next slash.
 */
export function useSlashSuggestions({
  quickReplies,
  language,
  editor,
  anchor,
}: SlashSuggestionsOptions) {
  const [opened, setOpened] = useState<Opened | null>(null);
  // The chosen row, for the letters it was chosen among: other letters start at the top again.
  const [pointer, setPointer] = useState({ text: '', index: 0 });
  // The slash whose list Escape closed (its position).
  const [dismissed, setDismissed] = useState<number | null>(null);

  const matches = opened
    ? matchQuickReplies(quickReplies ?? [], opened.query.text).slice(0, MAX_SUGGESTIONS)
    : [];
  const shown = opened !== null && opened.query.range.from !== dismissed && matches.length > 0;
  const active = opened && pointer.text === opened.query.text ? pointer.index : 0;

  const placeOf = (query: SlashQuery): CSSProperties | null => {
    const caret = editor.current?.caretBox(query.range.from);
    const box = anchor.current?.getBoundingClientRect();
    if (!caret || !box) return null;
    const left = Math.min(caret.left - box.left, box.width - LIST_WIDTH);
    return { left: Math.max(0, left), top: caret.bottom - box.top + 4 };
  };

  const onSlashQuery = (query: SlashQuery | null) => {
    setOpened(query && { query, place: placeOf(query) });
    if (!query) setDismissed(null);
  };

  const insert = (quickReply: QuickReply) => {
    if (!opened) return;
    editor.current?.insertContent(contentIn(quickReply, language), opened.query.range);
  };

  const onSlashKey = (event: KeyboardEvent) => {
    if (!shown || event.ctrlKey || event.metaKey || event.altKey) return false;
    const move = (step: number) =>
      setPointer({
        text: opened.query.text,
        index: (active + step + matches.length) % matches.length,
      });
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        return true;
      case 'ArrowUp':
        move(-1);
        return true;
      case 'Enter':
        if (event.shiftKey) return false;
        insert(matches[active]);
        return true;
      case 'Escape':
        setDismissed(opened.query.range.from);
        return true;
      default:
        return false;
    }
  };

  const list = (
    <>
      {/* The text keeps the focus: what is chosen is read out from here. */}
      <span role="status" className="bo-sr-only">
        {shown
          ? t('chats.quickReply.suggestion', {
              title: matches[active].title,
              position: active + 1,
              count: matches.length,
            })
          : ''}
      </span>
      {shown && (
        <div
          className={`bo-quick-slash${opened.place ? '' : ' bo-quick-slash--below'}`}
          style={opened.place ?? undefined}
        >
          <div role="listbox" aria-label={t('chats.quickReply.title')}>
            {matches.map((quickReply, index) => (
              <button
                key={quickReply.id}
                type="button"
                role="option"
                aria-selected={index === active}
                // The text keeps the focus (and its `/word`): a click only chooses.
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(quickReply)}
                className="bo-quick-slash__option"
              >
                <span className="bo-quick-slash__title">{quickReply.title}</span>
                <span className="bo-quick-replies__language">
                  {language === 'en' && quickReply.contentEnglish
                    ? t('chats.quickReply.english')
                    : t('chats.quickReply.dutch')}
                </span>
              </button>
            ))}
          </div>
          <p className="bo-quick-slash__keys" aria-hidden="true">
            {t('chats.quickReply.keys')}
          </p>
        </div>
      )}
    </>
  );

  return { onSlashQuery, onSlashKey, list };
}

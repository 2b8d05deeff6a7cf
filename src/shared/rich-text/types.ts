import type { Ref } from 'react';
import type { SlashQuery } from './slash-query';

export type { SlashQuery } from './slash-query';

/** Where the cursor is on the screen (viewport coordinates), for a list shown beside it. */
export interface CaretBox {
  left: number;
  top: number;
  bottom: number;
}

/** What a form (antd Form.Item) or a screen can ask of a rich-text editor. */
export interface RichTextEditorProps {
  /** HTML limited to the allowed markup; '' when the editor holds no text. */
  value?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** Visible lines of text, as a textarea's rows (docs/product.md § Rich text: 10 for translations, 5 for chats). */
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
  /** Ctrl+Enter or Cmd+Enter in the text calls this (a chat reply's send) instead of adding a line break. */
  onSubmitShortcut?: () => void;
  /** Given to the text area; antd's Form.Item passes the field's id. */
  id?: string;
  /** The text area's accessible name: the field's label. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  className?: string;
  /**
   * Called when a `/word` appears before the cursor (at the start of a line or after a space),
   * changes, or goes (null): a suggestion list (quick replies) opens from it.
   */
  onSlashQuery?: (query: SlashQuery | null) => void;
  /**
   * While a `/word` is open, keys reach this first (arrows, Enter, Escape): true when it took
   * the key, which the text then ignores.
   */
  onSlashKey?: (event: KeyboardEvent) => boolean;
  ref?: Ref<RichTextEditorHandle>;
}

/** What antd's Form (scrollToField, focus on the first error) and screens may call. */
export interface RichTextEditorHandle {
  focus: () => void;
  /** The bordered box around toolbar and text. */
  nativeElement: HTMLElement | null;
  /**
   * Inserts rich text (sanitized here) at the cursor, or in place of `range` (a `/word`), as a
   * paste would: a single paragraph joins the line it lands in. The text keeps the focus.
   */
  insertContent: (html: string, range?: SlashQuery['range']) => void;
  /** Where a document position is on the screen; null when it cannot be measured. */
  caretBox: (position: number) => CaretBox | null;
}

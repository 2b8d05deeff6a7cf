import type { Ref } from 'react';

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
  ref?: Ref<RichTextEditorHandle>;
}

/** What antd's Form (scrollToField, focus on the first error) and screens may call. */
export interface RichTextEditorHandle {
  focus: () => void;
  /** The bordered box around toolbar and text. */
  nativeElement: HTMLElement | null;
}

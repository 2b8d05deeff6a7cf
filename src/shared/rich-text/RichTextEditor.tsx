import { ConfigProvider, theme } from 'antd';
import type { Editor } from '@tiptap/core';
import { DOMParser as SchemaParser } from '@tiptap/pm/model';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { richTextExtensions } from './extensions';
import { sanitizeRichText } from './sanitize';
import { sameSlashQuery, slashQueryOf, type SlashQuery } from './slash-query';
import { Toolbar } from './Toolbar';
import type { RichTextEditorProps } from './types';
import './rich-text.css';

/** The editor's value: its HTML reduced to the allowed markup, or '' when it holds no text. */
export function valueOf(editor: Editor): string {
  if (!editor.state.doc.textContent.trim()) return '';
  return sanitizeRichText(editor.getHTML());
}

/**
 * A rich-text input (docs/product.md § Rich text): bold, headings 1–5, text colour, links and line breaks,
 * with a history (Ctrl+Z, Ctrl+Y / Ctrl+Shift+Z). An antd form control: value/onChange, the
 * form's disabled state and the field's validation state. Load it through `RichTextEditor`
 * from './index', which keeps TipTap out of the first screen's JavaScript.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  rows = 5,
  disabled,
  placeholder,
  autoFocus,
  onSubmitShortcut,
  onSlashQuery,
  onSlashKey,
  id,
  className,
  ref,
  ...aria
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const { componentDisabled } = ConfigProvider.useConfig();
  const isDisabled = Boolean(disabled ?? componentDisabled);
  const invalid = aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';
  const rootRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);

  // The value this editor last reported, or was last given: a value that differs from it comes
  // from outside (a form reset, another entry) and replaces the document.
  const known = useRef(value ?? '');
  // What the editor is given is shown as the renderer would show it.
  const [initialContent] = useState(() => sanitizeRichText(value ?? ''));
  // The editor keeps its first callbacks: they call the latest props through this ref.
  const handlers = useRef({ onChange, onBlur, onSubmitShortcut, onSlashQuery, onSlashKey });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur, onSubmitShortcut, onSlashQuery, onSlashKey };
  });
  // The `/word` last reported, so each change is reported once.
  const slash = useRef<SlashQuery | null>(null);
  const reportSlash = (query: SlashQuery | null) => {
    if (sameSlashQuery(query, slash.current)) return;
    slash.current = query;
    handlers.current.onSlashQuery?.(query);
  };

  // The aria props arrive as a new object on every render: compare their values.
  const ariaKey = JSON.stringify(aria);
  const attributes = useMemo(() => {
    const result: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      class: 'bo-rte__text',
      spellcheck: 'true',
    };
    if (id) result.id = id;
    if (placeholder) result['aria-placeholder'] = placeholder;
    const given: Record<string, unknown> = JSON.parse(ariaKey);
    for (const [name, attribute] of Object.entries(given)) {
      if (attribute !== undefined && attribute !== false) result[name] = String(attribute);
    }
    return result;
  }, [id, placeholder, ariaKey]);

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    editable: !isDisabled,
    autofocus: autoFocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes,
      // Ctrl+Enter or Cmd+Enter, on every platform, before the keymaps (the hard break's
      // Mod-Enter) see it; without an onSubmitShortcut it still breaks the line.
      handleKeyDown: (_view, event) => {
        if (slash.current && handlers.current.onSlashKey?.(event)) {
          event.preventDefault();
          return true;
        }
        const submit = handlers.current.onSubmitShortcut;
        if (!submit || event.key !== 'Enter' || event.shiftKey || event.altKey) return false;
        if (!event.ctrlKey && !event.metaKey) return false;
        event.preventDefault();
        submit();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = valueOf(changed);
      if (html === known.current) return;
      known.current = html;
      handlers.current.onChange?.(html);
    },
    onTransaction: ({ editor: changed }) => {
      if (handlers.current.onSlashQuery)
        reportSlash(changed.isEditable ? slashQueryOf(changed.state) : null);
    },
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      // Leaving the text closes a suggestion list (a click in it keeps the focus here).
      reportSlash(null);
      handlers.current.onBlur?.();
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === known.current) return;
    known.current = next;
    // Not a step the person took: Ctrl+Z must not bring back what the form replaced.
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(sanitizeRichText(next), { emitUpdate: false })
      .run();
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === isDisabled) editor.setEditable(!isDisabled, false);
  }, [editor, isDisabled]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor?.commands.focus(),
      get nativeElement() {
        return rootRef.current;
      },
      insertContent: (html, range) => {
        if (!editor?.isEditable) return;
        const { state, view } = editor;
        const body = new DOMParser().parseFromString(sanitizeRichText(html), 'text/html').body;
        // Open at its sides, as a paste: a lone paragraph's text joins the line at the cursor.
        const slice = SchemaParser.fromSchema(state.schema).parseSlice(body);
        const target = range && range.to <= state.doc.content.size ? range : state.selection;
        view.dispatch(state.tr.replaceRange(target.from, target.to, slice).scrollIntoView());
        editor.commands.focus();
      },
      caretBox: (position) => {
        try {
          const { left, top, bottom } = editor!.view.coordsAtPos(position);
          // Without layout (jsdom) every box is at 0: nothing to place a list beside.
          return top === 0 && bottom === 0 ? null : { left, top, bottom };
        } catch {
          return null;
        }
      },
    }),
    [editor],
  );

  const isEmpty = useEditorState({
    editor,
    selector: ({ editor: current }) => !current || current.isEmpty,
  });

  const lineHeight = Math.round(token.fontSize * token.lineHeight);
  const style = {
    '--bo-rte-line': `${lineHeight}px`,
    '--bo-rte-border': token.colorBorder,
    '--bo-rte-primary': token.colorPrimary,
    '--bo-rte-primary-hover': token.colorPrimaryHover,
    '--bo-rte-focus': token.controlOutline,
    '--bo-rte-error': token.colorError,
    '--bo-rte-error-focus': token.colorErrorOutline,
    '--bo-rte-radius': `${token.borderRadius}px`,
    '--bo-rte-bg': token.colorBgContainer,
    '--bo-rte-bg-disabled': token.colorBgContainerDisabled,
    '--bo-rte-placeholder': token.colorTextPlaceholder,
    '--bo-rte-divider': token.colorSplit,
  } as CSSProperties;

  const classes = ['bo-rte'];
  if (focused) classes.push('bo-rte--focused');
  if (invalid) classes.push('bo-rte--invalid');
  if (isDisabled) classes.push('bo-rte--disabled');
  if (className) classes.push(className);

  return (
    <div ref={rootRef} className={classes.join(' ')} style={style}>
      {editor && (
        <Toolbar
          editor={editor}
          disabled={isDisabled}
          popupContainer={() => rootRef.current ?? document.body}
          controls={id}
          field={aria['aria-label']}
        />
      )}
      <div
        className="bo-rte__scroll"
        // A textarea's height: `rows` lines and the padding around them.
        style={{ height: `calc(${rows} * var(--bo-rte-line) + 10px)` }}
      >
        {placeholder && isEmpty && (
          <div className="bo-rte__placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} className="bo-rte__content" />
      </div>
    </div>
  );
}

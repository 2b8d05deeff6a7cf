import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { t } from '../../i18n';
import type { RichTextEditorProps } from './types';

export { RichText, type RichTextProps } from './RichText';
export type { CaretBox, RichTextEditorHandle, RichTextEditorProps, SlashQuery } from './types';

// TipTap and ProseMirror load with the first editor a screen shows, in a chunk of their own.
const LazyEditor = lazy(
  () => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'),
);

/** While the editor's chunk loads: a box of the editor's height, so nothing jumps. */
function EditorPlaceholder({ rows = 5 }: { rows?: number }) {
  return (
    <div
      className="bo-rte-loading"
      style={{ minHeight: `calc(${rows} * 22px + 10px + 33px)` }}
      role="status"
      aria-label={t('richText.loading')}
    >
      <Skeleton active title={false} paragraph={{ rows: Math.min(rows, 4) }} />
    </div>
  );
}

/** The rich-text editor (see RichTextEditor.tsx), loaded when first shown. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder rows={props.rows} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

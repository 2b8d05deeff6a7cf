import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeRichText } from './sanitize';
import './rich-text.css';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Stored rich text: sanitized here again, whatever the server sent. */
  html: string;
  /** Smaller headings, for text shown in a list row. */
  compact?: boolean;
}

/**
 * Shows stored rich text through DOMPurify with the server's allow-list (markup.ts): bold,
 * headings, coloured spans, line breaks and links, which open in a new tab with
 * rel="noopener noreferrer". Nothing else reaches the page.
 */
export function RichText({ html, compact, className, ...rest }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const classes = ['bo-rich-text'];
  if (compact) classes.push('bo-rich-text--compact');
  if (className) classes.push(className);
  return (
    <div {...rest} className={classes.join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

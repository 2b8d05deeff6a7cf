import { DROPPED_WITH_CONTENT } from '../../../markup/allow-list';

/** Elements that end a line of rich text: a line break in the plain text. */
const LINE_ENDS = 'br, p, div, h1, h2, h3, h4, h5, h6, li';
const DROPPED = DROPPED_WITH_CONTENT.join(', ');

let parser: HTMLTemplateElement | undefined;

function textOf(html: string): string {
  parser ??= document.createElement('template');
  parser.innerHTML = html;
  const content = parser.content;
  for (const dropped of content.querySelectorAll(DROPPED)) dropped.remove();
  for (const end of content.querySelectorAll(LINE_ENDS)) end.after('\n');
  const text = content.textContent ?? '';
  parser.innerHTML = '';
  return text;
}

/**
 * Rich text as plain text, whole, one line per paragraph, heading or line break: what a version
 * comparison reads. Parsed in a template, whose contents are inert (no script runs, no image
 * loads), and only ever shown as text nodes.
 */
export function plainLines(html: string): string {
  if (!html) return '';
  // Plain text without markup (a name, a location) needs no parsing.
  const text = /[<&]/.test(html) ? textOf(html) : html;
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

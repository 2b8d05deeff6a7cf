import { DROPPED_WITH_CONTENT } from '../../../markup/allow-list';

/** Elements that end a line of the rich text: the excerpt shows a space where they were. */
const LINE_ENDS = 'br, p, div, h1, h2, h3, h4, h5, h6, li';
const DROPPED = DROPPED_WITH_CONTENT.join(', ');

/** Markup read past this point cannot reach a one-line excerpt; it is not parsed. */
const MAX_MARKUP = 2_000;

let parser: HTMLTemplateElement | undefined;

/**
 * The first `max` characters of rich text as one line of plain text, for a title, a select's
 * option or a list row: the text the renderer would show, without its markup. Parsed by the
 * browser in a template, whose contents are inert (no script runs, no image loads), and only
 * ever shown as a text node, so hostile markup has nowhere to go.
 */
export function plainExcerpt(html: string, max = 160): string {
  parser ??= document.createElement('template');
  parser.innerHTML = html.slice(0, MAX_MARKUP);
  const content = parser.content;
  for (const dropped of content.querySelectorAll(DROPPED)) dropped.remove();
  for (const end of content.querySelectorAll(LINE_ENDS)) end.after(' ');
  const text = (content.textContent ?? '').replace(/\s+/g, ' ').trim();
  parser.innerHTML = '';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

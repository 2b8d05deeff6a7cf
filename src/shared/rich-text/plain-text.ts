import { DROPPED_WITH_CONTENT } from '../../../markup/allow-list';

/** Elements that end a line of the rich text: the excerpt shows a space where they were. */
const LINE_ENDS = 'br, p, div, h1, h2, h3, h4, h5, h6, li';
const DROPPED = DROPPED_WITH_CONTENT.join(', ');

/** Markup read past this point cannot reach a one-line excerpt; it is not parsed. */
const MAX_MARKUP = 2_000;

let parser: HTMLTemplateElement | undefined;

/** The text the browser reads from `html`, a space after each element that ends a line. */
function parsedText(html: string): string {
  parser ??= document.createElement('template');
  parser.innerHTML = html;
  const content = parser.content;
  for (const dropped of content.querySelectorAll(DROPPED)) dropped.remove();
  for (const end of content.querySelectorAll(LINE_ENDS)) end.after(' ');
  const text = content.textContent ?? '';
  parser.innerHTML = '';
  return text;
}

/**
 * A tag as the stored form writes it (markup/sanitize.ts): an allowed element, its attributes
 * double-quoted without markup characters inside.
 */
const STORED_TAG =
  /<(\/?)(p|br|b|strong|h[1-5]|span|a)((?:[\t\n\f\r ]+[a-z-]+="[^"<>]*")*)[\t\n\f\r ]*\/?>/gi;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};
const ENTITY = /&(amp|lt|gt|quot|#39|nbsp);/g;
/** Elements that end a line and hold content. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5']);

/** A run of text between tags, its entities decoded; undefined when it holds other markup. */
function textOf(run: string): string | undefined {
  if (/[<&]/.test(run.replace(ENTITY, ''))) return undefined;
  return run.replace(ENTITY, (_, name: string) => ENTITIES[name]);
}

/**
 * The same text read without a parser, for markup in the stored form: a list row shows
 * thousands of them, where a parse each costs a long task. Undefined for anything else (another
 * tag or entity, a closing `</br>`, a block inside another, where the browser would move the
 * ends), which the browser then reads.
 */
function storedText(html: string): string | undefined {
  let block: string | null = null;
  const parts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(STORED_TAG)) {
    const run = textOf(html.slice(last, match.index));
    if (run === undefined) return undefined;
    parts.push(run);
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (name === 'br' && closing) return undefined;
    if (BLOCKS.has(name)) {
      if (closing ? block !== name : block !== null) return undefined;
      block = closing ? null : name;
    }
    if (name === 'br' || (closing && BLOCKS.has(name))) parts.push(' ');
  }
  const rest = textOf(html.slice(last));
  if (rest === undefined) return undefined;
  // A block still open where the markup ends (or was cut) ends there: the browser closes it.
  return parts.join('') + rest + (block === null ? '' : ' ');
}

/**
 * The first `max` characters of rich text as one line of plain text, for a title, a select's
 * option or a list row: the text the renderer would show, without its markup. Markup in the
 * stored form is read as a string; anything else is parsed by the browser in a template, whose
 * contents are inert (no script runs, no image loads). Only ever shown as a text node, so
 * hostile markup has nowhere to go.
 */
export function plainExcerpt(html: string, max = 160): string {
  const markup = html.slice(0, MAX_MARKUP);
  const text = (storedText(markup) ?? parsedText(markup)).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Both readings, for the test that holds them equal. */
export const readings = { storedText, parsedText };

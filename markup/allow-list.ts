/**
 * The rich-text markup the product allows (docs/product.md § Rich text): bold, headings h1–h5,
 * text colour, line breaks and links. Paragraphs are the editor's plain text blocks.
 *
 * One allow-list for the three places that handle rich text: the stored form's sanitizer
 * (markup/sanitize.ts, on every write the server takes), the SPA's renderer and the editor's
 * output (src/shared/rich-text/sanitize.ts). The folder markup/ is shared by both halves and
 * imports neither; nothing here needs a DOM or Node.
 */

export const HEADING_LEVELS = [1, 2, 3, 4, 5] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** Every element that may appear in a stored or shown value. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  ...HEADING_LEVELS.map((level) => `h${level}`),
  'span',
  'a',
];

/** Attributes per element; no other element carries any. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'rel'],
  span: ['style'],
};

/** Every link opens in a new tab, without handing the opener or the address to the other site. */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** The schemes a link may use. Links without one (relative, protocol-relative) are refused. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const LINK_PATTERN = new RegExp(`^(?:${LINK_SCHEMES.join('|')}):`, 'i');

/**
 * Whether a link address may be kept. The address is read as a browser would: tabs and line
 * breaks inside it and surrounding white space and control characters do not count, so
 * `java&#9;script:` cannot slip through. Entities must already be decoded (any HTML parser
 * does that before handing over an attribute).
 */
export function isAllowedHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const address = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return LINK_PATTERN.test(address);
}

/** The colour values a span may carry: #hex (3, 4, 6 or 8 digits) and rgb()/rgba(). */
export const COLOUR_PATTERNS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i,
];

export function isAllowedColour(value: string): boolean {
  const colour = value.trim();
  return COLOUR_PATTERNS.some((pattern) => pattern.test(colour));
}

/**
 * The one style a span may carry, read from a style attribute: `color:<allowed colour>`, or
 * null when it has none. Every other declaration is dropped; so is a colour written with CSS
 * escapes, comments or functions other than rgb(), since those do not match the patterns.
 */
export function colourStyle(style: string): string | null {
  let colour: string | null = null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (property === 'color' && isAllowedColour(value)) colour = value;
  }
  return colour === null ? null : `color:${colour}`;
}

/**
 * Elements removed together with their content. The rest of the removed elements leave their
 * text behind; these hold code, raw text or foreign markup whose text is not the author's prose.
 */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'title',
  'object',
  'embed',
  'svg',
  'math',
];

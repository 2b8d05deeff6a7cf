import sanitizeHtml from 'sanitize-html';
import {
  COLOUR_PATTERNS,
  DROPPED_WITH_CONTENT,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedHref,
} from './allow-list';

/**
 * The markup the product allows in rich text: bold, headings h1–h5, text colour,
 * line breaks and links (http, https, mailto, tel). Paragraphs are the editor's plain
 * text blocks. Everything else is removed; the text of removed tags stays, except
 * inside tags whose content is code or raw text. The allow-list is shared with the SPA's
 * renderer and editor: markup/allow-list.ts.
 */

const options: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedStyles: { span: { color: COLOUR_PATTERNS } },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => {
      const safe: sanitizeHtml.Attributes = {};
      // Only absolute addresses with an allowed scheme: a relative address means something else
      // on the public website than in the back office.
      if (attribs.href && isAllowedHref(attribs.href))
        Object.assign(safe, { href: attribs.href, target: LINK_TARGET, rel: LINK_REL });
      return { tagName, attribs: safe };
    },
  },
  // A span without a colour and a link whose address was refused mean nothing: keep their
  // text and drop the tag, so that sanitizing a sanitized value changes nothing.
  exclusiveFilter: (frame) => {
    const pointless =
      (frame.tag === 'span' && !frame.attribs.style) || (frame.tag === 'a' && !frame.attribs.href);
    if (!pointless) return false;
    return frame.text.trim() ? 'excludeTag' : true;
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the sanitized value holds no visible text. */
export function isBlankRichText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '')
      .length === 0
  );
}

/**
 * A sanitized rich text as one line of plain text, for a label: tags removed (a line break or
 * the end of a paragraph or heading leaves a space), entities decoded, white space collapsed.
 */
export function richTextToPlain(html: string): string {
  const spaced = html.replace(/<br\s*\/?>|<\/(p|h[1-5])>/gi, ' ');
  // Text comes out with &, < and > escaped (sanitize-html's escaping of text): undone here.
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

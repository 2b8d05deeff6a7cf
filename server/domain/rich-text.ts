import sanitizeHtml from 'sanitize-html';

/**
 * The markup the product allows in rich text: bold, headings h1–h5, text colour,
 * line breaks and links (http, https, mailto, tel). Paragraphs are the editor's plain
 * text blocks. Everything else is removed; the text of removed tags stays, except
 * inside tags whose content is code or raw text.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'span', 'a'];
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i];

const options: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedStyles: { span: { color: COLOUR } },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
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
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const safe: sanitizeHtml.Attributes = {};
      if (attribs.href)
        Object.assign(safe, { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' });
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

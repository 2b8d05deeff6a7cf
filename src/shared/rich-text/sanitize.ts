import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import {
  DROPPED_WITH_CONTENT,
  LINK_REL,
  LINK_SCHEMES,
  LINK_TARGET,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  colourStyle,
  isAllowedHref,
} from '../../../markup/allow-list';

/**
 * The SPA's sanitizer: DOMPurify with the server's allow-list (markup.ts). The renderer shows
 * stored text through it and the editor hands its value through it, so the browser never shows
 * or sends markup the server would refuse, whatever the server or a paste delivered.
 */
const config: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${LINK_SCHEMES.join('|')}):`, 'i'),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  RETURN_DOM_FRAGMENT: true,
};

let instance: Purifier | undefined;

/** A DOMPurify of our own, so that its hooks never touch another user of the library. */
function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = RICH_TEXT_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) {
      data.keepAttr = false;
    } else if (data.attrName === 'style') {
      // Only a colour, in one of the allowed forms: nothing else rides along.
      const style = colourStyle(data.attrValue);
      if (style) data.attrValue = style;
      else data.keepAttr = false;
    } else if (data.attrName === 'href') {
      if (!isAllowedHref(data.attrValue)) data.keepAttr = false;
    } else {
      // target and rel: set below, whatever the input said.
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    if (node.hasAttribute('href')) {
      node.setAttribute('target', LINK_TARGET);
      node.setAttribute('rel', LINK_REL);
    }
  });
  instance = purify;
  return purify;
}

/**
 * The allowed markup of `html` as a fragment: a span without a colour and a link without an
 * allowed address are reduced to their content, as on the server.
 */
export function sanitizeToFragment(html: string): DocumentFragment {
  const fragment = purifier().sanitize(html, config);
  for (const pointless of fragment.querySelectorAll('span:not([style]), a:not([href])')) {
    pointless.replaceWith(...pointless.childNodes);
  }
  return fragment;
}

/** The allowed markup of `html`, as HTML text. */
export function sanitizeRichText(html: string): string {
  const container = document.createElement('div');
  container.append(sanitizeToFragment(html));
  return container.innerHTML.trim();
}

import { Extension, type Extensions } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import {
  DROPPED_WITH_CONTENT,
  HEADING_LEVELS,
  LINK_REL,
  LINK_TARGET,
  colourStyle,
  isAllowedHref,
} from '../../../markup/allow-list';

/**
 * Pasted HTML without the elements whose content is not prose (scripts, styles, raw-text
 * elements such as <xmp>, embedded documents), as the server and the renderer treat them. The
 * rest goes to the editor's schema, which keeps only the allowed markup but still reads the
 * styles other programs write bold with (`font-weight: 700`).
 */
export function withoutRawText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const element of parsed.querySelectorAll(DROPPED_WITH_CONTENT.join(','))) element.remove();
  return parsed.body.innerHTML;
}

const PasteCleanup = Extension.create({
  name: 'pasteCleanup',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('pasteCleanup'),
        props: { transformPastedHTML: withoutRawText },
      }),
    ];
  },
});

/**
 * Text colour, reading only the colours the allow-list accepts: a pasted `color: red` or
 * `color: var(--x)` leaves no mark, so what the editor shows is what its value keeps.
 */
const AllowedColour = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          color: {
            default: null,
            parseHTML: (element: HTMLElement) =>
              colourStyle(element.getAttribute('style') ?? '')?.slice('color:'.length) ?? null,
            renderHTML: (attributes: { color?: string | null }) =>
              attributes.color ? { style: `color: ${attributes.color}` } : {},
          },
        },
      },
    ];
  },
});

/**
 * The editor's schema is the allowed markup (markup.ts) and nothing more: paragraphs, hard
 * breaks, bold, headings 1–5, coloured text and links. Whatever else a paste brings is reduced
 * to its text by the schema before it reaches the document.
 */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: LINK_TARGET, rel: LINK_REL, class: null },
      // Only absolute http(s), mailto and tel addresses: typed 'https://…' becomes a link,
      // 'www.…' waits for the toolbar, which adds the scheme.
      isAllowedUri: (url) => isAllowedHref(url),
    },
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    italic: false,
    strike: false,
    underline: false,
    gapcursor: false,
    // A heading at the end needs no empty paragraph after it in the stored value.
    trailingNode: false,
  }),
  TextStyle,
  AllowedColour,
  PasteCleanup,
];

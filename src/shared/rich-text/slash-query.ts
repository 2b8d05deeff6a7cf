import type { EditorState } from '@tiptap/pm/state';

/** A `/word` typed at the start of a line or after a space, up to the cursor. */
export interface SlashQuery {
  /** What follows the slash: '' right after typing it. */
  text: string;
  /** The document range of the slash and its letters, which an insertion replaces. */
  range: { from: number; to: number };
}

/** A slash, then anything but spaces and slashes, reaching the cursor. */
const SLASH_WORD = /(?:^|\s)(\/([^\s/]{0,40}))$/u;

/**
 * The `/word` right before an empty selection, or null. A hard break counts as the start of a
 * line; a slash inside a word or an address ('a/b', 'https://') opens nothing.
 */
export function slashQueryOf(state: EditorState): SlashQuery | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\n');
  const match = SLASH_WORD.exec(before);
  if (!match) return null;
  return { text: match[2], range: { from: $from.pos - match[1].length, to: $from.pos } };
}

export const sameSlashQuery = (a: SlashQuery | null, b: SlashQuery | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.text === b.text &&
    a.range.from === b.range.from &&
    a.range.to === b.range.to);

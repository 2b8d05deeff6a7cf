/** A piece of a word diff: text both versions have, or text only the old or the new one has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export interface WordDiff {
  parts: DiffPart[];
  /**
   * The texts were too long to compare word by word: `parts` is the old text removed and the new
   * one added, whole.
   */
  whole: boolean;
}

/**
 * The comparison table has one cell per pair of differing words (after the common start and end
 * are set aside): past this many, the texts are shown whole instead. 400,000 cells are 1.6 MB
 * and a few milliseconds; two 600-word texts rewritten throughout are beyond it.
 */
export const MAX_CELLS = 400_000;

/** Words and the white space between them, in order: joined they are the text again. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

const isSpace = (token: string) => /^\s+$/.test(token);

/** The longest common subsequence of `a` and `b`, as the diff's parts (unmerged). */
function lcsParts(a: string[], b: string[]): DiffPart[] {
  const rows = a.length + 1;
  const columns = b.length + 1;
  // table[i * columns + j]: the length of the LCS of a[i..] and b[j..].
  const table = new Uint32Array(rows * columns);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * columns + j] =
        a[i] === b[j]
          ? table[(i + 1) * columns + j + 1] + 1
          : Math.max(table[(i + 1) * columns + j], table[i * columns + j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (table[(i + 1) * columns + j] >= table[i * columns + j + 1]) {
      parts.push({ kind: 'removed', text: a[i++] });
    } else {
      parts.push({ kind: 'added', text: b[j++] });
    }
  }
  while (i < a.length) parts.push({ kind: 'removed', text: a[i++] });
  while (j < b.length) parts.push({ kind: 'added', text: b[j++] });
  return parts;
}

/**
 * Readable runs: a space kept between two changes joins them (`<del>old words</del><ins>new
 * words</ins>` rather than word by word), every run of changes shows what went before what
 * came, and neighbours of one kind are merged.
 */
function tidy(parts: DiffPart[]): DiffPart[] {
  const joined = parts.flatMap((part, index): DiffPart[] => {
    const before = parts[index - 1];
    const after = parts[index + 1];
    if (
      part.kind === 'same' &&
      isSpace(part.text) &&
      before &&
      after &&
      before.kind !== 'same' &&
      after.kind !== 'same'
    ) {
      return [
        { kind: 'removed', text: part.text },
        { kind: 'added', text: part.text },
      ];
    }
    return [part];
  });

  const result: DiffPart[] = [];
  let removed = '';
  let added = '';
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return;
    const last = result[result.length - 1];
    if (last?.kind === kind) last.text += text;
    else result.push({ kind, text });
  };
  const flush = () => {
    push('removed', removed);
    push('added', added);
    removed = '';
    added = '';
  };
  for (const part of joined) {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else {
      flush();
      push('same', part.text);
    }
  }
  flush();
  return result;
}

/**
 * What changed from `before` to `after`, word by word (a longest common subsequence of their
 * words). Texts too long to compare within MAX_CELLS come back whole: the old removed, the new
 * added.
 */
export function wordDiff(before: string, after: string, maxCells = MAX_CELLS): WordDiff {
  if (before === after)
    return { parts: before ? [{ kind: 'same', text: before }] : [], whole: false };
  const a = tokens(before);
  const b = tokens(after);
  // The common start and end need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  if (middleA.length * middleB.length > maxCells) {
    const parts: DiffPart[] = [];
    if (before) parts.push({ kind: 'removed', text: before });
    if (after) parts.push({ kind: 'added', text: after });
    return { parts, whole: true };
  }
  const parts: DiffPart[] = [
    ...a.slice(0, start).map((text) => ({ kind: 'same' as const, text })),
    ...lcsParts(middleA, middleB),
    ...a.slice(a.length - end).map((text) => ({ kind: 'same' as const, text })),
  ];
  return { parts: tidy(parts), whole: false };
}

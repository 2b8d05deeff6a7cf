import { wordDiff, type DiffPart } from './word-diff';

/** The text a diff says one side had: what both had plus what only that side had. */
const side = (parts: DiffPart[], kind: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === kind)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks a replaced word as removed and the new one as added, the rest kept', () => {
    const { parts, whole } = wordDiff(
      'Wij herstellen platte daken',
      'Wij herstellen hellende daken',
    );
    expect(whole).toBe(false);
    expect(parts).toEqual([
      { kind: 'same', text: 'Wij herstellen ' },
      { kind: 'removed', text: 'platte' },
      { kind: 'added', text: 'hellende' },
      { kind: 'same', text: ' daken' },
    ]);
  });

  it('finds words added and removed at several places', () => {
    const { parts } = wordDiff('snel en goed herstel', 'goed en snel herstel vandaag');
    expect(side(parts, 'removed')).toBe('snel en goed herstel');
    expect(side(parts, 'added')).toBe('goed en snel herstel vandaag');
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toContain(
      'vandaag',
    );
    // A longest common subsequence is kept: two of the four old words ('en herstel') stay.
    const kept = parts
      .filter((part) => part.kind === 'same')
      .map((part) => part.text)
      .join('');
    expect(kept.split(/\s+/).filter(Boolean)).toEqual(['en', 'herstel']);
  });

  it('joins neighbouring changed words into one removed and one added run', () => {
    const { parts } = wordDiff('de snelle bruine vos springt', 'de trage witte vos springt');
    expect(parts).toEqual([
      { kind: 'same', text: 'de ' },
      { kind: 'removed', text: 'snelle bruine' },
      { kind: 'added', text: 'trage witte' },
      { kind: 'same', text: ' vos springt' },
    ]);
  });

  it('keeps line breaks, and both sides add up to the texts they came from', () => {
    const before = 'Eerste regel\nTweede regel met tekst\nDerde';
    const after = 'Eerste regel\nTweede lijn met meer tekst\nDerde en vierde';
    const { parts } = wordDiff(before, after);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);
  });

  it('shows a text that appeared or disappeared whole', () => {
    expect(wordDiff('', 'Nieuw').parts).toEqual([{ kind: 'added', text: 'Nieuw' }]);
    expect(wordDiff('Oud', '').parts).toEqual([{ kind: 'removed', text: 'Oud' }]);
    expect(wordDiff('Gelijk', 'Gelijk').parts).toEqual([{ kind: 'same', text: 'Gelijk' }]);
    expect(wordDiff('', '').parts).toEqual([]);
  });

  it('falls back to the old and the new text whole when they are too long to compare', () => {
    const before = Array.from({ length: 800 }, (_, index) => `oud${index}`).join(' ');
    const after = Array.from({ length: 800 }, (_, index) => `nieuw${index}`).join(' ');
    const diff = wordDiff(before, after);
    expect(diff.whole).toBe(true);
    expect(diff.parts).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });

  it('compares long texts word by word when only a little changed: the common start and end cost nothing', () => {
    const words = Array.from({ length: 5000 }, (_, index) => `woord${index}`);
    const before = words.join(' ');
    const after = [...words.slice(0, 2500), 'nieuw', ...words.slice(2501)].join(' ');
    const diff = wordDiff(before, after, 100);
    expect(diff.whole).toBe(false);
    expect(diff.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'woord2500' },
      { kind: 'added', text: 'nieuw' },
    ]);
  });
});

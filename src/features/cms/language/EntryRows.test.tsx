import { act, render, screen, within } from '@testing-library/react';
import type { LanguageEntry } from './api';
import { prepareGroups } from './entry-search';
import { GroupRows, ROW_HEIGHT, WINDOW_ROWS } from './EntryRows';

/** An IntersectionObserver the test moves: `show()` brings every observed element near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private elements: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  static show() {
    for (const observer of FakeObserver.all) {
      const seen = observer.elements.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (seen.length) observer.callback(seen, observer as unknown as IntersectionObserver);
    }
  }
}

const entriesOf = (count: number): LanguageEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `tekst.${index + 1}`,
    group: 'home',
    translationDutch: `<p>Tekst ${index + 1}</p>`,
    translationEnglish: `<p>Text ${index + 1}</p>`,
    staleLanguage: null,
  }));

function renderGroup(count: number) {
  const [{ entries }] = prepareGroups([{ group: 'home', entries: entriesOf(count) }]);
  const none = () => {};
  render(
    <GroupRows
      group="home"
      entries={entries}
      actions={{ edit: none, remove: none, history: none, confirm: none }}
    />,
  );
  return screen.getByRole('list', { name: 'home' });
}

describe('a group far from the screen', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver =
      FakeObserver as unknown as typeof globalThis.IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders no rows of a short group but keeps their height, and all of them once near', () => {
    const list = renderGroup(4);
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(list.style.height).toBe(`${4 * ROW_HEIGHT}px`);

    act(() => FakeObserver.show());
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(list.style.height).toBe('');
  });

  it('renders no rows of a long group, and one window of them once near', () => {
    const list = renderGroup(200);
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(list.style.height).toBe(`${200 * ROW_HEIGHT}px`);

    act(() => FakeObserver.show());
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThanOrEqual(WINDOW_ROWS);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveTextContent('tekst.1');
  });
});

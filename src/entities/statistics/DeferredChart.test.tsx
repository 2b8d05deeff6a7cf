import { act, render, screen, waitFor } from '@testing-library/react';
import { DeferredChart } from './DeferredChart';
import { screenWait } from '../../test/waits';

/** Where each chart's box lies: `data-place` on its parent, below the 768 px window or in it. */
function placeBoxes() {
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.parentElement?.dataset.place === 'below' ? 2_000 : 100;
    return { top, bottom: top + 260 } as DOMRect;
  });
}

/** An IntersectionObserver that says what a test tells it to. */
class Observer {
  static made: Observer[] = [];
  elements: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    Observer.made.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements = [];
  }
  /** The observed boxes come near the window. */
  seen() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const charts = (...places: ('in' | 'below')[]) =>
  places.map((place, index) => (
    <div key={index} data-place={place}>
      <DeferredChart height={260}>
        <svg aria-label={`chart ${index}`} />
      </DeferredChart>
    </div>
  ));

describe('DeferredChart', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Observer.made = [];
  });

  it('draws every chart at once where the browser has no IntersectionObserver', () => {
    placeBoxes();
    render(<>{charts('in', 'below')}</>);
    expect(screen.getByLabelText('chart 0')).toBeInTheDocument();
    expect(screen.getByLabelText('chart 1')).toBeInTheDocument();
  });

  it('draws the window’s chart before the first paint and the one below when it comes near', () => {
    placeBoxes();
    Object.assign(globalThis, { IntersectionObserver: Observer });
    // Asserted before any frame passes: what happens within render.
    const { container } = render(<>{charts('in', 'below')}</>);
    expect(screen.getByLabelText('chart 0')).toBeInTheDocument();
    expect(screen.queryByLabelText('chart 1')).not.toBeInTheDocument();
    // Its place is kept at the chart's height.
    expect(container.querySelector('[data-place="below"] > div')).toHaveStyle({ height: '260px' });
    act(() => Observer.made.forEach((observer) => observer.seen()));
    expect(screen.getByLabelText('chart 1')).toBeInTheDocument();
  });

  it('draws the charts below after the first paint, one a task, without scrolling', async () => {
    placeBoxes();
    Object.assign(globalThis, { IntersectionObserver: Observer });
    render(<>{charts('below', 'below', 'below')}</>);
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('chart 0')).toBeInTheDocument(), screenWait);
    expect(screen.queryByLabelText('chart 2')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('chart 2')).toBeInTheDocument(), screenWait);
    expect(screen.getByLabelText('chart 1')).toBeInTheDocument();
  });
});

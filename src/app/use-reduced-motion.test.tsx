import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdTheme } from './AntdTheme';
import { REDUCED_MOTION } from './use-reduced-motion';

/** What antd's components read: whether they animate. */
function Motion() {
  const { token } = theme.useToken();
  return <span>{token.motion ? 'beweegt' : 'stil'}</span>;
}

/** A browser whose "reduce motion" setting is `reduce`, and a way to change it. */
function preferReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const list = (query: string) => ({
    get matches() {
      return query === REDUCED_MOTION && reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  });
  window.matchMedia = list as unknown as typeof window.matchMedia;
  return {
    change(value: boolean) {
      reduce = value;
      for (const listener of listeners) listener();
    },
    restore: () => (window.matchMedia = original),
  };
}

test('antd animates by default, and not once the browser asks for reduced motion', () => {
  const browser = preferReducedMotion(false);
  try {
    render(
      <AntdTheme>
        <Motion />
      </AntdTheme>,
    );
    expect(screen.getByText('beweegt')).toBeInTheDocument();
    act(() => browser.change(true));
    expect(screen.getByText('stil')).toBeInTheDocument();
    act(() => browser.change(false));
    expect(screen.getByText('beweegt')).toBeInTheDocument();
  } finally {
    browser.restore();
  }
});

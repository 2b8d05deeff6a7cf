import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

function scrolledBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  jest.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('opens a new screen at its top and returns to where a screen was left', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/chats']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        useScrollRestoration();
        return useNavigate();
      },
      { wrapper },
    );

    // Far down the list, a conversation opens at its top.
    act(() => scrolledBy(4200));
    act(() => void result.current('/chats/600'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Scrolled in the conversation, then back: the list where it was left.
    act(() => scrolledBy(300));
    act(() => void result.current(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 4200);

    // Forward again: the conversation where it was left.
    act(() => void result.current(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});

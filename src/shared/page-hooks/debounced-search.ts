import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing pauses before a search goes out. */
export const SEARCH_PAUSE_MS = 250;

/**
 * A search box's text and the search it settles into: `onSettle` hears the text once typing
 * pauses (`pauseMs`), at once when the box is cleared, and `searchNow` for Enter or the search
 * button. `settled` is the search in force (usually the address's `q`): when it changes by
 * something other than this box (a link, the back button), the box shows it instead of
 * searching its old text again. Texts that differ only in outer spaces are the same search.
 */
export function useDebouncedSearch(
  settled: string,
  onSettle: (text: string) => void,
  pauseMs = SEARCH_PAUSE_MS,
) {
  const [typed, setTyped] = useState(settled);
  const [asked, setAsked] = useState(settled.trim());
  const [seen, setSeen] = useState(settled);
  if (settled !== seen) {
    setSeen(settled);
    if (settled.trim() !== asked) {
      setAsked(settled.trim());
      setTyped(settled);
    }
  }
  const searchNow = (text: string) => {
    setAsked(text.trim());
    onSettle(text);
  };
  const change = (text: string) => {
    setTyped(text);
    if (!text.trim() && settled.trim()) searchNow(text);
  };
  const settle = useEffectEvent(searchNow);
  useEffect(() => {
    if (typed.trim() === settled.trim()) return;
    const timer = setTimeout(() => settle(typed), pauseMs);
    return () => clearTimeout(timer);
  }, [typed, settled, pauseMs]);
  return { typed, setTyped: change, searchNow };
}

/** `value` once it has stayed the same for `pauseMs`: what a picker searches while typing. */
export function useDebouncedValue<T>(value: T, pauseMs = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}

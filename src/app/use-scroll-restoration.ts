import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry of the history was scrolled to, by its location key. */
const positions = new Map<string, number>();
const MAX_REMEMBERED = 100;

/**
 * A new screen opens at its top; going back (or forward) returns to where that screen was left,
 * e.g. the 600th card of a long chat list. BrowserRouter does neither by itself: without this a
 * conversation opened from far down the list would open scrolled past its header.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);

  useEffect(() => {
    key.current = location.key;
    const remember = () => {
      positions.delete(key.current);
      positions.set(key.current, window.scrollY);
      if (positions.size > MAX_REMEMBERED) positions.delete(positions.keys().next().value!);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const top = navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0;
    window.scrollTo?.(0, top);
  }, [location.key, navigationType]);
}

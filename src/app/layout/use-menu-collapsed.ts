import { useCallback, useState } from 'react';

/** The menu's width is a personal preference of this browser, not part of the session. */
export const MENU_STORAGE_KEY = 'backoffice.menu';

/**
 * Screens narrower than this start with the menu collapsed: expanded it is 25rem wide, more than
 * a phone's screen (a technician on a site), and even collapsed it takes a third of one.
 */
export const NARROW_SCREEN = '(max-width: 767px)';

function readCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(MENU_STORAGE_KEY);
    if (stored) return stored === 'collapsed';
  } catch {
    // Storage may be blocked: the screen's width decides.
  }
  return window.matchMedia?.(NARROW_SCREEN).matches ?? false;
}

/** Whether the menu is collapsed, and its toggle; only a choice made by the toggle is stored. */
export function useMenuCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(
    () =>
      setCollapsed((value) => {
        try {
          localStorage.setItem(MENU_STORAGE_KEY, value ? 'expanded' : 'collapsed');
        } catch {
          // Storage may be full or blocked; the menu still toggles for this visit.
        }
        return !value;
      }),
    [],
  );
  return [collapsed, toggle];
}

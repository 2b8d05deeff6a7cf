import { useCallback, useEffect, useState } from 'react';

/** The menu's width is a personal preference of this browser, not part of the session. */
export const MENU_STORAGE_KEY = 'backoffice.menu';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_STORAGE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

export function useMenuCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  useEffect(() => {
    try {
      localStorage.setItem(MENU_STORAGE_KEY, collapsed ? 'collapsed' : 'expanded');
    } catch {
      // Storage may be full or blocked; the menu still toggles for this visit.
    }
  }, [collapsed]);
  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  return [collapsed, toggle];
}

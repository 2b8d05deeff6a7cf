import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A filter's new value: empty, undefined, null and false take it out of the address. */
export type FilterValue = string | number | boolean | null | undefined;

/**
 * A screen's filters kept in the address (`?q=…&stage=…`), so a link, a reload and the back
 * button show the same list. `setFilters` changes the named ones and keeps the others; it
 * replaces the history entry instead of adding one for every keystroke or click.
 */
export function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const setFilters = useCallback(
    (changes: Record<string, FilterValue>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === null || value === false || value === '')
              next.delete(name);
            else next.set(name, value === true ? '1' : String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, setFilters] as const;
}

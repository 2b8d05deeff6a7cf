import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** What a click on these does itself; the row does not open its page on top of it. */
const OWN_ACTION = 'a, button, input, select, textarea, label, [role="button"]';

/**
 * A table whose rows open their record's page: `<Table onRow={useRowLink(pathOf)} />`. A click
 * anywhere on the row opens it, except on a control of its own (a link, a button) and except
 * when it ends a text selection (copying a phone number). Keyboard users reach the same page
 * through the link each row carries in its first column, so the rows add no tab stops.
 */
export function useRowLink<Row>(pathOf: (row: Row) => string, className?: string) {
  const navigate = useNavigate();
  return (row: Row) => ({
    className,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).closest(OWN_ACTION)) return;
      if (window.getSelection()?.toString()) return;
      void navigate(pathOf(row));
    },
  });
}

import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n/agenda';
import type { Appointment, Employee } from '../../entities/appointments/api';
import { conflictsShown } from '../../entities/appointments/conflicts';
import { toWallClock } from '../../entities/appointments/wall-clock';
import { addDays } from '../../shared/brussels';
import { DRAG_TYPE, type Carried } from './TeamBlock';
import { shiftedByMinutes } from './team-day';
import { shiftedByDays } from './team-week';

export type Move = (
  appointment: Appointment,
  start: string,
  end: string,
  employeeIds: number[],
) => Promise<boolean>;

/** How far a block goes: days in the week, minutes in the day; and to whose row. */
export interface Shift {
  days?: number;
  minutes?: number;
  toEmployee: number;
}

/** A keyboard move of the day view: a quarter of an hour. */
const STEP_MINUTES = 15;

interface Options {
  scale: 'week' | 'day';
  /** The Brussels dates shown. */
  dates: readonly string[];
  rows: readonly Employee[];
  employees: readonly Employee[];
  appointments: readonly Appointment[];
  absences: Parameters<typeof conflictsShown>[1];
  onOpen: (appointment: Appointment) => void;
  onMove: Move;
  /** Shows the period of another date: a keyboard move took the block out of the one shown. */
  onShow?: (date: string) => void;
}

/**
 * What the team view's week and day share: the blocks' names and conflicts, opening, and moving
 * a block by drag or keyboard through the usual conflict check. The appointment keeps its other
 * employees; the one it was moved from is replaced by the row's. A keyboard move that leaves the
 * period shown (Alt+→ on Sunday, a quarter past midnight) shows the period it went to once it
 * moved, and the focus follows the block there.
 */
export function useTeamMoves({
  scale,
  dates,
  rows,
  employees,
  appointments,
  absences,
  onOpen,
  onMove,
  onShow,
}: Options) {
  const byId = useMemo(() => new Map(appointments.map((a) => [a.id, a])), [appointments]);
  const conflicts = useMemo(
    () => conflictsShown(appointments, absences, employees),
    [appointments, absences, employees],
  );
  const details = useMemo(() => {
    const names = new Map(employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
    const made = new Map<number, string>();
    for (const appointment of appointments)
      made.set(
        appointment.id,
        `, ${appointment.employeeIds.map((id) => names.get(id) ?? '').join(', ')}` +
          (appointment.status === 'geannuleerd' ? `, ${t('agenda.cancelled')}` : ''),
      );
    return made;
  }, [appointments, employees]);

  // The handlers read the latest props through a ref: the blocks stay memoised.
  const latest = useRef({ rows, onMove, onOpen, onShow, byId, dates });
  useEffect(() => {
    latest.current = { rows, onMove, onOpen, onShow, byId, dates };
  });
  const open = useCallback((appointment: Appointment) => latest.current.onOpen(appointment), []);
  const focusAfterMove = useRef<{ id: number; employeeId: number; day: string } | null>(null);

  /** Moves a block; `landing` is the date its block is then drawn on. */
  const shift = useCallback(
    async (appointment: Appointment, fromEmployee: number, by: Shift, landing?: string) => {
      if (by.toEmployee === fromEmployee && !by.days && !by.minutes) return false;
      const { start, end } = by.days
        ? shiftedByDays(appointment, by.days)
        : shiftedByMinutes(appointment, by.minutes ?? 0);
      const employeeIds = [
        ...new Set(appointment.employeeIds.map((id) => (id === fromEmployee ? by.toEmployee : id))),
      ];
      const moved = await latest.current.onMove(appointment, start, end, employeeIds);
      if (moved && landing && !latest.current.dates.includes(landing))
        latest.current.onShow?.(landing);
      return moved;
    },
    [],
  );

  const onKey = useCallback(
    (event: KeyboardEvent, appointment: Appointment, employeeId: number, day: string) => {
      if (!event.altKey || event.shiftKey) return;
      const { rows: shownRows } = latest.current;
      const at = shownRows.findIndex((e) => e.id === employeeId);
      let by: Shift | null = null;
      let landing = day;
      const sideways = { ArrowLeft: -1, ArrowRight: 1 }[event.key as string];
      if (sideways && scale === 'week') {
        by = { days: sideways, toEmployee: employeeId };
        landing = addDays(day, sideways);
      } else if (sideways) {
        by = { minutes: sideways * STEP_MINUTES, toEmployee: employeeId };
        landing = landingDay(appointment, by.minutes!, day);
      } else if (event.key === 'ArrowUp' && at > 0) by = { toEmployee: shownRows[at - 1].id };
      else if (event.key === 'ArrowDown' && at >= 0 && at < shownRows.length - 1)
        by = { toEmployee: shownRows[at + 1].id };
      if (!by) return;
      event.preventDefault();
      focusAfterMove.current = { id: appointment.id, employeeId: by.toEmployee, day: landing };
      void shift(appointment, employeeId, by, landing);
    },
    [scale, shift],
  );

  // After a keyboard move the block is drawn in its new place: the focus goes back to it.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const block = document.querySelector<HTMLElement>(
      `.bo-team [data-appointment="${wanted.id}"][data-employee="${wanted.employeeId}"][data-date="${wanted.day}"]`,
    );
    if (block) {
      focusAfterMove.current = null;
      block.focus();
    }
  }, [appointments, dates]);

  /** The block a drop carries, and the appointment as it is now. */
  const carried = useCallback((data: DataTransfer) => {
    const text = data.getData(DRAG_TYPE);
    if (!text) return null;
    const what = JSON.parse(text) as Carried;
    const appointment = latest.current.byId.get(what.id);
    return appointment ? { what, appointment } : null;
  }, []);

  return { open, onKey, shift, carried, conflicts, details };
}

/**
 * The day a block moved `minutes` in the day view is drawn on: the same, unless the move took
 * the whole appointment out of it (before its midnight, or after the next).
 */
export function landingDay(appointment: Appointment, minutes: number, day: string) {
  const { start, end } = shiftedByMinutes(appointment, minutes);
  const [first, last] = [
    toWallClock(start).slice(0, 10),
    toWallClock(new Date(Date.parse(end) - 1).toISOString()).slice(0, 10),
  ];
  if (first <= day && day <= last) return day;
  return minutes < 0 ? last : first;
}

import { WarningFilled } from '@ant-design/icons';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type DragEvent,
  type KeyboardEvent,
} from 'react';
import { holidaysBetween } from '../../../calendar/holidays';
import { t } from '../../i18n/agenda';
import type {
  Absence,
  Appointment,
  AppointmentConflict,
  Employee,
} from '../../entities/appointments/api';
import { tint } from '../../entities/appointments/colours';
import { toWallClock } from '../../entities/appointments/wall-clock';
import { conflictKey, conflictsShown, conflictText } from '../../entities/appointments/conflicts';
import {
  addDays,
  formatBrussels,
  formatBrusselsTime,
  todayInBrussels,
} from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import {
  absencesByEmployeeAndDay,
  groupByEmployeeAndDay,
  onDate,
  teamRange,
  teamRows,
  weekDates,
} from './team-week';
import './team-view.css';

/** An instant's Brussels date, 'YYYY-MM-DD'. */
const wallDate = (instant: string) => toWallClock(instant).slice(0, 10);

/** 'Ma 23 nov': the weekday capitalised, as the calendar's headings are. */
function dayHeading(day: string) {
  const text = dayjs.utc(day).format('dd D MMM').replace('.', '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a dragged block carries: which appointment, and from whose row. */
const DRAG_TYPE = 'application/x-bo-appointment';

type Move = (
  appointment: Appointment,
  start: string,
  end: string,
  employeeIds: number[],
) => Promise<boolean>;

interface BlockProps {
  appointment: Appointment;
  employee: Employee;
  /** What the block's name says beyond what it shows: its employees and status. */
  details: string;
  conflicts: AppointmentConflict[] | undefined;
  helpId: string;
  onOpen: (appointment: Appointment) => void;
  onKey: (event: KeyboardEvent, appointment: Appointment, employeeId: number) => void;
}

/** One appointment in one employee's row: its hours and whole title, wrapped, never cut. */
const Block = memo(function Block({
  appointment,
  employee,
  details,
  conflicts,
  helpId,
  onOpen,
  onKey,
}: BlockProps) {
  const cancelled = appointment.status === 'geannuleerd';
  const reasons = conflicts?.map(conflictText).join(' ');
  const className = [
    'bo-team__block',
    cancelled && 'bo-team__block--cancelled',
    conflicts && 'bo-team__block--conflict',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      style={{ background: tint(employee.colour), borderInlineStartColor: employee.colour }}
      draggable
      data-appointment={appointment.id}
      data-employee={employee.id}
      aria-describedby={helpId}
      title={reasons}
      onClick={() => onOpen(appointment)}
      onKeyDown={(event) => onKey(event, appointment, employee.id)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(
          DRAG_TYPE,
          JSON.stringify({ id: appointment.id, employeeId: employee.id }),
        );
        event.dataTransfer.setData('text/plain', appointment.title);
      }}
    >
      {/* Named by what it shows, with the date, employees and reasons for screen readers. */}
      <span className="bo-team__time">
        {formatBrusselsTime(appointment.start)}–{formatBrusselsTime(appointment.end)}
      </span>
      <span className="bo-sr-only">, {formatBrussels(appointment.start).slice(0, 10)}, </span>
      <span className="bo-team__title">{appointment.title}</span>
      {appointment.customer.name && (
        <span className="bo-team__customer">{appointment.customer.name}</span>
      )}
      <span className="bo-sr-only">{details}</span>
      {conflicts && (
        <span className="bo-team__conflict">
          <WarningFilled aria-hidden="true" /> {t('agenda.teamConflict')}
          <span className="bo-sr-only">: {reasons}</span>
        </span>
      )}
    </button>
  );
});

export interface TeamViewProps {
  /** A Brussels date of the week shown, 'YYYY-MM-DD'. */
  date: string;
  employees: readonly Employee[];
  /** The employees chosen in the filter; none shows every active one. */
  chosen: readonly number[];
  appointments: readonly Appointment[];
  absences?: readonly Absence[];
  onOpen: (appointment: Appointment) => void;
  /** A block dragged or moved by keyboard to another day or employee; false leaves it. */
  onMove: Move;
}

/**
 * The team view (docs/product.md § Agenda): a table of one row per employee and one column per
 * day of the Brussels week, each appointment a block with its hours and whole title; absences
 * and public holidays shaded, collisions marked (conflicts.ts). A block dragged to another cell
 * (HTML5 drag and drop) or moved with Alt+arrows goes to that day at the same hour and to that
 * row's employee, through the usual conflict check. Everything is grouped once per read: a
 * busy week of fifteen employees and 400 appointments is one pass, not one per cell.
 */
export default function TeamView({
  date,
  employees,
  chosen,
  appointments,
  absences = [],
  onOpen,
  onMove,
}: TeamViewProps) {
  const helpId = useId();
  const dates = useMemo(() => weekDates(date), [date]);
  const today = todayInBrussels();
  const grouped = useMemo(() => groupByEmployeeAndDay(appointments), [appointments]);
  const rows = useMemo(() => teamRows(employees, chosen, grouped), [employees, chosen, grouped]);
  const absent = useMemo(() => absencesByEmployeeAndDay(absences, dates), [absences, dates]);
  const holidays = useMemo(
    () => new Map(holidaysBetween(dates[0], dates[6]).map((h) => [h.date, h.name])),
    [dates],
  );
  const conflicts = useMemo(
    () => conflictsShown(appointments, absences, employees),
    [appointments, absences, employees],
  );
  // A day without any appointment (a weekend, mostly) takes a narrow column: the others wrap less.
  const busy = useMemo(
    () => new Set([...grouped.values()].flatMap((days) => [...days.keys()])),
    [grouped],
  );
  const byId = useMemo(() => new Map(appointments.map((a) => [a.id, a])), [appointments]);
  const names = useMemo(
    () => new Map(employees.map((e) => [e.id, `${e.firstName} ${e.lastName}`])),
    [employees],
  );

  // The handlers read the latest rows and move through a ref: the blocks stay memoised.
  const latest = useRef({ rows, onMove, onOpen, byId });
  useEffect(() => {
    latest.current = { rows, onMove, onOpen, byId };
  });
  const open = useCallback((appointment: Appointment) => latest.current.onOpen(appointment), []);
  const focusAfterMove = useRef<{ id: number; employeeId: number } | null>(null);

  const moveTo = useCallback(
    async (appointment: Appointment, fromEmployee: number, toEmployee: number, day: string) => {
      if (fromEmployee === toEmployee && wallDate(appointment.start) === day) return false;
      const { start, end } = onDate(appointment, day);
      const employeeIds = [
        ...new Set(appointment.employeeIds.map((id) => (id === fromEmployee ? toEmployee : id))),
      ];
      return latest.current.onMove(appointment, start, end, employeeIds);
    },
    [],
  );

  const onKey = useCallback(
    (event: KeyboardEvent, appointment: Appointment, employeeId: number) => {
      if (!event.altKey || event.shiftKey) return;
      const { rows: shownRows } = latest.current;
      const at = shownRows.findIndex((e) => e.id === employeeId);
      const day = wallDate(appointment.start);
      let target: { employeeId: number; day: string } | null = null;
      if (event.key === 'ArrowLeft') target = { employeeId, day: addDays(day, -1) };
      else if (event.key === 'ArrowRight') target = { employeeId, day: addDays(day, 1) };
      else if (event.key === 'ArrowUp' && at > 0)
        target = { employeeId: shownRows[at - 1].id, day };
      else if (event.key === 'ArrowDown' && at >= 0 && at < shownRows.length - 1)
        target = { employeeId: shownRows[at + 1].id, day };
      if (!target) return;
      event.preventDefault();
      focusAfterMove.current = { id: appointment.id, employeeId: target.employeeId };
      void moveTo(appointment, employeeId, target.employeeId, target.day);
    },
    [moveTo],
  );

  // After a keyboard move the block is drawn in its new cell: the focus goes back to it.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const block = document.querySelector<HTMLElement>(
      `.bo-team [data-appointment="${wanted.id}"][data-employee="${wanted.employeeId}"]`,
    );
    if (block) {
      focusAfterMove.current = null;
      block.focus();
    }
  }, [appointments]);

  const dragOver = (event: DragEvent<HTMLTableCellElement>) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    event.currentTarget.classList.add('bo-team__cell--target');
  };
  const dragLeave = (event: DragEvent<HTMLTableCellElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      event.currentTarget.classList.remove('bo-team__cell--target');
  };
  const drop = (event: DragEvent<HTMLTableCellElement>) => {
    const cell = event.currentTarget;
    cell.classList.remove('bo-team__cell--target');
    const carried = event.dataTransfer.getData(DRAG_TYPE);
    if (!carried) return;
    event.preventDefault();
    const { id, employeeId } = JSON.parse(carried) as { id: number; employeeId: number };
    const appointment = latest.current.byId.get(id);
    if (!appointment) return;
    void moveTo(appointment, employeeId, Number(cell.dataset.employee), cell.dataset.date!);
  };

  const details = useMemo(() => {
    const made = new Map<number, string>();
    for (const appointment of appointments)
      made.set(
        appointment.id,
        `, ${appointment.employeeIds.map((id) => names.get(id) ?? '').join(', ')}` +
          (appointment.status === 'geannuleerd' ? `, ${t('agenda.cancelled')}` : ''),
      );
    return made;
  }, [appointments, names]);

  if (rows.length === 0) return <p className="bo-team__empty">{t('agenda.teamEmpty')}</p>;

  return (
    <div className="bo-team">
      <p id={helpId} className="bo-sr-only">
        {t('agenda.teamKeyboardHelp')}
      </p>
      <table className="bo-team__table">
        <caption className="bo-sr-only">
          {t('agenda.teamCaption', { range: teamRange(date).title })}
        </caption>
        <colgroup>
          <col className="bo-team__names" />
          {dates.map((day) => (
            <col key={day} className={busy.has(day) ? undefined : 'bo-team__quiet'} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('agenda.teamEmployee')}</th>
            {dates.map((day) => (
              <th
                key={day}
                scope="col"
                className={[
                  day === today && 'bo-team__day--today',
                  holidays.has(day) && 'bo-team__day--holiday',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className="bo-team__weekday">{dayHeading(day)}</span>
                {holidays.has(day) && (
                  <span className="bo-team__holiday">
                    {t('agenda.holiday', { name: holidays.get(day)! })}
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((employee) => {
            const days = grouped.get(employee.id);
            const away = absent.get(employee.id);
            return (
              <tr key={employee.id}>
                <th scope="row">
                  <span
                    className="bo-agenda__swatch"
                    style={{ background: employee.colour }}
                    aria-hidden="true"
                  />
                  {employee.firstName} {employee.lastName}
                </th>
                {dates.map((day) => {
                  const absence = away?.get(day);
                  return (
                    <td
                      key={day}
                      data-date={day}
                      data-employee={employee.id}
                      className={[
                        'bo-team__cell',
                        absence && 'bo-team__cell--absent',
                        holidays.has(day) && 'bo-team__cell--holiday',
                        day === today && 'bo-team__cell--today',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      onDragOver={dragOver}
                      onDragLeave={dragLeave}
                      onDrop={drop}
                    >
                      {absence && (
                        <span className="bo-team__absence">
                          {t('agenda.teamAbsent', { kind: t(`absence.kind.${absence.kind}`) })}
                        </span>
                      )}
                      {days?.get(day)?.map((appointment) => (
                        <Block
                          key={appointment.id}
                          appointment={appointment}
                          employee={employee}
                          details={details.get(appointment.id)!}
                          conflicts={conflicts.get(conflictKey(appointment.id, employee.id))}
                          helpId={helpId}
                          onOpen={open}
                          onKey={onKey}
                        />
                      ))}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

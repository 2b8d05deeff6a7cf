import { useMemo, useId, type DragEvent } from 'react';
import { holidaysBetween } from '../../../calendar/holidays';
import { t } from '../../i18n/agenda';
import type { Absence, Appointment, Employee } from '../../entities/appointments/api';
import { conflictKey } from '../../entities/appointments/conflicts';
import { todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { dragLeave, dragOver, TeamBlock } from './TeamBlock';
import {
  absencesByEmployeeAndDay,
  daysBetween,
  groupByEmployeeAndDay,
  teamRange,
  teamRows,
  weekDates,
} from './team-week';
import { useTeamMoves, type Move } from './use-team-moves';
import './team-view.css';

/** 'Ma 23 nov': the weekday capitalised, as the calendar's headings are. */
function dayHeading(day: string) {
  const text = dayjs.utc(day).format('dd D MMM').replace('.', '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

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
  /** Shows the week of a date: Alt+← on a Monday, Alt+→ on a Sunday took a block there. */
  onShowWeek?: (date: string) => void;
  /** Opens a date in the team's day (a click on the day's heading). */
  onShowDay?: (date: string) => void;
}

/**
 * The team view (docs/product.md § Agenda): a table of one row per employee and one column per
 * day of the Brussels week, each appointment a block with its hours and whole title on every
 * day it covers; absences and public holidays shaded, collisions marked (conflicts.ts). A block
 * dragged to another cell (HTML5 drag and drop) or moved with Alt+arrows goes as many days on at
 * the same hour and to that row's employee, through the usual conflict check
 * (use-team-moves.ts). Everything is grouped once per read: a busy week of fifteen employees
 * and 400 appointments is one pass, not one per cell.
 */
export default function TeamView({
  date,
  employees,
  chosen,
  appointments,
  absences = [],
  onOpen,
  onMove,
  onShowWeek,
  onShowDay,
}: TeamViewProps) {
  const helpId = useId();
  const dates = useMemo(() => weekDates(date), [date]);
  const today = todayInBrussels();
  const grouped = useMemo(() => groupByEmployeeAndDay(appointments, dates), [appointments, dates]);
  const rows = useMemo(() => teamRows(employees, chosen, grouped), [employees, chosen, grouped]);
  const absent = useMemo(() => absencesByEmployeeAndDay(absences, dates), [absences, dates]);
  const holidays = useMemo(
    () => new Map(holidaysBetween(dates[0], dates[6]).map((h) => [h.date, h.name])),
    [dates],
  );
  // A day without any appointment (a weekend, mostly) takes a narrow column: the others wrap less.
  const busy = useMemo(
    () => new Set([...grouped.values()].flatMap((days) => [...days.keys()])),
    [grouped],
  );
  const { open, onKey, shift, carried, conflicts, details } = useTeamMoves({
    scale: 'week',
    dates,
    rows,
    employees,
    appointments,
    absences,
    onOpen,
    onMove,
    onShow: onShowWeek,
  });

  const drop = (event: DragEvent<HTMLTableCellElement>) => {
    const cell = event.currentTarget;
    cell.classList.remove('bo-team__cell--target');
    const found = carried(event.dataTransfer);
    if (!found) return;
    event.preventDefault();
    const days = daysBetween(found.what.day, cell.dataset.date!);
    void shift(found.appointment, found.what.employeeId, {
      days,
      toEmployee: Number(cell.dataset.employee),
    });
  };

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
                {onShowDay ? (
                  <button
                    type="button"
                    className="bo-team__weekday bo-team__daylink"
                    onClick={() => onShowDay(day)}
                  >
                    {dayHeading(day)}
                  </button>
                ) : (
                  <span className="bo-team__weekday">{dayHeading(day)}</span>
                )}
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
                        <TeamBlock
                          key={appointment.id}
                          appointment={appointment}
                          employee={employee}
                          day={day}
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

import { useId, useMemo, type DragEvent } from 'react';
import { holidaysBetween } from '../../../calendar/holidays';
import { t } from '../../i18n/agenda';
import type { Absence, Appointment, Employee } from '../../entities/appointments/api';
import { conflictKey } from '../../entities/appointments/conflicts';
import { todayInBrussels } from '../../shared/brussels';
import { dragLeave, dragOver, TeamBlock } from './TeamBlock';
import { dayBlocks, dayTimeline, QUARTER, teamDayRange } from './team-day';
import { absencesByEmployeeAndDay, groupByEmployeeAndDay, teamRows } from './team-week';
import { useTeamMoves, type Move } from './use-team-moves';
import './team-view.css';

export interface TeamDayProps {
  /** The Brussels date shown, 'YYYY-MM-DD'. */
  date: string;
  employees: readonly Employee[];
  /** The employees chosen in the filter; none shows every active one. */
  chosen: readonly number[];
  appointments: readonly Appointment[];
  absences?: readonly Absence[];
  onOpen: (appointment: Appointment) => void;
  /** A block dragged or moved by keyboard to another hour or employee; false leaves it. */
  onMove: Move;
  /** Shows another day: a keyboard move took a block past midnight. */
  onShowDay?: (date: string) => void;
}

/**
 * The team view's day (docs/product.md § Agenda): one row per employee and the hours of one
 * Brussels day across (team-day.ts: 23 or 25 of them on a clock change), each appointment a
 * block over its quarters with its hours and whole title; blocks that would overlap go on a
 * line below, so the row grows instead of cutting them. One that began the day before or goes on
 * the next runs to the edge, marked. A block dragged along its row or to another moves by the
 * quarters it went and to that employee; Alt+←/→ moves it a quarter, Alt+↑/↓ to the row above
 * or below.
 */
export default function TeamDay({
  date,
  employees,
  chosen,
  appointments,
  absences = [],
  onOpen,
  onMove,
  onShowDay,
}: TeamDayProps) {
  const helpId = useId();
  const dates = useMemo(() => [date], [date]);
  const grouped = useMemo(() => groupByEmployeeAndDay(appointments, dates), [appointments, dates]);
  const rows = useMemo(() => teamRows(employees, chosen, grouped), [employees, chosen, grouped]);
  const timeline = useMemo(
    () =>
      dayTimeline(
        date,
        [...grouped.values()].flatMap((days) => days.get(date) ?? []),
        rows,
      ),
    [date, grouped, rows],
  );
  const absent = useMemo(() => absencesByEmployeeAndDay(absences, dates), [absences, dates]);
  const holiday = useMemo(() => holidaysBetween(date, date)[0], [date]);
  const today = date === todayInBrussels();
  const { open, onKey, shift, carried, conflicts, details } = useTeamMoves({
    scale: 'day',
    dates,
    rows,
    employees,
    appointments,
    absences,
    onOpen,
    onMove,
    onShow: onShowDay,
  });

  const drop = (event: DragEvent<HTMLTableCellElement>) => {
    const cell = event.currentTarget;
    cell.classList.remove('bo-team__cell--target');
    const found = carried(event.dataTransfer);
    if (!found) return;
    event.preventDefault();
    // As many quarters as the pointer went along the hours.
    const width = cell.querySelector('.bo-team__lanes')!.getBoundingClientRect().width;
    const quarters = Math.round((event.clientX - found.what.x) / (width / timeline.quarters));
    void shift(found.appointment, found.what.employeeId, {
      minutes: (quarters * QUARTER) / 60_000,
      toEmployee: Number(cell.dataset.employee),
    });
  };

  if (rows.length === 0) return <p className="bo-team__empty">{t('agenda.teamEmpty')}</p>;

  const hourCount = timeline.hours.length;
  return (
    <div className="bo-team bo-team--day">
      <p id={helpId} className="bo-sr-only">
        {t('agenda.teamDayKeyboardHelp')}
      </p>
      {holiday && (
        <p className="bo-team__holiday bo-team__holiday--day">
          {t('agenda.holiday', { name: holiday.name })}
        </p>
      )}
      <table className="bo-team__table">
        <caption className="bo-sr-only">
          {t('agenda.teamCaption', { range: teamDayRange(date).title })}
        </caption>
        <colgroup>
          <col className="bo-team__names" />
          <col span={hourCount} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('agenda.teamEmployee')}</th>
            {timeline.hours.map((hour) => (
              <th key={hour.quarter} scope="col" className="bo-team__hour">
                {hour.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((employee) => {
            const absence = absent.get(employee.id)?.get(date);
            const { blocks, lanes } = dayBlocks(
              grouped.get(employee.id)?.get(date) ?? [],
              timeline,
            );
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
                <td
                  colSpan={hourCount}
                  data-date={date}
                  data-employee={employee.id}
                  className={[
                    'bo-team__cell',
                    'bo-team__cell--day',
                    absence && 'bo-team__cell--absent',
                    holiday && 'bo-team__cell--holiday',
                    today && 'bo-team__cell--today',
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
                  <div
                    className="bo-team__lanes"
                    style={{
                      gridTemplateColumns: `repeat(${timeline.quarters}, minmax(0, 1fr))`,
                      gridTemplateRows: `repeat(${lanes}, auto)`,
                      backgroundSize: `calc(100% / ${hourCount}) 100%`,
                    }}
                  >
                    {blocks.map((block) => (
                      <TeamBlock
                        key={block.appointment.id}
                        appointment={block.appointment}
                        employee={employee}
                        day={date}
                        details={details.get(block.appointment.id)!}
                        conflicts={conflicts.get(conflictKey(block.appointment.id, employee.id))}
                        helpId={helpId}
                        onOpen={open}
                        onKey={onKey}
                        before={block.before}
                        after={block.after}
                        style={{
                          gridColumn: `${block.from + 1} / ${block.to + 1}`,
                          gridRow: block.lane + 1,
                        }}
                      />
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

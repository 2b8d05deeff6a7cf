import { WarningFilled } from '@ant-design/icons';
import { memo, type CSSProperties, type DragEvent, type KeyboardEvent } from 'react';
import { t } from '../../i18n/agenda';
import type { Appointment, AppointmentConflict, Employee } from '../../entities/appointments/api';
import { tint } from '../../entities/appointments/colours';
import { conflictText } from '../../entities/appointments/conflicts';
import { formatBrussels } from '../../shared/brussels';
import { blockHours } from './team-week';

/** What a dragged block carries: which appointment, from whose row and day, and where. */
export const DRAG_TYPE = 'application/x-bo-appointment';

export interface Carried {
  id: number;
  employeeId: number;
  day: string;
  /** The pointer's x when the drag began: the day view moves by how far it went. */
  x: number;
}

export interface BlockProps {
  appointment: Appointment;
  employee: Employee;
  /** The Brussels date of the cell or day it is drawn in. */
  day: string;
  /** What the block's name says beyond what it shows: its employees and status. */
  details: string;
  conflicts: AppointmentConflict[] | undefined;
  helpId: string;
  onOpen: (appointment: Appointment) => void;
  onKey: (event: KeyboardEvent, appointment: Appointment, employeeId: number, day: string) => void;
  /** The day view's place for it in the row's grid. */
  style?: CSSProperties;
  /** It began before the hours shown, or goes on after them (the day view). */
  before?: boolean;
  after?: boolean;
}

/** One appointment in one employee's row: its hours and whole title, wrapped, never cut. */
export const TeamBlock = memo(function TeamBlock({
  appointment,
  employee,
  day,
  details,
  conflicts,
  helpId,
  onOpen,
  onKey,
  style,
  before,
  after,
}: BlockProps) {
  const cancelled = appointment.status === 'geannuleerd';
  const reasons = conflicts?.map(conflictText).join(' ');
  const className = [
    'bo-team__block',
    cancelled && 'bo-team__block--cancelled',
    conflicts && 'bo-team__block--conflict',
    before && 'bo-team__block--before',
    after && 'bo-team__block--after',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      style={{
        ...style,
        background: tint(employee.colour),
        borderInlineStartColor: employee.colour,
      }}
      draggable
      data-appointment={appointment.id}
      data-employee={employee.id}
      data-date={day}
      aria-describedby={helpId}
      title={reasons}
      onClick={() => onOpen(appointment)}
      onKeyDown={(event) => onKey(event, appointment, employee.id, day)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        const carried: Carried = {
          id: appointment.id,
          employeeId: employee.id,
          day,
          x: event.clientX,
        };
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(carried));
        event.dataTransfer.setData('text/plain', appointment.title);
      }}
    >
      {/* Named by what it shows, with the date, employees and reasons for screen readers. */}
      <span className="bo-team__time">{blockHours(appointment)}</span>
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

/** A cell or row a block can be dropped on: outlined while one is over it. */
export function dragOver(event: DragEvent<HTMLElement>) {
  if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
  event.currentTarget.classList.add('bo-team__cell--target');
}

export function dragLeave(event: DragEvent<HTMLElement>) {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null))
    event.currentTarget.classList.remove('bo-team__cell--target');
}

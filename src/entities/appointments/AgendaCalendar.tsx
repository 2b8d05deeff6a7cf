import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import timeGridPlugin from '@fullcalendar/timegrid';
import nlLocale from '@fullcalendar/core/locales/nl';
import type {
  DateSelectArg,
  DatesSetArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventMountArg,
} from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { holidaysBetween } from '../../../calendar/holidays';
import { t } from '../../i18n/agenda';
import { addDays, formatBrussels, formatBrusselsTime } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import type { Absence, Appointment, Employee } from './api';
import { textOn } from './colours';
import { fromWallClock, toWallClock, wallClockNow, wallDate } from './wall-clock';
import './calendar.css';

/** The agenda's views, as the address names them. */
export type AgendaView = 'day' | 'week' | 'month' | 'list';
export const AGENDA_VIEWS: AgendaView[] = ['day', 'week', 'month', 'list'];

const CALENDAR_VIEW: Record<AgendaView, string> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  list: 'listWeek',
};

/** The period a view shows: instants for the reads, Brussels dates for the days. */
export interface ShownRange {
  from: string;
  to: string;
  firstDate: string;
  lastDate: string;
  title: string;
}

/** A month's day shows this many appointments; the rest is one '+N meer' that opens the day. */
const MONTH_DAY_SHOWN = 3;

/**
 * The appointments a month view draws: per Brussels day the first three, and how many more
 * there are. FullCalendar draws and measures every event of a month, hidden ones included; a
 * busy month (800 appointments) blocked the page for over a second.
 */
function monthDays(appointments: readonly Appointment[]) {
  const byDay = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const day = toWallClock(appointment.start).slice(0, 10);
    const list = byDay.get(day);
    if (list) list.push(appointment);
    else byDay.set(day, [appointment]);
  }
  const shown: Appointment[] = [];
  const more = new Map<string, number>();
  for (const [day, list] of byDay) {
    if (list.length <= MONTH_DAY_SHOWN + 1) {
      shown.push(...list);
      continue;
    }
    list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    shown.push(...list.slice(0, MONTH_DAY_SHOWN));
    more.set(day, list.length - MONTH_DAY_SHOWN);
  }
  return { shown, more };
}

/** Appointments side by side at most in a day view's column and in a week view's. */
const DAY_STACK = 4;
const WEEK_STACK = 2;

/** How far a keyboard move goes: a quarter of an hour, or a day. */
const STEP_MINUTES = 15;

/**
 * The hours the day and week views show: 06:00 to 21:00, widened to whatever the appointments
 * shown need (all day for one that crosses midnight). The calendar is as tall as its hours: the
 * page scrolls, not a box inside the grid.
 */
function hoursFor(appointments: readonly Appointment[]) {
  let first = 6;
  let last = 21;
  for (const appointment of appointments) {
    const start = toWallClock(appointment.start);
    const end = toWallClock(appointment.end);
    if (start.slice(0, 10) !== end.slice(0, 10)) return { first: 0, last: 24 };
    first = Math.min(first, Number(start.slice(11, 13)));
    last = Math.max(last, Number(end.slice(11, 13)) + (end.slice(14, 16) === '00' ? 0 : 1));
  }
  return { first, last };
}

export interface AgendaCalendarProps {
  view: AgendaView;
  /** A Brussels date the view shows, 'YYYY-MM-DD'. */
  date: string;
  appointments: readonly Appointment[];
  absences?: readonly Absence[];
  employees: readonly Employee[];
  /** Called with the period shown, on each change of view or date. */
  onRange: (range: ShownRange) => void;
  /** A slot picked (clicked or dragged) on an empty part: instants. */
  onSelectSlot?: (start: string, end: string, allDay: boolean) => void;
  onOpen?: (appointment: Appointment) => void;
  /** An appointment dragged, resized or moved by keyboard; false puts it back. */
  onMove?: (appointment: Appointment, start: string, end: string) => Promise<boolean>;
  /** A narrow place (beside an employee's details): days headed 'ma 23' instead of 'ma 23-11'. */
  narrow?: boolean;
  /**
   * Opens a Brussels date in the day view. Given, a crowded day of the month shows three
   * appointments and '+N meer' leading there.
   */
  onShowDay?: (date: string) => void;
  /** Shows the period of a date in this view: Alt+←/→ took an appointment out of the one shown. */
  onShowDate?: (date: string) => void;
}

/**
 * The calendar (FullCalendar's MIT packages: day and week grids, month, list, drag and
 * resize), in Brussels time (wall-clock.ts), themed like antd (calendar.css). Appointments take
 * their first employee's colour; cancelled ones are struck through; public holidays and
 * absences show in every view. Each appointment is focusable: Enter opens it, Alt+arrows move
 * it and Alt+Shift+arrows change its end, as dragging does.
 */
export default function AgendaCalendar({
  view,
  date,
  appointments,
  absences = [],
  employees,
  onRange,
  onSelectSlot,
  onOpen,
  onMove,
  narrow = false,
  onShowDay,
  onShowDate,
}: AgendaCalendarProps) {
  const calendar = useRef<FullCalendar>(null);
  const root = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const handlers = useRef({ onRange, onSelectSlot, onOpen, onMove, onShowDay, onShowDate });
  useEffect(() => {
    handlers.current = { onRange, onSelectSlot, onOpen, onMove, onShowDay, onShowDate };
  });
  const focusAfterMove = useRef<number | null>(null);
  const [shown, setShown] = useState<{ first: string; last: string }>({ first: date, last: date });
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });

  const byId = useMemo(() => new Map(employees.map((e) => [e.id, e])), [employees]);

  const summarise = view === 'month' && !!onShowDay;
  const events = useMemo<EventInput[]>(() => {
    const { shown: drawn, more } = summarise
      ? monthDays(appointments)
      : { shown: appointments, more: new Map<string, number>() };
    const list: EventInput[] = drawn.map((appointment) => {
      const colour = byId.get(appointment.employeeIds[0])?.colour ?? '#0d7070';
      const cancelled = appointment.status === 'geannuleerd';
      return {
        id: String(appointment.id),
        title: appointment.customer.name
          ? `${appointment.title} · ${appointment.customer.name}`
          : appointment.title,
        start: toWallClock(appointment.start),
        end: toWallClock(appointment.end),
        backgroundColor: colour,
        borderColor: colour,
        textColor: textOn(colour),
        classNames: cancelled ? ['bo-event', 'bo-event--cancelled'] : ['bo-event'],
        extendedProps: { appointment, order: 0 },
      };
    });
    for (const [day, count] of more)
      list.push({
        id: `more-${day}`,
        title: t('agenda.more', { count }),
        start: day,
        allDay: true,
        editable: false,
        classNames: ['bo-event--more'],
        // After the day's appointments (eventOrder below).
        extendedProps: { moreOn: day, count, order: 1 },
      });
    const { first, last } = shown;
    for (const holiday of holidaysBetween(first, last)) {
      list.push({
        id: `holiday-${holiday.date}`,
        title: t('agenda.holiday', { name: holiday.name }),
        start: holiday.date,
        allDay: true,
        editable: false,
        interactive: false,
        classNames: ['bo-event--holiday'],
        extendedProps: { order: 0 },
      });
      list.push({
        start: holiday.date,
        allDay: true,
        display: 'background',
        classNames: ['bo-day--holiday'],
      });
    }
    for (const absence of absences) {
      const employee = byId.get(absence.employeeId);
      if (!employee) continue;
      list.push({
        id: `absence-${absence.id}`,
        title: t('agenda.absent', {
          name: `${employee.firstName} ${employee.lastName}`,
          kind: t(`absence.kind.${absence.kind}`),
        }),
        start: absence.from,
        end: addDays(absence.to, 1),
        allDay: true,
        editable: false,
        interactive: false,
        borderColor: employee.colour,
        classNames: ['bo-event--absence'],
        extendedProps: { order: 0 },
      });
    }
    return list;
  }, [appointments, absences, byId, shown, summarise]);

  // The address decides the view and the date.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type !== CALENDAR_VIEW[view] || wallDate(api.getDate()) !== date)
      api.changeView(CALENDAR_VIEW[view], date);
  }, [view, date]);

  const hours = useMemo(() => hoursFor(appointments), [appointments]);

  // After a keyboard move the appointment is drawn anew: the focus goes back to it.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    const element = document.querySelector<HTMLElement>(`[data-appointment="${id}"]`);
    if (element) {
      focusAfterMove.current = null;
      element.focus();
    }
  }, [events]);

  const move = async (event: EventApi, start: Date, end: Date) => {
    const appointment = event.extendedProps.appointment as Appointment | undefined;
    if (!appointment || !handlers.current.onMove) return false;
    return handlers.current.onMove(appointment, fromWallClock(start), fromWallClock(end));
  };

  const onKeyDown = (id: string) => (keyboard: KeyboardEvent) => {
    // The calendar's event as it is now: the element may outlive a move of it.
    const event = calendar.current?.getApi().getEventById(id);
    if (!keyboard.altKey || !event?.start || !event.end) return;
    const minutes = { ArrowUp: -STEP_MINUTES, ArrowDown: STEP_MINUTES } as Record<string, number>;
    const days = { ArrowLeft: -1, ArrowRight: 1 } as Record<string, number>;
    let start = event.start.getTime();
    let end = event.end.getTime();
    if (keyboard.shiftKey && keyboard.key in minutes) {
      end += minutes[keyboard.key] * 60_000;
      if (end <= start) return;
    } else if (keyboard.key in minutes) {
      start += minutes[keyboard.key] * 60_000;
      end += minutes[keyboard.key] * 60_000;
    } else if (keyboard.key in days && !keyboard.shiftKey) {
      start += days[keyboard.key] * 86_400_000;
      end += days[keyboard.key] * 86_400_000;
    } else return;
    keyboard.preventDefault();
    keyboard.stopPropagation();
    const appointment = event.extendedProps.appointment as Appointment;
    focusAfterMove.current = appointment.id;
    // Out of the days shown (Alt+→ on Sunday): once moved, the period it went to is shown.
    const day = wallDate(new Date(start));
    void move(event, new Date(start), new Date(end)).then((moved) => {
      if (!moved) return;
      // Drawn where it went at once, not when the agenda is read again: the next key press
      // moves it on from there.
      const current = calendar.current?.getApi().getEventById(id);
      if (current) {
        const placed = {
          ...appointment,
          start: fromWallClock(new Date(start)),
          end: fromWallClock(new Date(end)),
        };
        current.setExtendedProp('appointment', placed);
        current.setDates(new Date(start), new Date(end));
        const target = root.current?.querySelector<HTMLElement>(`[data-appointment="${id}"]`);
        if (target) label(target, placed, current.title);
      }
      if (day < shownRef.current.first || day > shownRef.current.last)
        handlers.current.onShowDate?.(day);
    });
  };

  /** What a screen reader says of an appointment: its title, time, employees and state. */
  const label = (target: HTMLElement, appointment: Appointment, title: string) => {
    const names = appointment.employeeIds
      .map((id) => byId.get(id))
      .filter(Boolean)
      .map((employee) => `${employee!.firstName} ${employee!.lastName}`)
      .join(', ');
    target.setAttribute(
      'aria-label',
      t('agenda.eventLabel', {
        title,
        time: `${formatBrussels(appointment.start)}–${formatBrusselsTime(appointment.end)}`,
        employees: names,
        status: appointment.status === 'geannuleerd' ? `, ${t('agenda.cancelled')}` : '',
      }),
    );
  };

  // FullCalendar keeps an appointment's element when only its title, time or state changed
  // (a move, another person's edit): its label is said anew from what it shows now.
  useEffect(() => {
    const api = calendar.current?.getApi();
    for (const target of root.current?.querySelectorAll<HTMLElement>('[data-appointment]') ?? []) {
      const event = api?.getEventById(target.dataset.appointment!);
      const appointment = event?.extendedProps.appointment as Appointment | undefined;
      if (appointment) label(target, appointment, event!.title);
    }
  });

  const mounted = ({ el, event }: EventMountArg) => {
    const moreOn = event.extendedProps.moreOn as string | undefined;
    if (moreOn) {
      el.setAttribute('role', 'button');
      el.setAttribute(
        'aria-label',
        t('agenda.moreOnDay', {
          count: event.extendedProps.count as number,
          date: dayjs.utc(moreOn).format('dddd D MMMM'),
        }),
      );
    }
    const appointment = event.extendedProps.appointment as Appointment | undefined;
    if (!appointment) return;
    // The focusable part: the event itself, or a list row's link.
    const target = el.matches('[tabindex]')
      ? el
      : (el.querySelector<HTMLElement>('[tabindex]') ?? el);
    target.dataset.appointment = String(appointment.id);
    label(target, appointment, event.title);
    target.setAttribute('aria-describedby', helpId);
    const listener = onKeyDown(event.id);
    target.addEventListener('keydown', listener);
    (target as HTMLElement & { boKeys?: typeof listener }).boKeys = listener;
    if (focusAfterMove.current === appointment.id) {
      focusAfterMove.current = null;
      target.focus();
    }
  };

  const unmounting = ({ el, event }: EventMountArg) => {
    const target = (el.matches('[tabindex]') ? el : el.querySelector('[tabindex]')) as
      (HTMLElement & { boKeys?: (event: KeyboardEvent) => void }) | null;
    if (target?.boKeys) target.removeEventListener('keydown', target.boKeys);
    // Redrawn for any reason (a live refresh too): the focus follows it to its new element.
    const appointment = event.extendedProps.appointment as Appointment | undefined;
    if (appointment && el.contains(document.activeElement)) focusAfterMove.current = appointment.id;
  };

  const datesSet = ({ start, end, view: shownView }: DatesSetArg) => {
    const first = wallDate(start);
    const last = addDays(wallDate(end), -1);
    setShown((current) =>
      current.first === first && current.last === last ? current : { first, last },
    );
    handlers.current.onRange({
      from: fromWallClock(start),
      to: fromWallClock(end),
      firstDate: first,
      lastDate: last,
      title: shownView.title,
    });
  };

  const dropped = async ({ event, revert }: EventDropArg | EventResizeDoneArg) => {
    if (!event.start) return revert();
    const end = event.end ?? new Date(event.start.getTime() + 3_600_000);
    if (!(await move(event, event.start, end))) revert();
  };

  return (
    <div className="bo-calendar" ref={root}>
      <p id={helpId} className="bo-sr-only">
        {t('agenda.keyboardHelp')}
      </p>
      <FullCalendar
        ref={calendar}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={nlLocale}
        timeZone="UTC"
        now={wallClockNow}
        initialView={CALENDAR_VIEW[view]}
        initialDate={date}
        headerToolbar={false}
        height="auto"
        slotMinTime={`${String(hours.first).padStart(2, '0')}:00:00`}
        slotMaxTime={`${String(hours.last).padStart(2, '0')}:00:00`}
        firstDay={1}
        weekNumbers={view !== 'list'}
        {...(narrow && { dayHeaderFormat: { weekday: 'short', day: 'numeric' } })}
        nowIndicator
        slotDuration="00:30:00"
        slotEventOverlap={false}
        snapDuration="00:15:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        allDayText={t('agenda.allDay')}
        // Summarised, a day holds its three, '+N meer' and up to two absences or holidays
        // before FullCalendar's own '+N meer' takes over.
        dayMaxEvents={summarise ? MONTH_DAY_SHOWN + 3 : 4}
        eventOrder="order,start,-duration,allDay,title"
        // At most four appointments side by side in a day's column, two in a week's (a seventh
        // of the width); the rest behind '+N meer', which opens them in a popover. Seven
        // employees at 08:00 were otherwise slivers of five letters no one can read or click.
        eventMaxStack={view === 'day' ? DAY_STACK : WEEK_STACK}
        moreLinkText={(count) => t('agenda.more', { count })}
        noEventsText={t('agenda.emptyList')}
        editable={!!onMove}
        eventStartEditable={!!onMove}
        eventDurationEditable={!!onMove}
        selectable={!!onSelectSlot}
        selectMirror
        eventInteractive
        events={events}
        datesSet={datesSet}
        select={(arg: DateSelectArg) => {
          arg.view.calendar.unselect();
          handlers.current.onSelectSlot?.(
            fromWallClock(arg.start),
            fromWallClock(arg.end),
            arg.allDay,
          );
        }}
        eventClick={({ event, jsEvent }: EventClickArg) => {
          const moreOn = event.extendedProps.moreOn as string | undefined;
          if (moreOn) handlers.current.onShowDay?.(moreOn);
          const appointment = event.extendedProps.appointment as Appointment | undefined;
          if (!appointment) return;
          jsEvent.preventDefault();
          handlers.current.onOpen?.(appointment);
        }}
        eventDrop={(arg) => void dropped(arg)}
        eventResize={(arg) => void dropped(arg)}
        eventDidMount={mounted}
        // A month's day is named by its number and column; a label of the number alone would
        // hide the appointments the cell holds from its accessible name.
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        eventWillUnmount={unmounting}
        // FullCalendar's '+N meer' is an <a> without href carrying aria-expanded: a button.
        moreLinkDidMount={({ el }) => el.setAttribute('role', 'button')}
      />
    </div>
  );
}

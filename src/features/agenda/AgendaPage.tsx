import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Segmented } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/agenda';
import AgendaCalendar, {
  AGENDA_VIEWS,
  type AgendaView,
  type ShownRange,
} from '../../entities/appointments/AgendaCalendar';
import AppointmentFormModal, {
  type AppointmentDraft,
} from '../../entities/appointments/AppointmentFormModal';
import {
  useGetAbsencesQuery,
  useGetAppointmentQuery,
  useGetAppointmentsQuery,
  useGetEmployeesQuery,
  type Appointment,
} from '../../entities/appointments/api';
import { useMoveAppointment } from '../../entities/appointments/use-move-appointment';
import { addDays, inBrussels, todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { AppointmentActions } from '../../entities/appointments/AppointmentActions';
import { EmployeeFilter } from './EmployeeFilter';
import { teamDayRange } from './team-day';
import { teamRange } from './team-week';
import TeamDay from './TeamDay';
import TeamView from './TeamView';
import '../../entities/appointments/toolbar.css';
import './agenda.css';

/** How often the agenda reads again while the window is visible (a customer may cancel). */
const POLL_MS = 30_000;
const EMPTY: Appointment[] = [];

/** The calendar's views, and the team view (TeamView.tsx): a week of employees by days. */
type PageView = AgendaView | 'team';
const PAGE_VIEWS: PageView[] = [...AGENDA_VIEWS, 'team'];

const isView = (value: string | null): value is PageView => PAGE_VIEWS.includes(value as PageView);
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).isValid();

/** The team view's scale (`?scale=day`): the week by days, or one day by hours. */
type TeamScale = 'week' | 'day';

/** The date `steps` views before or after `date`. */
function stepped(view: PageView, scale: TeamScale, date: string, steps: number) {
  if (view === 'day' || (view === 'team' && scale === 'day')) return addDays(date, steps);
  if (view === 'month') return dayjs.utc(date).add(steps, 'month').format('YYYY-MM-DD');
  return addDays(date, steps * 7);
}

const STEP_LABELS: Record<
  PageView,
  [
    'agenda.previousDay' | 'agenda.previousWeek' | 'agenda.previousMonth',
    'agenda.nextDay' | 'agenda.nextWeek' | 'agenda.nextMonth',
  ]
> = {
  day: ['agenda.previousDay', 'agenda.nextDay'],
  week: ['agenda.previousWeek', 'agenda.nextWeek'],
  month: ['agenda.previousMonth', 'agenda.nextMonth'],
  list: ['agenda.previousWeek', 'agenda.nextWeek'],
  team: ['agenda.previousWeek', 'agenda.nextWeek'],
};

type Editing =
  { kind: 'new'; draft: AppointmentDraft } | { kind: 'edit'; appointment: Appointment };

/**
 * /agenda (docs/product.md § Agenda): day, week, month, list and team views of the appointments
 * in Brussels time, the view, date and chosen employees in the address; a click or drag on an empty
 * slot books, a drag or resize moves (with the conflict check), every action also by keyboard.
 */
export default function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const view: PageView = isView(params.get('view')) ? (params.get('view') as PageView) : 'week';
  const date = isDate(params.get('date')) ? params.get('date')! : todayInBrussels();
  const chosen = useMemo(
    () =>
      (params.get('employees') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    [params],
  );
  const opened = Number(params.get('appointment')) || null;
  const scale: TeamScale = params.get('scale') === 'day' ? 'day' : 'week';

  const [calendarRange, setRange] = useState<ShownRange | null>(null);
  // The calendar says what it shows; the team view shows the Brussels week or day of the date.
  const team = useMemo(
    () => (view !== 'team' ? null : scale === 'day' ? teamDayRange(date) : teamRange(date)),
    [view, scale, date],
  );
  const range = team ?? calendarRange;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState(0);

  const {
    data: employees,
    isError: employeesFailed,
    refetch: refetchEmployees,
  } = useGetEmployeesQuery();
  const {
    data: appointments = EMPTY,
    isError,
    refetch,
  } = useGetAppointmentsQuery(range ? { from: range.from, to: range.to } : skipToken, {
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const { data: absences } = useGetAbsencesQuery(
    range ? { from: range.firstDate, to: range.lastDate } : skipToken,
  );
  // An appointment named in the address (a mail's link, the trash) opens by itself.
  const { data: named } = useGetAppointmentQuery(opened ? { id: opened } : skipToken);

  const change = useCallback(
    (next: Record<string, string | null>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next))
            if (value === null) updated.delete(key);
            else updated.set(key, value);
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );

  const [shownNamed, setShownNamed] = useState<number | null>(null);
  if (named && named.id !== shownNamed) {
    setShownNamed(named.id);
    setEditing({ kind: 'edit', appointment: named });
    setOpening((count) => count + 1);
    const day = inBrussels(named.start).format('YYYY-MM-DD');
    if (day !== date) change({ date: day });
  }

  const shownAppointments = useMemo(
    () =>
      chosen.length
        ? appointments.filter((a) => a.employeeIds.some((id) => chosen.includes(id)))
        : appointments,
    [appointments, chosen],
  );
  const shownAbsences = useMemo(
    () => (chosen.length ? absences?.filter((a) => chosen.includes(a.employeeId)) : absences),
    [absences, chosen],
  );

  const move = useMoveAppointment();

  const open = (next: Editing) => {
    setOpening((count) => count + 1);
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    if (opened) change({ appointment: null });
  };

  const newAppointment = (start?: string, end?: string) =>
    open({
      kind: 'new',
      draft: { start, end, employeeIds: chosen.length === 1 ? chosen : undefined },
    });

  const [previous, next] = STEP_LABELS[view === 'team' && scale === 'day' ? 'day' : view];

  let body;
  if (employeesFailed || isError) {
    body = (
      <LoadFailed
        title={t('agenda.loadFailed')}
        onRetry={() => {
          void refetchEmployees();
          if (range) void refetch();
        }}
      />
    );
  } else if (view === 'team' && scale === 'day') {
    body = (
      <TeamDay
        date={date}
        employees={employees ?? []}
        chosen={chosen}
        appointments={shownAppointments}
        absences={shownAbsences}
        onOpen={(appointment) => open({ kind: 'edit', appointment })}
        onMove={move}
        onShowDay={(day) => change({ date: day })}
      />
    );
  } else if (view === 'team') {
    body = (
      <TeamView
        date={date}
        employees={employees ?? []}
        chosen={chosen}
        appointments={shownAppointments}
        absences={shownAbsences}
        onOpen={(appointment) => open({ kind: 'edit', appointment })}
        onMove={move}
        onShowWeek={(day) => change({ date: day })}
        onShowDay={(day) => change({ scale: 'day', date: day })}
      />
    );
  } else {
    body = (
      <AgendaCalendar
        view={view}
        date={date}
        appointments={shownAppointments}
        absences={shownAbsences}
        employees={employees ?? []}
        onRange={setRange}
        onSelectSlot={(start, end, allDay) =>
          allDay
            ? newAppointment(
                inBrussels(start).hour(9).toISOString(),
                inBrussels(start).hour(10).toISOString(),
              )
            : newAppointment(start, end)
        }
        onOpen={(appointment) => open({ kind: 'edit', appointment })}
        onMove={move}
        onShowDay={(day) => change({ view: 'day', date: day })}
        onShowDate={(day) => change({ date: day })}
      />
    );
  }

  return (
    <section className="bo-page bo-agenda">
      <PageTitle>{t('agenda.title')}</PageTitle>
      {employees && employees.length === 0 && (
        <Alert
          type="info"
          showIcon
          className="bo-agenda__hint"
          title={t('agenda.noEmployees')}
          action={<Link to="/employees">{t('agenda.toEmployees')}</Link>}
        />
      )}
      <div className="bo-agenda__toolbar">
        <div className="bo-agenda__navigation">
          <Button onClick={() => change({ date: todayInBrussels() })}>{t('agenda.today')}</Button>
          <Button
            icon={<LeftOutlined aria-hidden="true" />}
            aria-label={t(previous)}
            onClick={() => change({ date: stepped(view, scale, date, -1) })}
          />
          <Button
            icon={<RightOutlined aria-hidden="true" />}
            aria-label={t(next)}
            onClick={() => change({ date: stepped(view, scale, date, 1) })}
          />
          <h2 className="bo-agenda__range" aria-live="polite">
            {range?.title ?? ''}
          </h2>
        </div>
        <Segmented<PageView>
          aria-label={t('agenda.views')}
          value={view}
          onChange={(value) => change({ view: value })}
          options={[
            { value: 'day', label: t('agenda.viewDay') },
            { value: 'week', label: t('agenda.viewWeek') },
            { value: 'month', label: t('agenda.viewMonth') },
            { value: 'list', label: t('agenda.viewList') },
            { value: 'team', label: t('agenda.viewTeam') },
          ]}
        />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => newAppointment()}
        >
          {t('agenda.new')}
        </Button>
      </div>
      {employees && employees.length > 0 && (
        <EmployeeFilter
          employees={employees}
          chosen={chosen}
          onChange={(ids) => change({ employees: ids.length ? ids.join(',') : null })}
        />
      )}
      {view === 'team' && (
        <Segmented<TeamScale>
          className="bo-agenda__scale"
          aria-label={t('agenda.teamScale')}
          value={scale}
          onChange={(value) => change({ scale: value === 'day' ? 'day' : null })}
          options={[
            { value: 'week', label: t('agenda.teamWeek') },
            { value: 'day', label: t('agenda.teamDay') },
          ]}
        />
      )}
      {body}
      {editing && (
        <AppointmentFormModal
          key={opening}
          open
          appointment={editing.kind === 'edit' ? editing.appointment : undefined}
          draft={editing.kind === 'new' ? editing.draft : undefined}
          onClose={close}
          actions={
            editing.kind === 'edit' ? (
              <AppointmentActions appointment={editing.appointment} onRemoved={close} />
            ) : undefined
          }
        />
      )}
    </section>
  );
}

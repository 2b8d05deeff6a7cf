import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { App, Button, Card, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/employees';
import AgendaCalendar, { type ShownRange } from '../../entities/appointments/AgendaCalendar';
import AppointmentFormModal, {
  type AppointmentDraft,
} from '../../entities/appointments/AppointmentFormModal';
import { AppointmentActions } from '../../entities/appointments/AppointmentActions';
import {
  useGetAppointmentsQuery,
  useGetEmployeeAccountsQuery,
  useGetEmployeeQuery,
  useGetEmployeesQuery,
  useRemoveEmployeeMutation,
  type Appointment,
  type EmployeeInUseAnswer,
} from '../../entities/appointments/api';
import { useMoveAppointment } from '../../entities/appointments/use-move-appointment';
import { addDays, formatBrussels, todayInBrussels } from '../../shared/brussels';
import { DocumentsSection } from '../../entities/documents/DocumentsSection';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import { PageTitle } from '../../shared/PageTitle';
import { errorCode } from '../../store/errors';
import { Absences } from './Absences';
import { EmployeeFormModal } from './EmployeeFormModal';
import { FeedSection } from './FeedSection';
import '../../entities/appointments/toolbar.css';
import './employees.css';
import { useCan } from '../../store/permissions';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';

type Editing =
  { kind: 'new'; draft: AppointmentDraft } | { kind: 'edit'; appointment: Appointment };

/**
 * /employees/:id (docs/product.md § Werknemers): an employee's details, their week (their
 * appointments and absences, in the same calendar as the agenda), their absences and the
 * address of their calendar feed.
 */
export default function EmployeePage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : todayInBrussels();
  const setDate = (next: string) => setParams({ date: next });

  const { data: employee, error, isError, refetch } = useGetEmployeeQuery(id ? { id } : skipToken);
  const { data: employees = [] } = useGetEmployeesQuery();
  // A Technieker on their own page reads it; the accounts and the buttons are the employees'.
  const mayWrite = useCan('employees', 'write');
  const mayReadHistory = useCan('history');
  const mayReadFiles = useCan('files');
  const { data: accounts } = useGetEmployeeAccountsQuery(undefined, { skip: !mayWrite });
  const [range, setRange] = useState<ShownRange | null>(null);
  const { data: appointments = [] } = useGetAppointmentsQuery(
    range && id ? { from: range.from, to: range.to, employee: id } : skipToken,
    { pollingInterval: 30_000, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  const [remove] = useRemoveEmployeeMutation();
  const move = useMoveAppointment();
  const [editingEmployee, setEditingEmployee] = useState(0);
  const [history, setHistory] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [opening, setOpening] = useState(0);

  if (isNotFound(id, { isError, error })) {
    return (
      <section className="bo-page">
        <Result
          status="404"
          title={t('employee.notFound')}
          extra={<Link to="/employees">{t('employee.back')}</Link>}
        />
      </section>
    );
  }
  if (!employee) {
    return (
      <section className="bo-page">
        {isError ? (
          <LoadFailed title={t('employee.loadFailed')} onRetry={refetch} />
        ) : (
          <Card aria-busy="true">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        )}
      </section>
    );
  }

  const name = `${employee.firstName} ${employee.lastName}`;
  const account = accounts?.find((candidate) => candidate.id === employee.userId);

  const open = (next: Editing) => {
    setOpening((count) => count + 1);
    setEditing(next);
  };

  const confirmRemove = async () => {
    const confirmed = await modal.confirm({
      title: t('employee.deleteTitle', { name }),
      content: t('employee.deleteText'),
      okText: t('employee.deleteConfirm'),
      cancelText: t('employee.deleteCancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove({ id: employee.id }).unwrap();
    } catch (failure) {
      const answer = (failure as FetchBaseQueryError).data as
        Partial<EmployeeInUseAnswer> | undefined;
      if (errorCode(failure as FetchBaseQueryError) === 'IN_USE' && answer?.appointments) {
        const warning = modal.warning({
          title: t('employee.inUse', { name }),
          width: 560,
          content: (
            <ul className="bo-conflict-list">
              {answer.appointments.map((appointment) => (
                <li key={appointment.id}>
                  <Link
                    to={`/agenda?appointment=${appointment.id}`}
                    onClick={() => warning.destroy()}
                  >
                    {formatBrussels(appointment.start)} · {appointment.title}
                  </Link>
                </li>
              ))}
            </ul>
          ),
        });
      }
      return;
    }
    message.success(t('employee.deleted'));
    navigate('/employees', { replace: true });
  };

  return (
    <section className="bo-page bo-employee">
      <Link to="/employees" className="bo-employee__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('employee.back')}
      </Link>
      <header className="bo-employee__header">
        <span
          className="bo-employee__swatch"
          style={{ background: employee.colour }}
          aria-hidden="true"
        />
        <div className="bo-employee__titles">
          <PageTitle>{name}</PageTitle>
          <p className="bo-employee__facts">
            {employee.jobTitle && <span>{employee.jobTitle}</span>}
            {!employee.active && <Tag>{t('employees.inactive')}</Tag>}
            {employee.hourlyCost !== undefined && (
              <span>
                {employee.hourlyCost === null
                  ? t('employee.hourlyCostUnknown')
                  : t('employee.hourlyCostShown', { amount: formatCents(employee.hourlyCost) })}
              </span>
            )}
          </p>
        </div>
        <div className="bo-employee__actions">
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('employee.edit'),
              history: t('employee.history'),
              remove: t('employee.delete'),
            }}
            onEdit={() => setEditingEmployee((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={() => void confirmRemove()}
          />
        </div>
      </header>
      <div className="bo-employee__body">
        <div className="bo-employee__week">
          <div className="bo-agenda__toolbar">
            <div className="bo-agenda__navigation">
              <h2 className="bo-employee__heading">{t('employee.week')}</h2>
              <Button onClick={() => setDate(todayInBrussels())}>{t('agenda.today')}</Button>
              <Button
                icon={<LeftOutlined aria-hidden="true" />}
                aria-label={t('agenda.previousWeek')}
                onClick={() => setDate(addDays(date, -7))}
              />
              <Button
                icon={<RightOutlined aria-hidden="true" />}
                aria-label={t('agenda.nextWeek')}
                onClick={() => setDate(addDays(date, 7))}
              />
              <span className="bo-agenda__range" aria-live="polite">
                {range?.title ?? ''}
              </span>
            </div>
          </div>
          <AgendaCalendar
            view="week"
            date={date}
            appointments={appointments}
            absences={employee.absences}
            employees={employees}
            onRange={setRange}
            onSelectSlot={(start, end) =>
              open({ kind: 'new', draft: { start, end, employeeIds: [employee.id] } })
            }
            onOpen={(appointment) => open({ kind: 'edit', appointment })}
            onMove={move}
            narrow
          />
        </div>
        <aside className="bo-employee__side">
          <Card title={t('employee.contact')} size="small">
            <dl className="bo-employee__contact">
              <dt>{t('employee.email')}</dt>
              <dd>
                {employee.email ? <a href={`mailto:${employee.email}`}>{employee.email}</a> : '—'}
              </dd>
              <dt>{t('employee.phone')}</dt>
              <dd>
                {employee.phone ? (
                  <a href={`tel:${employee.phone.replace(/\s+/g, '')}`}>{employee.phone}</a>
                ) : (
                  '—'
                )}
              </dd>
              <dt>{t('employee.account')}</dt>
              <dd>{account ? account.email : t('employee.accountNone')}</dd>
              <dt>{t('employee.workingHours')}</dt>
              <dd>
                {employee.workingHours.length
                  ? employee.workingHours.map((period, index) => (
                      <div key={index}>
                        {t(`weekday.${period.weekday as 1}`)} {period.start}–{period.end}
                      </div>
                    ))
                  : '—'}
              </dd>
            </dl>
          </Card>
          <Absences employee={employee} />
          <FeedSection employee={employee} />
          {mayReadFiles && (
            <DocumentsSection
              kind="employee"
              id={employee.id}
              label={`${employee.firstName} ${employee.lastName}`}
            />
          )}
        </aside>
      </div>
      {editingEmployee > 0 && (
        <EmployeeFormModal
          key={editingEmployee}
          employee={employee}
          onClose={() => setEditingEmployee(0)}
        />
      )}
      <HistoryDrawer
        target={history ? { kind: 'employee', id: employee.id, label: name } : null}
        onClose={() => setHistory(false)}
      />
      {editing && (
        <AppointmentFormModal
          key={opening}
          open
          appointment={editing.kind === 'edit' ? editing.appointment : undefined}
          draft={editing.kind === 'new' ? editing.draft : undefined}
          onClose={() => setEditing(null)}
          actions={
            editing.kind === 'edit' ? (
              <AppointmentActions
                appointment={editing.appointment}
                onRemoved={() => setEditing(null)}
              />
            ) : undefined
          }
        />
      )}
    </section>
  );
}

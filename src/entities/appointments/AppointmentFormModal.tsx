import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Tag,
} from 'antd';
import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_TRAVEL_MINUTES } from '../../../calendar/zone';
import { t } from '../../i18n/agenda';
import { errorText } from '../../store/errors';
import { brusselsInstant, inBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { FormModal } from '../../shared/form-modal';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import {
  useCreateAppointmentMutation,
  useGetAppointmentServicesQuery,
  useGetEmployeesQuery,
  useUpdateAppointmentMutation,
  type Appointment,
  type AppointmentConflict,
  type AppointmentInput,
  type AppointmentStatus,
} from './api';
import { conflictsOf, conflictText } from './conflicts';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useGetVehiclesQuery } from '../vehicles/api';
import { useCan } from '../../store/permissions';
import { addressOf } from '../customers/format';
import './appointment-form.css';

/** What a new appointment starts from: a slot picked in the agenda, or a conversation. */
export interface AppointmentDraft {
  start?: string;
  end?: string;
  employeeIds?: number[];
  title?: string;
  customer?: { name?: string; email?: string; phone?: string };
  address?: string;
  chatId?: number | null;
  /** The customer of the register it is for (a conversation linked to one). */
  customerId?: number | null;
  /** The project it is made for (from the project's page). */
  projectId?: number | null;
  status?: AppointmentStatus;
}

interface FormValues {
  title: string;
  start: Dayjs;
  end: Dayjs;
  employeeIds: number[];
  /** 0: none. */
  customerId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  address: string;
  /** 0: none. */
  serviceId: number;
  /** 0: none (antd's options take no null). */
  vehicleId: number;
  status: AppointmentStatus;
  travelMinutes: number;
  notes: string;
}

const STATUSES: AppointmentStatus[] = ['gepland', 'bevestigd', 'geannuleerd'];
const FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * A picker's value for an instant: a dayjs whose fields are the Brussels date and hour, whatever
 * the browser's zone (the picker shows and edits those fields only).
 */
const pickerValue = (instant: string) => dayjs(inBrussels(instant).format('YYYY-MM-DDTHH:mm'));

/** The instant of a picker's value, its fields read as Brussels time. */
const instantOf = (value: Dayjs) => brusselsInstant(value.format('YYYY-MM-DDTHH:mm')).toISOString();

/**
 * Where a new appointment without a slot starts: the next whole hour in Brussels within a
 * working day (08:00–16:00), else 09:00 on the next weekday.
 */
function nextHour() {
  const next = inBrussels(Date.now()).add(1, 'hour');
  const weekday = (next.day() + 6) % 7;
  if (weekday < 5 && next.hour() >= 8 && next.hour() <= 16)
    return brusselsInstant(next.format('YYYY-MM-DDTHH:00')).toISOString();
  let day = next.hour() < 8 ? next : next.add(1, 'day');
  while ((day.day() + 6) % 7 >= 5) day = day.add(1, 'day');
  return brusselsInstant(day.format('YYYY-MM-DDT09:00')).toISOString();
}

export interface AppointmentFormModalProps {
  open: boolean;
  /** The appointment to change; without it, a new one from `draft`. */
  appointment?: Appointment;
  draft?: AppointmentDraft;
  onClose: () => void;
  onSaved?: (id: number) => void;
  /** Extra actions of an appointment being changed (delete, history), beside the conflicts. */
  actions?: React.ReactNode;
}

/**
 * The appointment form (docs/product.md § Agenda): subject, start and end in Brussels time, the
 * employees, the customer and the site, the service, status, travel time and notes. A conflict
 * the server names is listed in Dutch with "Toch inplannen", which books it anyway.
 */
export default function AppointmentFormModal({
  open,
  appointment,
  draft = {},
  onClose,
  onSaved,
  actions,
}: AppointmentFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const { data: employees = [] } = useGetEmployeesQuery();
  const { data: services = [] } = useGetAppointmentServicesQuery();
  // Only an account that sees Voertuigen books a vehicle; the others keep the one booked.
  const { data: vehicles } = useGetVehiclesQuery(useCan('vehicles') ? {} : skipToken);
  const [create] = useCreateAppointmentMutation();
  const [update] = useUpdateAppointmentMutation();
  const [conflicts, setConflicts] = useState<AppointmentConflict[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = appointment?.start ?? draft.start ?? nextHour();
  const end = appointment?.end ?? draft.end ?? dayjs(start).add(1, 'hour').toISOString();
  const chatId = appointment?.chatId ?? draft.chatId ?? null;
  const projectId = appointment?.projectId ?? draft.projectId ?? null;
  const initialValues: FormValues = {
    title: appointment?.title ?? draft.title ?? '',
    start: pickerValue(start),
    end: pickerValue(end),
    employeeIds: appointment?.employeeIds ?? draft.employeeIds ?? [],
    customerId: appointment?.customerId ?? draft.customerId ?? 0,
    customerName: appointment?.customer.name ?? draft.customer?.name ?? '',
    customerEmail: appointment?.customer.email ?? draft.customer?.email ?? '',
    customerPhone: appointment?.customer.phone ?? draft.customer?.phone ?? '',
    address: appointment?.address ?? draft.address ?? '',
    serviceId: appointment?.serviceId ?? 0,
    vehicleId: appointment?.vehicleId ?? 0,
    status: appointment?.status ?? draft.status ?? 'gepland',
    travelMinutes: appointment?.travelMinutes ?? DEFAULT_TRAVEL_MINUTES,
    notes: appointment?.notes ?? '',
  };

  // New work goes to active employees; one already on it stays choosable.
  const choosable = employees.filter(
    (employee) => employee.active || initialValues.employeeIds.includes(employee.id),
  );

  const save = async (values: FormValues, allowConflict = false) => {
    const appointmentInput: AppointmentInput = {
      title: values.title.trim(),
      start: instantOf(values.start),
      end: instantOf(values.end),
      employeeIds: values.employeeIds,
      customer: {
        name: values.customerName?.trim() ?? '',
        email: values.customerEmail?.trim() ?? '',
        phone: values.customerPhone?.trim() ?? '',
      },
      address: values.address?.trim() ?? '',
      serviceId: values.serviceId || null,
      chatId,
      projectId,
      ...(vehicles && { vehicleId: values.vehicleId || null }),
      customerId: values.customerId || null,
      notes: values.notes ?? '',
      status: values.status,
      travelMinutes: values.travelMinutes ?? DEFAULT_TRAVEL_MINUTES,
      ...(allowConflict && { allowConflict: true }),
    };
    setSaving(true);
    setFailure(null);
    try {
      let id: number;
      if (appointment) {
        id = (await update({ id: appointment.id, appointmentInput }).unwrap()).id;
      } else {
        id = (await create({ appointmentInput }).unwrap()).id;
      }
      message.success(t(appointment ? 'appointment.saved' : 'appointment.created'));
      onSaved?.(id);
      onClose();
    } catch (error) {
      const found = conflictsOf(error);
      if (found) setConflicts(found);
      else setFailure(errorText(error as FetchBaseQueryError));
    } finally {
      setSaving(false);
    }
  };

  const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: Dayjs | undefined) => {
      const from = getFieldValue('start') as Dayjs | undefined;
      if (value && from && !value.isAfter(from)) throw new Error(t('appointment.endBeforeStart'));
    },
  });

  return (
    <FormModal<FormValues>
      open={open}
      title={t(appointment ? 'appointment.editTitle' : 'appointment.newTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={(values) => save(values)}
      onClose={onClose}
      saving={saving}
      formProps={{
        className: 'bo-appointment-form',
        // A change of time or people asks the server again: old conflicts no longer hold.
        onValuesChange: () => setConflicts(null),
      }}
    >
      <Form.Item
        name="title"
        label={t('appointment.title')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="start"
            label={t('appointment.start')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={FORMAT}
              needConfirm={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="end"
            label={t('appointment.end')}
            dependencies={['start']}
            rules={[{ required: true, message: t('validation.required') }, endAfterStart]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={FORMAT}
              needConfirm={false}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="employeeIds"
        label={t('appointment.employees')}
        rules={[{ required: true, type: 'array', min: 1, message: t('validation.required') }]}
      >
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={choosable.map((employee) => ({
            value: employee.id,
            label: `${employee.firstName} ${employee.lastName}`,
            colour: employee.colour,
          }))}
          optionRender={(option) => (
            <span className="bo-appointment-form__employee">
              <span
                className="bo-appointment-form__swatch"
                style={{ background: option.data.colour }}
                aria-hidden="true"
              />
              {option.label}
            </span>
          )}
        />
      </Form.Item>
      <fieldset className="bo-appointment-form__group">
        <legend>{t('appointment.customer')}</legend>
        <Form.Item
          name="customerId"
          label={t('customer.pick')}
          // An extra line, not a placeholder: antd's placeholder grey is too faint to read.
          extra={t('customer.pickHint')}
        >
          <CustomerPicker
            onPick={(customer) =>
              form.setFieldsValue({
                customerName: customer.name,
                customerEmail: customer.email,
                customerPhone: customer.phone,
                address: addressOf(customer) || form.getFieldValue('address'),
              })
            }
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="customerName" label={t('appointment.customerName')}>
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="customerEmail"
              label={t('appointment.customerEmail')}
              rules={[{ pattern: EMAIL_PATTERN, message: t('validation.email') }]}
            >
              <Input maxLength={254} type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item name="customerPhone" label={t('appointment.customerPhone')}>
              <Input maxLength={40} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <p className="bo-appointment-form__hint">{t('appointment.customerEmailHint')}</p>
        <Form.Item name="address" label={t('appointment.address')}>
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
      </fieldset>
      <Row gutter={16}>
        <Col xs={24} sm={vehicles ? 12 : 8}>
          <Form.Item name="serviceId" label={t('appointment.service')}>
            <Select
              options={[
                // 0: none (antd's options take no null).
                { value: 0, label: t('appointment.servicePlaceholder') },
                ...services.map((service) => ({ value: service.id, label: service.title })),
              ]}
            />
          </Form.Item>
        </Col>
        {/* With a vehicle to choose, four fields: two rows of two. */}
        {vehicles && (
          <Col xs={24} sm={12}>
            <Form.Item name="vehicleId" label={t('appointment.vehicle')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={[
                  { value: 0, label: t('appointment.vehiclePlaceholder') },
                  ...vehicles.map((vehicle) => ({
                    value: vehicle.id,
                    label: vehicle.plateFormatted,
                  })),
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={vehicles ? 12 : 8}>
          <Form.Item name="status" label={t('appointment.status')}>
            <Select
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`appointment.status.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={vehicles ? 12 : 8}>
          <Form.Item name="travelMinutes" label={t('appointment.travel')}>
            <InputNumber min={0} max={1440} step={5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="notes" label={t('appointment.notes')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
      {(chatId !== null || appointment?.cancelledBy === 'customer') && (
        <p className="bo-appointment-form__facts">
          {chatId !== null && (
            <Link to={`/chats/${chatId}`}>{t('appointment.chatLink', { id: chatId })}</Link>
          )}
          {appointment?.cancelledBy === 'customer' && (
            <Tag color="red">{t('appointment.cancelledByCustomer')}</Tag>
          )}
        </p>
      )}
      {conflicts && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          className="bo-appointment-form__conflicts"
          title={t('appointment.conflictTitle')}
          description={
            <>
              <ul>
                {conflicts.map((conflict, index) => (
                  <li key={index}>{conflictText(conflict)}</li>
                ))}
              </ul>
              <Button
                danger
                disabled={saving}
                onClick={() => void save(form.getFieldsValue(true) as FormValues, true)}
              >
                {t('appointment.bookAnyway')}
              </Button>
            </>
          }
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {actions && <div className="bo-appointment-form__actions">{actions}</div>}
    </FormModal>
  );
}

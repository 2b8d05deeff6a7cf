import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Col,
  ColorPicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { EMPLOYEE_COLOURS } from '../../../calendar/colours';
import { DEFAULT_WORKING_HOURS, minutesOf } from '../../../calendar/zone';
import { t } from '../../i18n/employees';
import {
  useCreateEmployeeMutation,
  useGetEmployeeAccountsQuery,
  useUpdateEmployeeMutation,
  type Employee,
  type EmployeeInput,
  type WorkingHours,
} from '../../entities/appointments/api';
import { FormModal } from '../../shared/form-modal';
import { dayjs } from '../../shared/dates';
import { EMAIL_PATTERN } from '../../shared/validation/email';
import { errorCode } from '../../store/errors';

interface FormValues {
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  phone: string;
  colour: string;
  active: boolean;
  /** 0: none. */
  userId: number;
  workingHours: WorkingHours[];
  /** Euro per hour; null: unknown. */
  hourlyCost: number | null;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const required = { required: true, whitespace: true, message: t('validation.required') };

/** 24-hour clock times, typed or picked by the quarter hour. */
const clock = { format: 'HH:mm', minuteStep: 15 as const, needConfirm: false, allowClear: false };
/** The form keeps 'HH:MM' strings; the picker shows them as times of an arbitrary day. */
const clockField = {
  getValueProps: (value: string | undefined) => ({
    value: value ? dayjs(`2000-01-01T${value}`) : undefined,
  }),
  getValueFromEvent: (value: Dayjs | null) => value?.format('HH:mm'),
};

export interface EmployeeFormModalProps {
  /** The employee to change; without: a new one. */
  employee?: Employee;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * An employee's form: names (required), job title, contact, colour, active, the staff account
 * they sign in with, and their usual hours per weekday (Monday to Friday 08:00–16:30 for a new
 * one). The times are Brussels hours.
 */
export function EmployeeFormModal({ employee, onClose, onSaved }: EmployeeFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const { data: accounts = [] } = useGetEmployeeAccountsQuery();
  const [create] = useCreateEmployeeMutation();
  const [update] = useUpdateEmployeeMutation();

  const initialValues: FormValues = {
    firstName: employee?.firstName ?? '',
    lastName: employee?.lastName ?? '',
    jobTitle: employee?.jobTitle ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    colour: employee?.colour ?? EMPLOYEE_COLOURS[0],
    active: employee?.active ?? true,
    userId: employee?.userId ?? 0,
    workingHours: employee?.workingHours ?? DEFAULT_WORKING_HOURS,
    hourlyCost: typeof employee?.hourlyCost === 'number' ? employee.hourlyCost / 100 : null,
  };

  const save = async (values: FormValues) => {
    const employeeInput: EmployeeInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      jobTitle: values.jobTitle?.trim() ?? '',
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      colour: values.colour,
      active: values.active,
      userId: values.userId || null,
      hourlyCost:
        typeof values.hourlyCost === 'number' ? Math.round(values.hourlyCost * 100) : null,
      workingHours: (values.workingHours ?? []).map(({ weekday, start, end }) => ({
        weekday,
        start,
        end,
      })),
    };
    try {
      const id = employee
        ? (await update({ id: employee.id, employeeInput }).unwrap()).id
        : (await create({ employeeInput }).unwrap()).id;
      message.success(t(employee ? 'employee.saved' : 'employee.created'));
      onClose();
      onSaved?.(id);
    } catch (error) {
      if (errorCode(error as FetchBaseQueryError) === 'DUPLICATE')
        form.setFields([{ name: 'userId', errors: [t('employee.accountTaken')] }]);
    }
  };

  const hoursRule = (name: number) => ({
    validator: async () => {
      const period = form.getFieldValue(['workingHours', name]) as WorkingHours | undefined;
      if (period?.start && period.end && minutesOf(period.start) >= minutesOf(period.end))
        throw new Error(t('appointment.endBeforeStart'));
    },
  });

  return (
    <FormModal<FormValues>
      open
      title={t(employee ? 'employee.editTitle' : 'employee.newTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      formProps={{ className: 'bo-employee-form' }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('employee.firstName')} rules={[required]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('employee.lastName')} rules={[required]}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="jobTitle" label={t('employee.jobTitle')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="email"
            label={t('employee.email')}
            rules={[{ pattern: EMAIL_PATTERN, message: t('validation.email') }]}
          >
            <Input maxLength={254} type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="phone" label={t('employee.phone')}>
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="colour"
            label={t('employee.colour')}
            getValueFromEvent={(colour: { toHexString: () => string }) => colour.toHexString()}
          >
            <ColorPicker
              disabledAlpha
              format="hex"
              showText
              presets={[{ label: t('employee.colour'), colors: EMPLOYEE_COLOURS }]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="userId" label={t('employee.account')}>
            <Select
              options={[
                // 0: none (antd's options take no null).
                { value: 0, label: t('employee.accountNone') },
                ...accounts.map((account) => ({
                  value: account.id,
                  label: `${account.name} (${account.email})`,
                  disabled: account.employeeId !== null && account.employeeId !== employee?.id,
                })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="active"
            label={t('employee.active')}
            valuePropName="checked"
            extra={t('employee.activeHint')}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="hourlyCost"
            label={t('employee.hourlyCost')}
            extra={t('employee.hourlyCostHint')}
          >
            <InputNumber
              min={0}
              max={100000}
              precision={2}
              decimalSeparator=","
              prefix="€"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <fieldset className="bo-employee-form__hours">
        <legend>{t('employee.workingHours')}</legend>
        <Form.List name="workingHours">
          {(fields, { add, remove }) => (
            <>
              {fields.length > 0 && (
                <div
                  className="bo-employee-form__period bo-employee-form__period--head"
                  aria-hidden="true"
                >
                  <span>{t('employee.weekday')}</span>
                  <span>{t('employee.hoursFrom')}</span>
                  <span>{t('employee.hoursTo')}</span>
                </div>
              )}
              {fields.map((field) => (
                <div key={field.key} className="bo-employee-form__period">
                  <Form.Item
                    name={[field.name, 'weekday']}
                    rules={[{ required: true, message: t('validation.required') }]}
                  >
                    <Select
                      aria-label={t('employee.weekday')}
                      options={WEEKDAYS.map((weekday) => ({
                        value: weekday,
                        label: t(`weekday.${weekday}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'start']}
                    rules={[{ required: true, message: t('validation.required') }]}
                    {...clockField}
                  >
                    <TimePicker {...clock} aria-label={t('employee.hoursFrom')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'end']}
                    dependencies={[['workingHours', field.name, 'start']]}
                    rules={[
                      { required: true, message: t('validation.required') },
                      hoursRule(field.name),
                    ]}
                    {...clockField}
                  >
                    <TimePicker {...clock} aria-label={t('employee.hoursTo')} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('employee.removeHours')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden="true" />}
                onClick={() => add({ weekday: 6, start: '08:00', end: '12:00' })}
              >
                {t('employee.addHours')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
    </FormModal>
  );
}

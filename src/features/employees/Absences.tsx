import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, Input, Select } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/employees';
import {
  useCreateAbsenceMutation,
  useRemoveAbsenceMutation,
  type AbsenceKind,
  type EmployeeDetail,
} from '../../entities/appointments/api';
import { dayjs } from '../../shared/dates';
import { errorText } from '../../store/errors';

const KINDS: AbsenceKind[] = ['verlof', 'ziekte', 'opleiding', 'andere'];

interface AbsenceForm {
  period: [Dayjs, Dayjs];
  kind: AbsenceKind;
  note?: string;
}

const shown = (date: string) => dayjs.utc(date).format('DD/MM/YYYY');

/** An employee's absences, the latest first, with a form to add one and a button to remove each. */
export function Absences({ employee }: { employee: EmployeeDetail }) {
  const [form] = Form.useForm<AbsenceForm>();
  const { message } = App.useApp();
  const [create, creating] = useCreateAbsenceMutation();
  const [remove] = useRemoveAbsenceMutation();

  const add = async ({ period, kind, note }: AbsenceForm) => {
    try {
      await create({
        id: employee.id,
        absenceInput: {
          from: period[0].format('YYYY-MM-DD'),
          to: period[1].format('YYYY-MM-DD'),
          kind,
          note: note?.trim() ?? '',
        },
      }).unwrap();
    } catch (failure) {
      message.error(errorText(failure as FetchBaseQueryError));
      return;
    }
    form.resetFields();
    message.success(t('employee.absenceAdded'));
  };

  return (
    <Card title={t('employee.absences')} size="small">
      {employee.absences.length === 0 ? (
        <p className="bo-employee__none">{t('employee.absencesEmpty')}</p>
      ) : (
        <ul className="bo-employee__absences">
          {employee.absences.map((absence) => (
            <li key={absence.id}>
              <span>
                <strong>{t(`absence.kind.${absence.kind}`)}</strong>{' '}
                {t('employee.absenceRange', { from: shown(absence.from), to: shown(absence.to) })}
                {absence.note && <span className="bo-employee__note"> · {absence.note}</span>}
              </span>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`${t('employee.absenceRemove')}: ${t(`absence.kind.${absence.kind}`)} ${shown(absence.from)}`}
                onClick={async () => {
                  await remove({ id: employee.id, absenceId: absence.id }).unwrap();
                  message.success(t('employee.absenceRemoved'));
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Form<AbsenceForm>
        form={form}
        layout="vertical"
        onFinish={(values) => void add(values)}
        initialValues={{ kind: 'verlof' }}
        className="bo-employee__absence-form"
        aria-label={t('employee.absenceNew')}
      >
        <Form.Item
          name="period"
          label={t('employee.absencePeriod')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <DatePicker.RangePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kind" label={t('employee.absenceKind')}>
          <Select
            options={KINDS.map((kind) => ({ value: kind, label: t(`absence.kind.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('employee.absenceNote')}>
          <Input maxLength={500} />
        </Form.Item>
        <Button htmlType="submit" loading={creating.isLoading}>
          {t('employee.absenceAdd')}
        </Button>
      </Form>
    </Card>
  );
}

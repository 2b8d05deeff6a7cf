import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import {
  useGetVehicleBenefitsQuery,
  useSetVehicleBenefitYearMutation,
  type VehicleBenefit,
  type VehicleBenefitYearInput,
} from '../../entities/vehicles/api';
import { todayInBrussels } from '../../shared/brussels';
import { formatCents } from '../../shared/money';
import { errorText } from '../../store/errors';
import { formatDay } from './vehicle-dates';

/** The figures of a year as the form holds them: the minimum in euro. */
interface YearValues extends Omit<VehicleBenefitYearInput, 'minimum'> {
  minimum: number;
}

/** The form for a year's parameters, as published by law, with where they were read. */
function YearForm({ year, values }: { year: number; values?: VehicleBenefitYearInput }) {
  const { message } = App.useApp();
  const [save, { isLoading }] = useSetVehicleBenefitYearMutation();
  const submit = async ({ minimum, ...rest }: YearValues) => {
    try {
      await save({
        year,
        vehicleBenefitYearInput: { ...rest, minimum: Math.round(minimum * 100) },
      }).unwrap();
      message.success(t('benefit.saved', { year }));
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return (
    <Form<YearValues>
      layout="vertical"
      className="bo-vehicle__inline-form"
      initialValues={values && { ...values, minimum: values.minimum / 100 }}
      onFinish={submit}
    >
      <Form.Item
        name="referenceDiesel"
        label={t('benefit.referenceDiesel')}
        rules={[{ required: true }]}
      >
        <InputNumber min={1} max={500} precision={0} suffix="g/km" />
      </Form.Item>
      <Form.Item
        name="referencePetrol"
        label={t('benefit.referencePetrol')}
        rules={[{ required: true }]}
      >
        <InputNumber min={1} max={500} precision={0} suffix="g/km" />
      </Form.Item>
      <Form.Item name="minimum" label={t('benefit.minimum')} rules={[{ required: true }]}>
        <InputNumber min={1} precision={2} decimalSeparator="," prefix="€" />
      </Form.Item>
      <Form.Item
        name="source"
        label={t('benefit.source')}
        rules={[{ required: true, whitespace: true, message: t('benefit.sourceRequired') }]}
      >
        <Input maxLength={500} className="bo-benefit__source" />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          {t('benefit.saveYear')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * The company-car benefit (VAA) per driver and car in a year (docs/product.md § Voertuigen,
 * VAA): the year's parameters with their source, or a form to enter them, and each driver's
 * days and amount.
 */
export function BenefitModal({ onClose, mayWrite }: { onClose: () => void; mayWrite: boolean }) {
  const thisYear = Number(todayInBrussels().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const { data, isError, error } = useGetVehicleBenefitsQuery({ year });
  const [editing, setEditing] = useState(false);
  const missing = (row: VehicleBenefit) =>
    row.missing.map((field) => t(`benefit.missing.${field}`)).join(', ');
  const columns: TableColumnsType<VehicleBenefit> = [
    { title: t('benefit.driver'), key: 'driver', render: (_, row) => row.employee.name },
    { title: t('benefit.vehicle'), dataIndex: 'plate', key: 'plate' },
    {
      title: t('benefit.period'),
      key: 'period',
      render: (_, row) => `${formatDay(row.from)} – ${formatDay(row.to)}`,
    },
    { title: t('benefit.days'), dataIndex: 'days', key: 'days', align: 'right' },
    {
      title: t('benefit.co2Percent'),
      key: 'co2',
      align: 'right',
      render: (_, row) =>
        row.co2Percent === null ? '—' : `${row.co2Percent.toLocaleString('nl-BE')} %`,
    },
    {
      title: t('benefit.amount'),
      key: 'amount',
      align: 'right',
      render: (_, row) =>
        row.amount !== null ? (
          <strong>{formatCents(row.amount)}</strong>
        ) : row.missing.length ? (
          <Typography.Text type="warning">
            {t('benefit.lacks', { fields: missing(row) })}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];
  const parameters = data?.parameters;
  return (
    <Modal
      open
      title={t('benefit.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('fine.close')}</Button>}
      width={880}
    >
      <Typography.Paragraph>{t('benefit.intro')}</Typography.Paragraph>
      <label className="bo-benefit__year">
        {t('benefit.year')}{' '}
        <Select<number>
          aria-label={t('benefit.year')}
          value={year}
          onChange={(chosen) => {
            setYear(chosen);
            setEditing(false);
          }}
          options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((value) => ({
            value,
            label: String(value),
          }))}
        />
      </label>
      {isError ? (
        <Alert type="error" title={errorText(error as Parameters<typeof errorText>[0])} />
      ) : parameters && !editing ? (
        <p className="bo-vehicle__muted">
          {t('benefit.parameters', {
            diesel: parameters.referenceDiesel,
            petrol: parameters.referencePetrol,
            minimum: formatCents(parameters.minimum),
            source: parameters.source,
          })}{' '}
          {mayWrite && (
            <Button type="link" size="small" onClick={() => setEditing(true)}>
              {t('benefit.correct')}
            </Button>
          )}
        </p>
      ) : (
        data && (
          <>
            {!parameters && (
              <div className="bo-benefit__notice">
                <Alert type="info" title={t('benefit.noParameters', { year })} />
              </div>
            )}
            {mayWrite && <YearForm key={year} year={year} values={parameters ?? undefined} />}
          </>
        )
      )}
      <Table<VehicleBenefit>
        size="small"
        rowKey={(row) => `${row.vehicleId}-${row.from}`}
        pagination={false}
        loading={!data && !isError}
        columns={columns}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t('benefit.none') }}
        scroll={{ x: 'max-content' }}
      />
    </Modal>
  );
}

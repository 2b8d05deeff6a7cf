import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, InputNumber, Pagination, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import {
  useCreateVehicleReadingMutation,
  useRemoveVehicleReadingMutation,
  type VehicleDetail,
} from '../../entities/vehicles/api';
import { formatBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { tablePagination } from '../../shared/table-pagination';
import { errorText } from '../../store/errors';
import { useConfirmedRemoval } from './use-confirmed-removal';
import { datesOf, daysText, daysUntil, formatDay, urgencyColour } from './vehicle-dates';

/**
 * The parts of a vehicle's page that its driver sees too (`/my-vehicle`): the dates that matter
 * and the odometer readings.
 */

export const kilometres = new Intl.NumberFormat('nl-BE');

/** The dates that matter, each with the days left in the colour of its urgency. */
export function VehicleDatesCard({ vehicle }: { vehicle: VehicleDetail }) {
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('vehicle.dates')}</h2>}>
      <ul className="bo-vehicle__list">
        {datesOf(vehicle).map(({ kind, date }) => {
          const days = daysUntil(date);
          return (
            <li key={kind}>
              {t(`vehicles.date.${kind}`)}: <strong>{formatDay(date)}</strong>{' '}
              <Tag color={urgencyColour(days)}>{daysText(days)}</Tag>
            </li>
          );
        })}
        {vehicle.serviceDueKm !== null && (
          <li>
            {t('vehicle.serviceDueKm')}:{' '}
            <strong>{kilometres.format(vehicle.serviceDueKm)} km</strong>
          </li>
        )}
      </ul>
      <p className="bo-vehicle__muted">{t('vehicle.datesHint')}</p>
    </Card>
  );
}

type Reading = VehicleDetail['readings'][number];

/** Readings shown a page: the newest ten; the server sends up to a hundred. */
const READINGS_PAGE = 10;

/**
 * The odometer readings, newest first; the form with `mayRecord` (the office, or the driver of
 * the day), a remove button on each reading `mayRemove` allows (the office every one, the driver
 * their own of today, as the server allows).
 */
export function Readings({
  vehicle,
  mayRecord,
  mayRemove = () => mayRecord,
}: {
  vehicle: VehicleDetail;
  mayRecord: boolean;
  mayRemove?: (reading: Reading) => boolean;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ km: number; at: Dayjs }>();
  const [record, { isLoading }] = useCreateVehicleReadingMutation();
  const [removeReading] = useRemoveVehicleReadingMutation();
  const confirmedRemoval = useConfirmedRemoval();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(vehicle.readings.length / READINGS_PAGE));
  const shown = Math.min(page, pages);
  const readings = vehicle.readings.slice((shown - 1) * READINGS_PAGE, shown * READINGS_PAGE);
  const remove = (reading: Reading) =>
    confirmedRemoval(
      {
        title: t('vehicle.readingRemoveConfirm', {
          km: kilometres.format(reading.km),
          at: formatBrussels(reading.at),
        }),
        content: t('vehicle.readingRemoveHint'),
        done: t('vehicle.readingRemoved'),
      },
      () => removeReading({ id: vehicle.id, readingId: reading.id }).unwrap(),
    );
  const save = async ({ km, at }: { km: number; at: Dayjs }) => {
    try {
      await record({
        id: vehicle.id,
        vehicleReadingInput: { km, at: at.toISOString() },
      }).unwrap();
      message.success(t('vehicle.readingAdded'));
      form.resetFields();
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('vehicle.readings')}</h2>}>
      {mayRecord && (
        <Form
          form={form}
          layout="vertical"
          className="bo-vehicle__inline-form"
          initialValues={{ at: dayjs() }}
          onFinish={save}
        >
          <Form.Item name="km" label={t('vehicle.readingKm')} rules={[{ required: true }]}>
            <InputNumber min={0} precision={0} suffix="km" />
          </Form.Item>
          <Form.Item name="at" label={t('vehicle.readingAt')} rules={[{ required: true }]}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="DD/MM/YYYY HH:mm"
              allowClear={false}
            />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={isLoading}>
              {t('vehicle.addReading')}
            </Button>
          </Form.Item>
        </Form>
      )}
      {vehicle.readings.length ? (
        <ul className="bo-vehicle__list">
          {readings.map((reading) => (
            <li key={reading.id}>
              <strong>{kilometres.format(reading.km)} km</strong>{' '}
              <span className="bo-vehicle__muted">
                {formatBrussels(reading.at)}
                {reading.by && ` · ${t('vehicle.readingBy', { name: reading.by.name })}`}
              </span>
              {mayRemove(reading) && (
                <Button
                  type="text"
                  size="small"
                  danger
                  className="bo-vehicle__remove-reading"
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={t('vehicle.readingRemove', {
                    km: kilometres.format(reading.km),
                    at: formatBrussels(reading.at),
                  })}
                  onClick={() => void remove(reading)}
                />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-vehicle__muted">{t('vehicle.readingsNone')}</p>
      )}
      <Pagination
        {...tablePagination(READINGS_PAGE)}
        size="small"
        className="bo-vehicle__readings-pages"
        current={shown}
        total={vehicle.readings.length}
        onChange={setPage}
      />
      {vehicle.moreReadings && <p className="bo-vehicle__muted">{t('vehicle.readingsMore')}</p>}
    </Card>
  );
}

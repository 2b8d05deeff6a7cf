import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import { useGetEmployeesQuery } from '../../entities/appointments/api';
import { downloadCsv, toCsv } from '../../entities/statistics/csv';
import {
  useCreateVehicleTripMutation,
  useGetVehicleTripsQuery,
  usePrefillVehicleTripsMutation,
  useRemoveVehicleTripMutation,
  useUpdateVehicleTripMutation,
  type VehicleDetail,
  type VehicleTrip,
  type VehicleTripLog,
} from '../../entities/vehicles/api';
import { todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { errorText } from '../../store/errors';
import { NOBODY, driverOptions } from './driver-options';
import { useConfirmedRemoval } from './use-confirmed-removal';
import { formatDay } from './vehicle-dates';

const kilometres = new Intl.NumberFormat('nl-BE');
const percent = new Intl.NumberFormat('nl-BE', { style: 'percent', maximumFractionDigits: 1 });
/** How many years back the year picker goes. */
const YEARS_BACK = 6;

// Fixed columns, the places and the purpose cut to theirs (whole on hover): the log fits the
// card beside the expanded menu from 1280 px on, its actions in view without scrolling. Narrower
// (a phone), it scrolls sideways within its card.
const TRIP_TABLE_MIN_WIDTH = 720;

interface TripValues {
  date: Dayjs;
  from: string;
  to: string;
  purpose?: string;
  km?: number | null;
  use: VehicleTrip['use'];
  employeeId: number;
}

/** Adds a trip, or changes one (its kilometres filled in after a pre-fill). */
function TripFormModal({
  vehicle,
  trip,
  mayPickDriver,
  onClose,
}: {
  vehicle: VehicleDetail;
  trip?: VehicleTrip;
  mayPickDriver: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TripValues>();
  const { data: employees = [] } = useGetEmployeesQuery(mayPickDriver ? undefined : skipToken);
  const [create] = useCreateVehicleTripMutation();
  const [update] = useUpdateVehicleTripMutation();
  const [initialValues] = useState<Partial<TripValues>>(() => ({
    date: dayjs(trip?.date ?? todayInBrussels()),
    from: trip?.from ?? '',
    to: trip?.to ?? '',
    purpose: trip?.purpose ?? '',
    km: trip?.km ?? null,
    use: trip?.use ?? 'business',
    employeeId: trip?.employee?.id ?? vehicle.drivers[0]?.employee?.id ?? NOBODY,
  }));
  const drivers = driverOptions(employees, trip?.employee, t('trips.noDriver'));
  const save = async (values: TripValues) => {
    const vehicleTripInput = {
      date: values.date.format('YYYY-MM-DD'),
      from: values.from,
      to: values.to,
      purpose: values.purpose ?? '',
      km: values.km ?? null,
      use: values.use,
      employeeId: values.employeeId === NOBODY ? null : values.employeeId,
    };
    try {
      if (trip) await update({ id: vehicle.id, tripId: trip.id, vehicleTripInput }).unwrap();
      else await create({ id: vehicle.id, vehicleTripInput }).unwrap();
      message.success(t('trips.saved'));
      onClose();
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  const text = [{ required: true, whitespace: true }, { max: 200 }, { pattern: /^[^<>]*$/ }];
  return (
    <FormModal<TripValues>
      open
      title={trip ? t('trips.editTitle') : t('trips.createTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      width={560}
      // Its own ids: the readings' form on the same page has a field `km` too.
      formProps={{ layout: 'vertical', name: 'trip' }}
    >
      <Form.Item name="date" label={t('trips.date')} rules={[{ required: true }]}>
        <DatePicker
          format="DD/MM/YYYY"
          allowClear={false}
          disabledDate={(day) => day.format('YYYY-MM-DD') > todayInBrussels()}
        />
      </Form.Item>
      <Form.Item name="from" label={t('trips.from')} rules={text}>
        <Input {...focusedOnOpen(!trip)} />
      </Form.Item>
      <Form.Item name="to" label={t('trips.to')} rules={text}>
        <Input />
      </Form.Item>
      <Form.Item name="purpose" label={t('trips.purpose')} rules={[{ max: 500 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="km" label={t('trips.km')}>
        <InputNumber min={0} max={5000} precision={0} suffix="km" {...focusedOnOpen(!!trip)} />
      </Form.Item>
      <Form.Item name="use" label={t('trips.use')} rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'business', label: t('trips.use.business') },
            { value: 'private', label: t('trips.use.private') },
          ]}
        />
      </Form.Item>
      <Form.Item name="employeeId" label={t('trips.driver')}>
        <Select showSearch optionFilterProp="label" options={drivers} />
      </Form.Item>
    </FormModal>
  );
}

/** The year's trip log as a CSV for the accountant: one row a trip, then the totals. */
function exportLog(vehicle: VehicleDetail, log: VehicleTripLog) {
  const header = ['date', 'driver', 'from', 'to', 'purpose', 'km', 'use'].map((key) =>
    t(`trips.${key}` as 'trips.date'),
  );
  const rows = log.trips.map((trip) => [
    formatDay(trip.date),
    trip.employee?.name ?? '',
    trip.from,
    trip.to,
    trip.purpose,
    trip.km,
    t(`trips.use.${trip.use}`),
  ]);
  const totals = [
    ['', '', '', '', t('trips.use.business'), log.businessKm, ''],
    ['', '', '', '', t('trips.use.private'), log.privateKm, ''],
  ];
  downloadCsv(
    t('trips.fileName', { plate: vehicle.plate, year: log.year }),
    toCsv(header, [...rows, ...totals], { separator: ';' }),
  );
}

/**
 * A vehicle's trip log per year (docs/product.md § Voertuigen, Rittenregister): the trips with
 * their business and private kilometres, pre-filled from the agenda, exported as CSV.
 */
export function TripLog({
  vehicle,
  mayWrite,
  mayPickDriver,
}: {
  vehicle: VehicleDetail;
  mayWrite: boolean;
  mayPickDriver: boolean;
}) {
  const { message } = App.useApp();
  const thisYear = Number(todayInBrussels().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<{ trip?: VehicleTrip } | null>(null);
  const { data: log, isError, isFetching } = useGetVehicleTripsQuery({ id: vehicle.id, year });
  const [prefill, { isLoading: prefilling }] = usePrefillVehicleTripsMutation();
  const [removeTrip] = useRemoveVehicleTripMutation();

  const fillIn = async () => {
    try {
      const { added } = await prefill({ id: vehicle.id, vehicleTripYear: { year } }).unwrap();
      message.success(added ? t('trips.prefilled', { count: added }) : t('trips.prefilledNone'));
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  const confirmedRemoval = useConfirmedRemoval();
  const remove = (trip: VehicleTrip) =>
    confirmedRemoval(
      {
        title: t('trips.removeConfirm', { date: formatDay(trip.date), to: trip.to }),
        content: t('trips.removeHint'),
        done: t('trips.removed'),
      },
      () => removeTrip({ id: vehicle.id, tripId: trip.id }).unwrap(),
    );

  const columns: TableColumnsType<VehicleTrip> = [
    {
      title: t('trips.date'),
      key: 'date',
      width: 104,
      render: (_, trip) => formatDay(trip.date),
    },
    {
      title: t('trips.driver'),
      key: 'driver',
      width: 110,
      ellipsis: true,
      render: (_, trip) => trip.employee?.name ?? '—',
    },
    { title: t('trips.from'), dataIndex: 'from', key: 'from', width: 115, ellipsis: true },
    { title: t('trips.to'), dataIndex: 'to', key: 'to', width: 115, ellipsis: true },
    { title: t('trips.purpose'), dataIndex: 'purpose', key: 'purpose', ellipsis: true },
    {
      title: t('trips.km'),
      key: 'km',
      width: 76,
      align: 'right',
      render: (_, trip) =>
        trip.km === null ? <Tag color="orange">{t('trips.noKm')}</Tag> : kilometres.format(trip.km),
    },
    {
      title: t('trips.use'),
      key: 'use',
      width: 80,
      render: (_, trip) => t(`trips.use.${trip.use}`),
    },
    ...(mayWrite
      ? [
          {
            title: t('trips.actions'),
            key: 'actions',
            width: 76,
            render: (_: unknown, trip: VehicleTrip) => {
              const what = { date: formatDay(trip.date), to: trip.to };
              return (
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined aria-hidden="true" />}
                    aria-label={t('trips.edit', what)}
                    onClick={() => setEditing({ trip })}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined aria-hidden="true" />}
                    aria-label={t('trips.remove', what)}
                    onClick={() => void remove(trip)}
                  />
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  const total = log ? log.businessKm + log.privateKm : 0;
  return (
    <Card
      className="bo-vehicle__wide"
      title={<h2 className="bo-vehicle__section-title">{t('trips.title')}</h2>}
      extra={
        <Space wrap>
          <Select
            aria-label={t('trips.year')}
            value={year}
            onChange={setYear}
            options={Array.from({ length: YEARS_BACK }, (_, back) => ({
              value: thisYear - back,
              label: String(thisYear - back),
            }))}
          />
          {mayWrite && (
            <>
              <Button onClick={() => void fillIn()} loading={prefilling}>
                {t('trips.prefill')}
              </Button>
              <Button onClick={() => setEditing({})}>{t('trips.add')}</Button>
            </>
          )}
          <Button disabled={!log?.trips.length} onClick={() => log && exportLog(vehicle, log)}>
            {t('trips.export')}
          </Button>
        </Space>
      }
    >
      {isError ? (
        <p className="bo-vehicle__muted">{t('trips.failed')}</p>
      ) : (
        <>
          {log && total > 0 && (
            <p>
              {t('trips.totals', {
                business: kilometres.format(log.businessKm),
                private: kilometres.format(log.privateKm),
                share: percent.format(log.businessKm / total),
              })}
            </p>
          )}
          {log && log.withoutKm > 0 && (
            <p className="bo-vehicle__muted">{t('trips.withoutKm', { count: log.withoutKm })}</p>
          )}
          {log && !log.trips.length && !isFetching ? (
            // No table for an empty year: on a phone its fixed columns would scroll a region
            // with nothing in it to focus (axe's scrollable-region-focusable).
            <p className="bo-vehicle__muted">{t('trips.none')}</p>
          ) : (
            <Table<VehicleTrip>
              size="small"
              rowKey="id"
              loading={!log || isFetching}
              columns={columns}
              dataSource={log?.trips ?? []}
              pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
              // Its own colour: the table's placeholder grey is too faint to read (axe).
              locale={{ emptyText: <span className="bo-vehicle__muted">{t('trips.none')}</span> }}
              tableLayout="fixed"
              // Narrower than its columns (a phone): the log scrolls sideways within the card. An
              // empty log never does, as a region that scrolls needs something to focus (axe).
              scroll={log?.trips.length ? { x: TRIP_TABLE_MIN_WIDTH } : undefined}
            />
          )}
        </>
      )}
      <p className="bo-vehicle__muted">{t('trips.hint')}</p>
      {editing && (
        <TripFormModal
          vehicle={vehicle}
          trip={editing.trip}
          mayPickDriver={mayPickDriver}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

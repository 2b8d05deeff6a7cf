import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Result,
  Select,
  Skeleton,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/vehicles';
import { useGetEmployeesQuery } from '../../entities/appointments/api';
import { DocumentsSection } from '../../entities/documents/DocumentsSection';
import { HistoryDrawer } from '../../entities/history/HistoryDrawer';
import { RecordActions } from '../../entities/history/RecordActions';
import {
  useGetVehicleCostsQuery,
  useGetVehicleQuery,
  useRemoveVehicleMutation,
  useSetVehicleDriverMutation,
  type VehicleDetail,
  type VehicleYearCosts,
} from '../../entities/vehicles/api';
import { formatBrussels, todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { formatCents } from '../../shared/money';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { errorText } from '../../store/errors';
import { useCan } from '../../store/permissions';
import { DamageReports } from './DamageReports';
import { TripLog } from './TripLog';
import { Readings, VehicleDatesCard, kilometres } from './VehicleParts';
import { VehicleFormModal } from './VehicleFormModal';
import { formatDay } from './vehicle-dates';
import './vehicles.css';

/** The assign form's "nobody" choice (the API's null). */
const NOBODY = 0;

function Drivers({ vehicle, mayWrite }: { vehicle: VehicleDetail; mayWrite: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ employeeId: number; from: Dayjs }>();
  const { data: employees = [] } = useGetEmployeesQuery(mayWrite ? undefined : skipToken);
  const [assign, { isLoading }] = useSetVehicleDriverMutation();
  const save = async ({ employeeId, from }: { employeeId: number; from: Dayjs }) => {
    try {
      await assign({
        id: vehicle.id,
        vehicleDriverInput: {
          employeeId: employeeId === NOBODY ? null : employeeId,
          from: from.format('YYYY-MM-DD'),
        },
      }).unwrap();
      message.success(t('vehicle.assigned'));
      form.resetFields();
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('vehicle.drivers')}</h2>}>
      {vehicle.drivers.length ? (
        <ul className="bo-vehicle__list">
          {vehicle.drivers.map((driver) => (
            <li key={driver.id}>
              {driver.employee?.name ?? t('vehicle.driverNobody')}{' '}
              <span className="bo-vehicle__muted">
                {t('vehicle.driverFrom', { date: formatDay(driver.from) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-vehicle__muted">{t('vehicle.driversNone')}</p>
      )}
      {mayWrite && (
        <Form
          form={form}
          layout="vertical"
          className="bo-vehicle__inline-form"
          initialValues={{ from: dayjs(todayInBrussels()) }}
          onFinish={save}
        >
          <Form.Item
            name="employeeId"
            label={t('vehicle.assignEmployee')}
            rules={[{ required: true }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              className="bo-vehicle__employee"
              options={[
                { value: NOBODY, label: t('vehicle.assignNobody') },
                ...employees
                  .filter((employee) => employee.active)
                  .map((employee) => ({
                    value: employee.id,
                    label: `${employee.firstName} ${employee.lastName}`,
                  })),
              ]}
            />
          </Form.Item>
          <Form.Item name="from" label={t('vehicle.assignFrom')} rules={[{ required: true }]}>
            <DatePicker format="DD/MM/YYYY" allowClear={false} />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" loading={isLoading}>
              {t('vehicle.assign')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}

const litres = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

function Fuellings({ vehicle }: { vehicle: VehicleDetail }) {
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('vehicle.fuellings')}</h2>}>
      {vehicle.fuellings.length ? (
        <ul className="bo-vehicle__list">
          {vehicle.fuellings.map((fuelling) => (
            <li key={fuelling.id}>
              <strong>
                {t('vehicle.fuellingLine', {
                  litres: litres.format(fuelling.millilitres / 1000),
                  product: fuelling.product,
                  amount: formatCents(fuelling.amount),
                })}
              </strong>{' '}
              <span className="bo-vehicle__muted">
                {formatBrussels(fuelling.at)}
                {fuelling.station && ` · ${fuelling.station}`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="bo-vehicle__muted">{t('vehicle.fuellingsNone')}</p>
      )}
    </Card>
  );
}

/** Its costs per year, newest first, net of VAT, and what a kilometre cost. */
function Costs({ vehicle }: { vehicle: VehicleDetail }) {
  const { data: years, isError } = useGetVehicleCostsQuery({ vehicleId: vehicle.id });
  const euro = (cents: number) => formatCents(cents);
  const columns: TableColumnsType<VehicleYearCosts> = [
    { title: t('vehicle.costs.year'), dataIndex: 'year', key: 'year' },
    ...(['fuel', 'maintenance', 'insurance', 'leasing', 'other', 'total'] as const).map(
      (figure) => ({
        title: t(`vehicle.costs.${figure}`),
        key: figure,
        align: 'right' as const,
        render: (_: unknown, row: VehicleYearCosts) =>
          figure === 'total' ? <strong>{euro(row.total)}</strong> : euro(row[figure]),
      }),
    ),
    {
      title: t('vehicle.costs.km'),
      key: 'km',
      align: 'right',
      render: (_, row) => (row.km === null ? '—' : kilometres.format(row.km)),
    },
    {
      title: t('vehicle.costs.perKm'),
      key: 'perKm',
      align: 'right',
      render: (_, row) => (row.costPerKm === null ? '—' : euro(row.costPerKm)),
    },
  ];
  return (
    <Card
      className="bo-vehicle__wide"
      title={<h2 className="bo-vehicle__section-title">{t('vehicle.costs')}</h2>}
    >
      {isError ? (
        <p className="bo-vehicle__muted">{t('vehicle.costs.failed')}</p>
      ) : (
        <Table<VehicleYearCosts>
          size="small"
          rowKey="year"
          pagination={false}
          loading={!years}
          columns={columns}
          dataSource={years ? [...years].reverse() : []}
          locale={{
            emptyText: <span className="bo-vehicle__muted">{t('vehicle.costs.none')}</span>,
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <p className="bo-vehicle__muted">{t('vehicle.costs.hint')}</p>
    </Card>
  );
}

/**
 * /vehicles/:id (docs/product.md § Voertuigen): a vehicle's details, the dates that matter with
 * the days left, who drove it over time (and a new assignment), and its odometer readings.
 */
export default function VehiclePage() {
  const mayWrite = useCan('vehicles', 'write');
  const mayReadHistory = useCan('history');
  const mayReadFiles = useCan('files');
  const id = useIdParam();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data: vehicle, error, isError, refetch } = useGetVehicleQuery(id ? { id } : skipToken);
  const [remove] = useRemoveVehicleMutation();
  const [editing, setEditing] = useState(0);
  const [history, setHistory] = useState(false);

  if (isNotFound(id, { isError, error })) {
    return (
      <Result
        status="404"
        title={t('vehicle.notFound')}
        extra={<Link to="/vehicles">{t('vehicle.back')}</Link>}
      />
    );
  }
  if (!vehicle) {
    return isError ? (
      <LoadFailed title={t('vehicle.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('vehicle.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  const removeVehicle = async () => {
    const confirmed = await modal.confirm({
      title: t('vehicle.removeConfirm', { plate: vehicle.plateFormatted }),
      content: t('vehicle.removeHint'),
      okText: t('vehicle.remove'),
      cancelText: t('vehicle.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await remove({ id: vehicle.id }).unwrap();
    message.success(t('vehicle.removed'));
    navigate('/vehicles');
  };

  const given = (value: string | number | null) =>
    value === null || value === '' ? t('vehicle.notGiven') : value;
  return (
    <div className="bo-vehicle">
      <Link to="/vehicles" className="bo-vehicle__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('vehicle.back')}
      </Link>
      <header className="bo-vehicle__header">
        <PageTitle>{vehicle.plateFormatted}</PageTitle>
        <Tag>{t(`vehicles.category.${vehicle.category}`)}</Tag>
        <Tag>{t(`vehicles.fuel.${vehicle.fuel}`)}</Tag>
        <Tag>{t(`vehicles.ownership.${vehicle.ownership}`)}</Tag>
        <span className="bo-vehicle__actions">
          <RecordActions
            mayWrite={mayWrite}
            mayReadHistory={mayReadHistory}
            labels={{
              edit: t('vehicle.edit'),
              history: t('history.title'),
              remove: t('vehicle.remove'),
            }}
            onEdit={() => setEditing((n) => n + 1)}
            onHistory={() => setHistory(true)}
            onRemove={removeVehicle}
          />
        </span>
      </header>
      <div className="bo-vehicle__grid">
        <VehicleDatesCard vehicle={vehicle} />
        <Card title={<h2 className="bo-vehicle__section-title">{t('vehicle.details')}</h2>}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('vehicle.vin')}>{given(vehicle.vin)}</Descriptions.Item>
            <Descriptions.Item label={t('vehicle.co2')}>{given(vehicle.co2)}</Descriptions.Item>
            <Descriptions.Item label={t('vehicle.catalogueValue')}>
              {vehicle.catalogueValue === null
                ? t('vehicle.notGiven')
                : formatCents(vehicle.catalogueValue)}
            </Descriptions.Item>
            <Descriptions.Item label={t('vehicle.firstRegistration')}>
              {vehicle.firstRegistration
                ? formatDay(vehicle.firstRegistration)
                : t('vehicle.notGiven')}
            </Descriptions.Item>
            {vehicle.ownership === 'leased' && (
              <Descriptions.Item label={t('vehicle.leaseContract')}>
                {given(vehicle.leaseContract)}
              </Descriptions.Item>
            )}
            {vehicle.notes && (
              <Descriptions.Item label={t('vehicle.notes')}>{vehicle.notes}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
        <Drivers vehicle={vehicle} mayWrite={mayWrite} />
        <Readings vehicle={vehicle} mayRecord={mayWrite} />
        <Fuellings vehicle={vehicle} />
        <Costs vehicle={vehicle} />
        <TripLog vehicle={vehicle} mayWrite={mayWrite} mayPickDriver={mayWrite} />
        <DamageReports
          vehicle={vehicle}
          mayReport={mayWrite}
          mayRemove={mayWrite}
          mayPickDriver={mayWrite}
        />
        {mayReadFiles && (
          <DocumentsSection kind="vehicle" id={vehicle.id} label={vehicle.plateFormatted} />
        )}
      </div>
      {editing > 0 && (
        <VehicleFormModal key={editing} vehicle={vehicle} onClose={() => setEditing(0)} />
      )}
      <HistoryDrawer
        target={history ? { kind: 'vehicle', id: vehicle.id, label: vehicle.plateFormatted } : null}
        onClose={() => setHistory(false)}
      />
    </div>
  );
}

import { Button, Card, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import {
  useGetStockLevelsQuery,
  useGetStockLocationsQuery,
  useGetToolsQuery,
  type StockLevel,
  type Tool,
} from '../../entities/inventory/api';
import { quantityText } from '../../entities/inventory/quantities';
import { expectedBackCell, nextInspectionCell } from '../../entities/inventory/tool-dates';
import {
  useGetVehicleQuery,
  useGetVehiclesQuery,
  type VehicleDetail,
} from '../../entities/vehicles/api';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { inBrussels, todayInBrussels } from '../../shared/brussels';
import { useAppSelector } from '../../store/hooks';
import { selectUser } from '../../store/session';
import { DamageReports } from './DamageReports';
import { TripLog } from './TripLog';
import { UseOnProjectModal } from './UseOnProjectModal';
import { Readings, VehicleDatesCard } from './VehicleParts';
import './vehicles.css';

/** Articles a page of the van's stock shows: a screenful or two on a phone. */
const STOCK_PAGE = 25;

function Loading({ label }: { label: string }) {
  return (
    <Card aria-busy="true" aria-label={label}>
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}

/** What the van holds, each article with a button that books some of it on a project. */
function VanStock({ locationId }: { locationId: number }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const [using, setUsing] = useState<StockLevel | null>(null);
  const { data, isFetching, isError, error, refetch } = useGetStockLevelsQuery({
    location: locationId,
    limit: STOCK_PAGE,
    cursor: cursors.at(-1),
  });
  let body;
  if (data) {
    body = data.items.length ? (
      <Table<StockLevel>
        rowKey="articleId"
        dataSource={data.items}
        size="small"
        loading={isFetching}
        pagination={false}
        columns={[
          { key: 'article', title: t('myVehicle.article'), dataIndex: 'articleName' },
          {
            key: 'quantity',
            title: t('myVehicle.quantity'),
            align: 'right',
            render: (_, row) => quantityText(row.quantity, row.unitCode),
          },
          {
            key: 'use',
            title: <span className="bo-sr-only">{t('myVehicle.actions')}</span>,
            align: 'right',
            render: (_, row) =>
              row.quantity > 0 && (
                <Button
                  size="small"
                  aria-label={t('myVehicle.useArticle', { name: row.articleName })}
                  onClick={() => setUsing(row)}
                >
                  {t('myVehicle.use')}
                </Button>
              ),
          },
        ]}
      />
    ) : (
      <p className="bo-vehicle__muted">{t('myVehicle.stockNone')}</p>
    );
  } else if (isError) {
    body = <LoadFailed title={t('myVehicle.stockFailed')} error={error} onRetry={refetch} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  }
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('myVehicle.stock')}</h2>}>
      {body}
      {(cursors.length > 0 || data?.next) && (
        <div className="bo-vehicle__pages">
          {cursors.length > 0 && (
            <Button onClick={() => setCursors(cursors.slice(0, -1))}>
              {t('myVehicle.previousPage')}
            </Button>
          )}
          {data?.next && (
            <Button onClick={() => setCursors([...cursors, data.next!])}>
              {t('myVehicle.nextPage')}
            </Button>
          )}
        </div>
      )}
      {using && (
        <UseOnProjectModal level={using} locationId={locationId} onClose={() => setUsing(null)} />
      )}
    </Card>
  );
}

/** A reading the driver may take back, as the server allows: recorded by them, dated today. */
const recordedTodayBy =
  (userId: number | undefined) => (reading: VehicleDetail['readings'][number]) =>
    reading.by !== null &&
    reading.by.id === userId &&
    inBrussels(reading.at).format('YYYY-MM-DD') === todayInBrussels();

/** One vehicle the account's employee drives today: its dates, readings, stock and trip log. */
function DrivenVehicle({ id, stockLocationId }: { id: number; stockLocationId?: number }) {
  const { data: vehicle, isError, error, refetch } = useGetVehicleQuery({ id });
  const userId = useAppSelector(selectUser)?.id;
  if (!vehicle) {
    return isError ? (
      <LoadFailed title={t('myVehicle.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Loading label={t('myVehicle.loading')} />
    );
  }
  return (
    <section className="bo-vehicle__driven" aria-labelledby={`vehicle-${id}`}>
      <header className="bo-vehicle__header">
        <h2 id={`vehicle-${id}`} className="bo-vehicle__plate">
          {vehicle.plateFormatted}
        </h2>
        <Tag>{t(`vehicles.category.${vehicle.category}`)}</Tag>
        <Tag>{t(`vehicles.fuel.${vehicle.fuel}`)}</Tag>
      </header>
      <div className="bo-vehicle__grid">
        <VehicleDatesCard vehicle={vehicle} />
        <Readings vehicle={vehicle} mayRecord mayRemove={recordedTodayBy(userId)} />
        {stockLocationId !== undefined && <VanStock locationId={stockLocationId} />}
        <TripLog vehicle={vehicle} mayWrite mayPickDriver={false} />
        <DamageReports vehicle={vehicle} mayReport mayRemove={false} mayPickDriver={false} />
      </div>
    </section>
  );
}

/**
 * The tools lent to the account's employee or to the van they drive today, with their return and
 * inspection dates.
 */
function HeldTools() {
  const { data: tools, isError, error, refetch } = useGetToolsQuery({ holder: 'me' });
  const today = todayInBrussels();
  let body;
  if (tools) {
    body = tools.length ? (
      <Table<Tool>
        rowKey="id"
        dataSource={tools}
        size="small"
        pagination={false}
        columns={[
          { key: 'name', title: t('tools.name'), dataIndex: 'name' },
          // A phone shows the name, who holds it and when it is due back: the serial from
          // 768 px on, the next inspection from 576 px on.
          { key: 'serial', title: t('tools.serial'), dataIndex: 'serial', responsive: ['md'] },
          {
            key: 'holder',
            title: t('myVehicle.toolHolder'),
            render: (_, tool) => tool.holder?.holderName,
          },
          {
            key: 'back',
            title: t('tools.expectedBack'),
            render: (_, tool) => expectedBackCell(tool),
          },
          {
            key: 'inspection',
            title: t('tools.nextInspection'),
            render: (_, tool) => nextInspectionCell(tool, today),
            responsive: ['sm'],
          },
        ]}
      />
    ) : (
      <p className="bo-vehicle__muted">{t('myVehicle.toolsNone')}</p>
    );
  } else if (isError) {
    body = <LoadFailed title={t('myVehicle.toolsFailed')} error={error} onRetry={refetch} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  }
  return (
    <Card title={<h2 className="bo-vehicle__section-title">{t('myVehicle.tools')}</h2>}>
      {body}
    </Card>
  );
}

/**
 * /my-vehicle (docs/product.md § Voertuigen): a Technieker's day in the van on one page. The
 * vehicle they drive today (its dates, the odometer reading to record, the trip log to keep), the
 * stock it carries with a button to book some on a project of their team, and the tools lent to
 * them. Every call is one the server grants them on their own rows (assignedVehicle, heldStock).
 */
export default function MyVehiclePage() {
  const { data: vehicles, isError, error, refetch } = useGetVehiclesQuery({ driver: 'me' });
  const { data: locations } = useGetStockLocationsQuery({ driver: 'me' });
  const stockOf = (vehicleId: number) =>
    locations?.find((location) => location.vehicleId === vehicleId)?.id;
  let driven;
  if (vehicles) {
    driven = vehicles.length ? (
      vehicles.map((vehicle) => (
        <DrivenVehicle key={vehicle.id} id={vehicle.id} stockLocationId={stockOf(vehicle.id)} />
      ))
    ) : (
      <Card>
        <Empty description={t('myVehicle.none')} />
      </Card>
    );
  } else if (isError) {
    driven = <LoadFailed title={t('myVehicle.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    driven = <Loading label={t('myVehicle.loading')} />;
  }
  return (
    <div className="bo-vehicle">
      <PageTitle>{t('myVehicle.title')}</PageTitle>
      <p className="bo-vehicle__muted">{t('myVehicle.intro')}</p>
      {driven}
      <HeldTools />
    </div>
  );
}

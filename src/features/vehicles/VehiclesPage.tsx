import { CarOutlined, PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/vehicles';
import { useGetVehiclesQuery, type Vehicle } from '../../entities/vehicles/api';
import { LoadFailed } from '../../shared/LoadFailed';
import { PageTitle } from '../../shared/PageTitle';
import { useRowLink } from '../../shared/page-hooks/row-link';
import { useCan } from '../../store/permissions';
import { BenefitModal } from './BenefitModal';
import { FineModal } from './FineModal';
import { FuelImportModal } from './FuelImportModal';
import { VehicleFormModal } from './VehicleFormModal';
import { daysText, daysUntil, formatDay, nextDateOf, urgencyColour } from './vehicle-dates';
import './vehicles.css';

const kilometres = new Intl.NumberFormat('nl-BE');

/**
 * /vehicles (docs/product.md § Voertuigen): the company's vehicles with their driver today,
 * their last odometer reading and the first date that comes up (keuring, insurance, lease,
 * service), coloured when it is near; a button adds one, another finds who drove at a fine's
 * moment.
 */
export default function VehiclesPage() {
  const mayWrite = useCan('vehicles', 'write');
  const navigate = useNavigate();
  const { data: vehicles, isError, error, refetch } = useGetVehiclesQuery({});
  const rowLink = useRowLink<Vehicle>((vehicle) => `/vehicles/${vehicle.id}`, 'bo-vehicles__row');
  const [creating, setCreating] = useState(0);
  const [fine, setFine] = useState(0);
  const [fuel, setFuel] = useState(0);
  const [benefit, setBenefit] = useState(0);

  let body;
  if (vehicles) {
    body = vehicles.length ? (
      <Table<Vehicle>
        rowKey="id"
        dataSource={vehicles}
        pagination={false}
        onRow={rowLink}
        columns={[
          {
            key: 'plate',
            title: t('vehicles.plate'),
            render: (_, vehicle) => (
              <Link to={`/vehicles/${vehicle.id}`} className="bo-vehicles__plate">
                {vehicle.plateFormatted}
              </Link>
            ),
          },
          {
            key: 'kind',
            title: t('vehicles.kind'),
            render: (_, vehicle) =>
              `${t(`vehicles.category.${vehicle.category}`)} · ${t(`vehicles.fuel.${vehicle.fuel}`)}`,
          },
          {
            key: 'driver',
            title: t('vehicles.driver'),
            render: (_, vehicle) => vehicle.driver?.name ?? t('vehicles.noDriver'),
          },
          {
            key: 'km',
            title: t('vehicles.km'),
            align: 'right',
            render: (_, vehicle) =>
              vehicle.lastReading
                ? `${kilometres.format(vehicle.lastReading.km)} km`
                : t('vehicles.none'),
          },
          {
            key: 'next',
            title: t('vehicles.nextDate'),
            render: (_, vehicle) => {
              const next = nextDateOf(vehicle);
              if (!next) return t('vehicles.none');
              const days = daysUntil(next.date);
              return (
                <span>
                  {t(`vehicles.date.${next.kind}`)}: {formatDay(next.date)}{' '}
                  <Tag color={urgencyColour(days)}>{daysText(days)}</Tag>
                </span>
              );
            },
          },
        ]}
      />
    ) : (
      <Card>
        <Empty description={t('vehicles.empty')} />
      </Card>
    );
  } else if (isError) {
    body = <LoadFailed title={t('vehicles.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('vehicles.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }

  return (
    <div className="bo-vehicles">
      <PageTitle>{t('vehicles.title')}</PageTitle>
      <div className="bo-vehicles__toolbar">
        <Button icon={<SearchOutlined aria-hidden="true" />} onClick={() => setFine((n) => n + 1)}>
          {t('vehicles.fine')}
        </Button>
        <Button icon={<CarOutlined aria-hidden="true" />} onClick={() => setBenefit((n) => n + 1)}>
          {t('benefit.button')}
        </Button>
        {mayWrite && (
          <Button
            icon={<UploadOutlined aria-hidden="true" />}
            onClick={() => setFuel((n) => n + 1)}
          >
            {t('fuel.button')}
          </Button>
        )}
        {mayWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setCreating((n) => n + 1)}
          >
            {t('vehicles.new')}
          </Button>
        )}
      </div>
      {body}
      {creating > 0 && (
        <VehicleFormModal
          key={creating}
          onClose={() => setCreating(0)}
          onSaved={(id) => navigate(`/vehicles/${id}`)}
        />
      )}
      {fine > 0 && <FineModal key={fine} onClose={() => setFine(0)} />}
      {fuel > 0 && <FuelImportModal key={fuel} onClose={() => setFuel(0)} />}
      {benefit > 0 && (
        <BenefitModal key={benefit} mayWrite={mayWrite} onClose={() => setBenefit(0)} />
      )}
    </div>
  );
}

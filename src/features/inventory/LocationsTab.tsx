import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Form, Input, Select, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/inventory';
import { useGetVehiclesQuery } from '../../entities/vehicles/api';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import { LoadFailed } from '../../shared/LoadFailed';
import { formatCents } from '../../shared/money';
import {
  useCreateStockLocationMutation,
  useGetStockLocationsQuery,
  useRemoveStockLocationMutation,
  type StockLocation,
  type StockLocationInput,
  type StockLocationKind,
} from '../../entities/inventory/api';

const KINDS: StockLocationKind[] = ['warehouse', 'vehicle', 'site'];

/** The warehouses, vans and sites that hold stock, with what they hold; added and removed here. */
export function LocationsTab({ mayWrite }: { mayWrite: boolean }) {
  const { modal } = App.useApp();
  const write = useWrite();
  const { data: locations, isError, error, refetch } = useGetStockLocationsQuery({});
  const [remove] = useRemoveStockLocationMutation();
  const [adding, setAdding] = useState(0);

  const confirmRemove = (location: StockLocation) =>
    modal.confirm({
      title: t('locations.removeTitle', { name: location.name }),
      okText: t('locations.remove'),
      okButtonProps: { danger: true },
      cancelText: t('inventory.cancel'),
      onOk: () => write(() => remove({ id: location.id }).unwrap()),
    });

  if (isError)
    return <LoadFailed title={t('locations.loadFailed')} error={error} onRetry={refetch} />;
  if (!locations)
    return (
      <Card aria-busy="true" aria-label={t('locations.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  return (
    <>
      {mayWrite && (
        <div className="bo-inventory__filters">
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setAdding((n) => n + 1)}
          >
            {t('locations.new')}
          </Button>
        </div>
      )}
      {locations.length ? (
        <Table<StockLocation>
          rowKey="id"
          dataSource={locations}
          size="middle"
          pagination={false}
          columns={[
            {
              key: 'name',
              title: t('locations.name'),
              render: (_, row) => <Link to={`/inventory?location=${row.id}`}>{row.name}</Link>,
            },
            {
              key: 'kind',
              title: t('locations.kind'),
              render: (_, row) => t(`locations.kind.${row.kind}`),
            },
            {
              key: 'articles',
              title: t('locations.articles'),
              align: 'right',
              dataIndex: 'articles',
            },
            {
              key: 'value',
              title: t('locations.value'),
              align: 'right',
              render: (_, row) => row.value !== null && formatCents(row.value),
            },
            ...(mayWrite
              ? [
                  {
                    key: 'actions',
                    title: <span className="bo-sr-only">{t('locations.actions')}</span>,
                    render: (_: unknown, row: StockLocation) => (
                      <Button
                        type="text"
                        icon={<DeleteOutlined aria-hidden="true" />}
                        aria-label={t('locations.removeNamed', { name: row.name })}
                        onClick={() => confirmRemove(row)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <Card>
          <Empty description={t('locations.empty')} />
        </Card>
      )}
      {adding > 0 && <LocationFormModal key={adding} onClose={() => setAdding(0)} />}
    </>
  );
}

/** Adds a warehouse, a van (one of Voertuigen's) or a project's site. */
function LocationFormModal({ onClose }: { onClose: () => void }) {
  const write = useWrite();
  const [form] = Form.useForm<StockLocationInput>();
  const kind = Form.useWatch('kind', form);
  const { data: vehicles } = useGetVehiclesQuery({});
  const [create] = useCreateStockLocationMutation();

  const save = async (values: StockLocationInput) => {
    const created = await write(
      () => create({ stockLocationInput: values }).unwrap(),
      t('locations.created'),
    );
    if (created) onClose();
  };

  return (
    <FormModal<StockLocationInput>
      open
      title={t('locations.new')}
      form={form}
      initialValues={{ kind: 'warehouse' }}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item name="kind" label={t('locations.kind')}>
        <Select options={KINDS.map((value) => ({ value, label: t(`locations.kind.${value}`) }))} />
      </Form.Item>
      {kind === 'vehicle' && (
        <Form.Item
          name="vehicleId"
          label={t('locations.vehicle')}
          rules={[{ required: true, message: t('locations.vehicleRequired') }]}
        >
          <Select
            options={(vehicles ?? []).map((vehicle) => ({
              value: vehicle.id,
              label: vehicle.plateFormatted,
            }))}
          />
        </Form.Item>
      )}
      {kind === 'site' && (
        <Form.Item
          name="projectId"
          label={t('locations.project')}
          rules={[{ required: true, message: t('locations.projectRequired') }]}
        >
          <ProjectPicker />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('locations.name')}
        extra={kind === 'warehouse' ? undefined : t('locations.nameHint')}
        rules={
          kind === 'warehouse'
            ? [{ required: true, whitespace: true, message: t('locations.nameRequired') }]
            : []
        }
      >
        <Input maxLength={200} {...focusedOnOpen()} />
      </Form.Item>
    </FormModal>
  );
}

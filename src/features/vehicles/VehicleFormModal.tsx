import { App, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import {
  useCreateVehicleMutation,
  useUpdateVehicleMutation,
  type Vehicle,
  type VehicleCategory,
  type VehicleFuel,
  type VehicleInput,
  type VehicleOwnership,
} from '../../entities/vehicles/api';
import { dayjs } from '../../shared/dates';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { errorText } from '../../store/errors';

const CATEGORIES: VehicleCategory[] = ['N1', 'M1'];
const FUELS: VehicleFuel[] = ['diesel', 'benzine', 'elektrisch', 'hybride', 'cng', 'lpg'];
const OWNERSHIPS: VehicleOwnership[] = ['owned', 'leased'];
const DATE_FIELDS = [
  'firstRegistration',
  'keuringValidUntil',
  'insuranceRenewal',
  'leaseEnd',
  'serviceDueDate',
] as const;
type DateField = (typeof DATE_FIELDS)[number];

type Values = Omit<VehicleInput, DateField | 'catalogueValue'> & {
  /** In euro, as typed. */
  catalogueEuro?: number | null;
} & Partial<Record<DateField, Dayjs | null>>;

const day = (value: string | null | undefined) => (value ? dayjs(value) : null);

function initialOf(vehicle?: Vehicle): Values {
  if (!vehicle) return { category: 'N1', fuel: 'diesel', ownership: 'owned' };
  return {
    plate: vehicle.plateFormatted,
    vin: vehicle.vin,
    category: vehicle.category,
    fuel: vehicle.fuel,
    co2: vehicle.co2,
    catalogueEuro: vehicle.catalogueValue === null ? null : vehicle.catalogueValue / 100,
    ownership: vehicle.ownership,
    leaseContract: vehicle.leaseContract,
    serviceDueKm: vehicle.serviceDueKm,
    notes: vehicle.notes,
    ...Object.fromEntries(DATE_FIELDS.map((field) => [field, day(vehicle[field])])),
  };
}

function inputOf({ catalogueEuro, ...values }: Values): VehicleInput {
  const dates = Object.fromEntries(
    DATE_FIELDS.map((field) => [field, values[field]?.format('YYYY-MM-DD') ?? null]),
  ) as Record<DateField, string | null>;
  return {
    ...values,
    ...dates,
    vin: values.vin ?? '',
    co2: values.co2 ?? null,
    serviceDueKm: values.serviceDueKm ?? null,
    leaseContract: values.leaseContract ?? '',
    notes: values.notes ?? '',
    catalogueValue:
      catalogueEuro === null || catalogueEuro === undefined
        ? null
        : Math.round(catalogueEuro * 100),
  };
}

/** Adds a vehicle, or changes one: its identity, its figures and the dates that matter. */
export function VehicleFormModal({
  vehicle,
  onClose,
  onSaved,
}: {
  vehicle?: Vehicle;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [initialValues] = useState(() => initialOf(vehicle));
  const [create] = useCreateVehicleMutation();
  const [update] = useUpdateVehicleMutation();
  const ownership = Form.useWatch('ownership', form);

  const save = async (values: Values) => {
    const vehicleInput = inputOf(values);
    try {
      if (vehicle) {
        await update({ id: vehicle.id, vehicleInput }).unwrap();
        message.success(t('vehicleForm.saved'));
        onClose();
      } else {
        const { id } = await create({ vehicleInput }).unwrap();
        message.success(t('vehicleForm.created'));
        onClose();
        onSaved?.(id);
      }
    } catch (error) {
      message.error(errorText(error as Parameters<typeof errorText>[0]));
    }
  };

  const dateItem = (name: DateField, label: string) => (
    <Form.Item name={name} label={label}>
      <DatePicker format="DD/MM/YYYY" className="bo-vehicle__date" />
    </Form.Item>
  );

  return (
    <FormModal<Values>
      open
      title={
        vehicle
          ? t('vehicleForm.editTitle', { plate: vehicle.plateFormatted })
          : t('vehicleForm.createTitle')
      }
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="plate"
        label={t('vehicles.plate')}
        extra={t('vehicleForm.plateHint')}
        rules={[{ required: true, whitespace: true, message: t('vehicleForm.plateRequired') }]}
      >
        <Input maxLength={20} {...focusedOnOpen()} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('vehicles.kind')}
        rules={[{ required: true, message: t('vehicleForm.categoryRequired') }]}
      >
        <Select
          options={CATEGORIES.map((value) => ({
            value,
            label: t(`vehicles.category.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="fuel"
        label={t('vehicle.fuel')}
        rules={[{ required: true, message: t('vehicleForm.fuelRequired') }]}
      >
        <Select options={FUELS.map((value) => ({ value, label: t(`vehicles.fuel.${value}`) }))} />
      </Form.Item>
      <Form.Item name="vin" label={t('vehicle.vin')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="co2" label={t('vehicle.co2')}>
        <InputNumber min={0} max={1000} precision={0} className="bo-vehicle__number" />
      </Form.Item>
      <Form.Item name="catalogueEuro" label={t('vehicle.catalogueValue')}>
        <InputNumber
          min={0}
          precision={2}
          prefix="€"
          decimalSeparator=","
          className="bo-vehicle__number"
        />
      </Form.Item>
      {dateItem('firstRegistration', t('vehicle.firstRegistration'))}
      <Form.Item name="ownership" label={t('vehicle.ownership')}>
        <Select
          options={OWNERSHIPS.map((value) => ({
            value,
            label: t(`vehicles.ownership.${value}`),
          }))}
        />
      </Form.Item>
      {ownership === 'leased' && (
        <>
          <Form.Item name="leaseContract" label={t('vehicle.leaseContract')}>
            <Input maxLength={200} />
          </Form.Item>
          {dateItem('leaseEnd', t('vehicles.date.leaseEnd'))}
        </>
      )}
      {dateItem('keuringValidUntil', t('vehicles.date.keuring'))}
      {dateItem('insuranceRenewal', t('vehicles.date.insurance'))}
      {dateItem('serviceDueDate', t('vehicles.date.service'))}
      <Form.Item name="serviceDueKm" label={t('vehicle.serviceDueKm')}>
        <InputNumber min={0} precision={0} className="bo-vehicle__number" />
      </Form.Item>
      <Form.Item name="notes" label={t('vehicle.notes')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}

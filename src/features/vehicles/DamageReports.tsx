import { CheckOutlined, DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Checkbox, DatePicker, Form, Input, Modal, Select, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState, type ChangeEvent } from 'react';
import { brusselsWallClock } from '../../../calendar/zone';
import { t } from '../../i18n/vehicles';
import { useGetEmployeesQuery } from '../../entities/appointments/api';
import {
  useCreateVehicleDamageMutation,
  useGetVehicleDamagesQuery,
  useRemoveVehicleDamageMutation,
  useUpdateVehicleDamageMutation,
  type VehicleDamage,
  type VehicleDetail,
} from '../../entities/vehicles/api';
import { brusselsInstant, formatBrussels, todayInBrussels } from '../../shared/brussels';
import { dayjs } from '../../shared/dates';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import { IMAGE_ACCEPT } from '../../shared/image-input';
import { StaffImage } from '../../shared/image-input/StaffImage';
import { NOBODY, driverOptions } from './driver-options';
import { useConfirmedRemoval } from './use-confirmed-removal';
import { formatDay } from './vehicle-dates';

/** Photos one report may carry (the server's PHOTOS_PER_DAMAGE). */
const PHOTOS_PER_DAMAGE = 10;

interface DamageValues {
  happenedAt: Dayjs;
  employeeId: number;
  place: string;
  description: string;
  thirdParty: boolean;
}

/** The picker's wall-clock time read as Brussels time, whatever the browser's zone. */
const instantOf = (value: Dayjs) => brusselsInstant(value.format('YYYY-MM-DD HH:mm')).toISOString();

/** An instant as the picker shows it: its Brussels wall-clock time, whatever the browser's zone. */
const brusselsPickerValue = (instant: Date) => dayjs(brusselsWallClock(instant).slice(0, 16));

/** What the API takes of a report: the form's values, or a stored report's own. */
const inputOf = (report: VehicleDamage) => ({
  happenedAt: report.happenedAt,
  employeeId: report.employee?.id ?? null,
  place: report.place,
  description: report.description,
  thirdParty: report.thirdParty,
});

/** Reports damage with its photos, or changes a report's words (its photos stay). */
function DamageFormModal({
  vehicle,
  report,
  mayPickDriver,
  onClose,
}: {
  vehicle: VehicleDetail;
  report?: VehicleDamage;
  mayPickDriver: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DamageValues>();
  const write = useWrite();
  const [photos, setPhotos] = useState<File[]>([]);
  const { data: employees = [] } = useGetEmployeesQuery(mayPickDriver ? undefined : skipToken);
  const [create] = useCreateVehicleDamageMutation();
  const [update] = useUpdateVehicleDamageMutation();
  const [initialValues] = useState<Partial<DamageValues>>(() => ({
    happenedAt: brusselsPickerValue(report ? new Date(report.happenedAt) : new Date()),
    employeeId: report ? (report.employee?.id ?? NOBODY) : (vehicle.driver?.id ?? NOBODY),
    place: report?.place ?? '',
    description: report?.description ?? '',
    thirdParty: report?.thirdParty ?? false,
  }));
  const drivers = driverOptions(
    employees,
    report ? report.employee : vehicle.driver,
    t('damage.noDriver'),
  );
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setPhotos([...(event.target.files ?? [])].slice(0, PHOTOS_PER_DAMAGE));
    event.target.value = '';
  };
  const save = async (values: DamageValues) => {
    const input = {
      happenedAt: instantOf(values.happenedAt),
      employeeId: values.employeeId === NOBODY ? null : values.employeeId,
      place: values.place ?? '',
      description: values.description,
      thirdParty: values.thirdParty ?? false,
    };
    const done = report
      ? await write(
          () =>
            update({
              id: vehicle.id,
              damageId: report.id,
              vehicleDamageChange: { ...input, repairedOn: report.repairedOn },
            }).unwrap(),
          t('damage.saved'),
        )
      : await write(
          () => create({ id: vehicle.id, body: { data: input, files: photos } }).unwrap(),
          t('damage.reported'),
        );
    if (done) onClose();
  };
  const today = brusselsPickerValue(new Date());
  return (
    <FormModal<DamageValues>
      open
      title={report ? t('damage.editTitle') : t('damage.reportTitle')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      width={560}
      formProps={{ layout: 'vertical', name: 'damage' }}
    >
      <Form.Item
        name="happenedAt"
        label={t('damage.happenedAt')}
        rules={[
          { required: true },
          {
            validator: (_rule, value?: Dayjs) =>
              value && instantOf(value) > new Date(Date.now() + 5 * 60_000).toISOString()
                ? Promise.reject(new Error(t('damage.future')))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD/MM/YYYY HH:mm"
          allowClear={false}
          disabledDate={(day) => day.isAfter(today, 'day')}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('damage.description')}
        rules={[
          { required: true, whitespace: true, message: t('damage.descriptionRequired') },
          { max: 2000 },
          { pattern: /^[^<>]*$/ },
        ]}
      >
        <Input.TextArea rows={3} {...focusedOnOpen()} />
      </Form.Item>
      <Form.Item
        name="place"
        label={t('damage.place')}
        rules={[{ max: 200 }, { pattern: /^[^<>]*$/ }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="employeeId" label={t('damage.driver')}>
        <Select showSearch optionFilterProp="label" options={drivers} disabled={!mayPickDriver} />
      </Form.Item>
      <Form.Item name="thirdParty" valuePropName="checked">
        <Checkbox>{t('damage.thirdParty')}</Checkbox>
      </Form.Item>
      {!report && (
        <Form.Item
          label={t('damage.photos')}
          extra={t('damage.photosMax', { max: PHOTOS_PER_DAMAGE })}
        >
          <input
            id="damage-photos"
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-label={t('damage.photosChoose')}
            tabIndex={-1}
            className="bo-sr-only"
            onChange={choose}
          />
          <Space wrap>
            <Button
              icon={<UploadOutlined aria-hidden="true" />}
              onClick={() => document.getElementById('damage-photos')?.click()}
            >
              {t('damage.photosChoose')}
            </Button>
            {photos.length > 0 && (
              <span className="bo-vehicle__muted">
                {t('damage.photosChosen', { count: photos.length })}
              </span>
            )}
          </Space>
        </Form.Item>
      )}
    </FormModal>
  );
}

/** A report's photos as thumbnails; one opens large in a dialog. */
function DamagePhotos({ report }: { report: VehicleDamage }) {
  const [shown, setShown] = useState<number | null>(null);
  const date = formatBrussels(report.happenedAt);
  const label = (index: number) => t('damage.photo', { number: index + 1, date });
  if (!report.photos.length) return null;
  return (
    <>
      <ul className="bo-damage__photos">
        {report.photos.map((photo, index) => (
          <li key={photo.key}>
            <button type="button" className="bo-damage__thumb" onClick={() => setShown(index)}>
              {/* Its text names the button (an empty alt would conflict with aria-busy). */}
              <StaffImage
                src={photo.thumbUrl}
                alt={label(index)}
                loading="lazy"
                width={72}
                height={72}
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== null}
        title={shown === null ? '' : label(shown)}
        footer={null}
        onCancel={() => setShown(null)}
        closable={{ 'aria-label': t('damage.close') }}
        width={820}
      >
        {shown !== null && (
          <StaffImage
            src={report.photos[shown].url}
            alt={label(shown)}
            className="bo-damage__large"
          />
        )}
      </Modal>
    </>
  );
}

/**
 * A vehicle's damage reports (docs/product.md § Voertuigen, Schade), the latest first: its driver
 * reports from `Mijn voertuig` with photos, the office follows up until it is repaired.
 */
export function DamageReports({
  vehicle,
  mayReport,
  mayRemove,
  mayPickDriver,
}: {
  vehicle: VehicleDetail;
  mayReport: boolean;
  mayRemove: boolean;
  mayPickDriver: boolean;
}) {
  const write = useWrite();
  const [editing, setEditing] = useState<{ report?: VehicleDamage } | null>(null);
  const { data: reports = [], isError } = useGetVehicleDamagesQuery({ id: vehicle.id });
  const [update] = useUpdateVehicleDamageMutation();
  const [removeDamage] = useRemoveVehicleDamageMutation();
  const confirmedRemoval = useConfirmedRemoval();
  const repaired = (report: VehicleDamage) =>
    write(
      () =>
        update({
          id: vehicle.id,
          damageId: report.id,
          vehicleDamageChange: { ...inputOf(report), repairedOn: todayInBrussels() },
        }).unwrap(),
      t('damage.repaired'),
    );
  const remove = (report: VehicleDamage) =>
    confirmedRemoval(
      {
        title: t('damage.removeConfirm', { date: formatBrussels(report.happenedAt) }),
        content: t('damage.removeHint'),
        done: t('damage.removed'),
      },
      () => removeDamage({ id: vehicle.id, damageId: report.id }).unwrap(),
    );
  return (
    <Card
      title={<h2 className="bo-vehicle__section-title">{t('damage.title')}</h2>}
      extra={mayReport && <Button onClick={() => setEditing({})}>{t('damage.report')}</Button>}
    >
      {reports.length ? (
        <ul className="bo-vehicle__list">
          {reports.map((report) => {
            const date = formatBrussels(report.happenedAt);
            return (
              <li key={report.id} className="bo-damage">
                <div className="bo-damage__head">
                  <strong>{date}</strong>
                  {report.repairedOn ? (
                    <Tag color="green">
                      {t('damage.repairedOn', { date: formatDay(report.repairedOn) })}
                    </Tag>
                  ) : (
                    <Tag color="orange">{t('damage.open')}</Tag>
                  )}
                  {report.thirdParty && <Tag color="red">{t('damage.thirdPartyTag')}</Tag>}
                  <span className="bo-damage__actions">
                    {mayReport && !report.repairedOn && (
                      <Button
                        size="small"
                        icon={<CheckOutlined aria-hidden="true" />}
                        aria-label={t('damage.markRepairedLabel', { date })}
                        onClick={() => void repaired(report)}
                      >
                        {t('damage.markRepaired')}
                      </Button>
                    )}
                    {mayReport && (
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined aria-hidden="true" />}
                        aria-label={t('damage.edit', { date })}
                        onClick={() => setEditing({ report })}
                      />
                    )}
                    {mayRemove && (
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden="true" />}
                        aria-label={t('damage.remove', { date })}
                        onClick={() => void remove(report)}
                      />
                    )}
                  </span>
                </div>
                <p className="bo-damage__text">{report.description}</p>
                <p className="bo-vehicle__muted bo-damage__text">
                  {[
                    report.place,
                    report.employee?.name,
                    report.reportedBy && t('damage.by', { name: report.reportedBy.name }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <DamagePhotos report={report} />
              </li>
            );
          })}
        </ul>
      ) : (
        !isError && <p className="bo-vehicle__muted">{t('damage.none')}</p>
      )}
      {editing && (
        <DamageFormModal
          vehicle={vehicle}
          report={editing.report}
          mayPickDriver={mayPickDriver}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

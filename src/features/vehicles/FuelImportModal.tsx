import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/vehicles';
import {
  useImportVehicleFuelMutation,
  type VehicleFuelImportAnswer,
} from '../../entities/vehicles/api';
import { refusalWords } from '../../store/errors';
import { formatPlate } from './vehicle-dates';

/**
 * A fuel card's CSV export dropped or picked (docs/product.md § Voertuigen, Tankkaart): read
 * whole by the server, several vehicles at once, or refused whole with the line and the reason.
 * A file read before adds nothing.
 */
export function FuelImportModal({ onClose }: { onClose: () => void }) {
  const [importFile, { isLoading }] = useImportVehicleFuelMutation();
  const [outcome, setOutcome] = useState<VehicleFuelImportAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (file: File) => {
    setFailure(null);
    setOutcome(null);
    try {
      setOutcome(await importFile({ body: { files: [file] } }).unwrap());
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 413, 415]));
    }
  };

  return (
    <Modal
      open
      title={t('fuel.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('fine.close')}</Button>}
      width={640}
    >
      <Typography.Paragraph>{t('fuel.intro')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".csv,text/csv"
        disabled={isLoading}
        beforeUpload={(file) => {
          void send(file);
          return Upload.LIST_IGNORE;
        }}
        showUploadList={false}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{t('fuel.drop')}</p>
      </Upload.Dragger>
      {failure && <Alert className="bo-vehicle__outcome" type="error" showIcon title={failure} />}
      {outcome && (
        <Alert
          className="bo-vehicle__outcome"
          type="success"
          showIcon
          title={
            outcome.added
              ? t('fuel.added', { added: outcome.added, duplicates: outcome.duplicates })
              : t('fuel.nothingNew', { duplicates: outcome.duplicates })
          }
          description={
            <ul className="bo-vehicle__list">
              {outcome.vehicles.map((vehicle) => (
                <li key={vehicle.vehicleId}>
                  {t('fuel.perVehicle', {
                    plate: formatPlate(vehicle.plate),
                    added: vehicle.added,
                  })}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}

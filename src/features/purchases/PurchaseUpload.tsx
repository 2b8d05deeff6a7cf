import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Upload } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/purchases';
import { useUploadPurchaseMutation } from '../../entities/purchase-upload/api';
import { duplicateOf, refusalText } from './refusal';

/**
 * A supplier's invoice added by hand (docs/product.md § Aankopen): a UBL file, a PDF or a
 * photo dropped on the area (several files at once: the invoice and what belongs to it) are
 * sent as one upload with the session's credentials; the server pre-fills the fields and the
 * new purchase's page opens for staff to check them. A duplicate links to the first one.
 */
export function PurchaseUpload() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [upload, { isLoading }] = useUploadPurchaseMutation();
  const [failure, setFailure] = useState<{ text: string; first: number | null } | null>(null);

  const send = async (files: File[]) => {
    setFailure(null);
    try {
      const { id } = await upload({ body: { files } }).unwrap();
      message.success(t('purchases.upload.done'));
      void navigate(`/shopping/${id}`);
    } catch (caught) {
      setFailure({ text: refusalText(caught), first: duplicateOf(caught) });
    }
  };

  // antd asks once per file with the whole batch: the files of one drop or pick are sent
  // together, at the last one, and none is kept in antd's own list.
  const beforeUpload = (file: File, batch: File[]) => {
    if (file === batch[batch.length - 1]) void send(batch);
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="bo-purchases__upload">
      <Upload.Dragger
        multiple
        disabled={isLoading}
        beforeUpload={beforeUpload}
        showUploadList={false}
        accept=".xml,.pdf,image/*,application/xml,text/xml,application/pdf"
        aria-label={t('purchases.upload.title')}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">
          {isLoading ? t('purchases.upload.busy') : t('purchases.upload.drop')}
        </p>
        <p className="ant-upload-hint">{t('purchases.upload.hint')}</p>
      </Upload.Dragger>
      {failure && (
        <Alert
          className="bo-purchases__upload-failure"
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          title={failure.text}
          description={
            failure.first ? (
              <Link to={`/shopping/${failure.first}`}>{t('purchases.upload.openFirst')}</Link>
            ) : undefined
          }
        />
      )}
    </div>
  );
}

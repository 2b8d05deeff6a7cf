import { CameraOutlined } from '@ant-design/icons';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Alert, Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUploadPurchaseMutation } from '../../entities/purchase-upload/api';
import { t } from '../../i18n/projects';
import { withUploadProgress, type UploadProgress } from '../../store/form-data';
import { errorCode, errorText, type ApiErrorAnswer } from '../../store/errors';

/** The server's most bytes of one file (server/routes/purchase-upload.ts): refused before sending. */
const MAX_RECEIPT_BYTES = 20 * 1024 * 1024;

/** Where a receipt's upload stands: sending (with its progress), received, or refused. */
type ReceiptState =
  | { step: 'idle' }
  | { step: 'sending'; progress: UploadProgress }
  | { step: 'done'; purchaseId: number }
  | { step: 'refused'; text: string };

/**
 * Why a receipt was refused, in Dutch and in the words of the one who took the photo: a file
 * that is no picture or PDF, too large, a project not of their team; a duplicate in the
 * server's own words (it names the first); anything else as every screen says it.
 */
function refusalOf(caught: unknown): string {
  const failed = caught as FetchBaseQueryError;
  const code = errorCode(failed);
  if (code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'INVALID_IMAGE')
    return t('project.receipt.unreadable');
  if (code === 'FILE_TOO_LARGE' || code === 'PAYLOAD_TOO_LARGE')
    return t('project.receipt.tooLarge');
  if (code === 'FORBIDDEN') return t('project.receipt.notOnTeam');
  const message = (failed.data as Partial<ApiErrorAnswer> | undefined)?.message;
  if (code === 'DUPLICATE_PURCHASE' && message) return message;
  return errorText(failed);
}

/**
 * A receipt (a till ticket, a supplier's paper invoice) photographed or picked on a project's
 * page and taken in as a purchase for that project (docs/product.md § Projecten, Bonnetjes):
 * the upload of Aankopen's inbox with the project, its progress, then the answer.
 */
export function useReceiptUpload(projectId: number) {
  const [upload] = useUploadPurchaseMutation();
  const [state, setState] = useState<ReceiptState>({ step: 'idle' });

  const send = async (file: File) => {
    if (file.size > MAX_RECEIPT_BYTES) {
      setState({ step: 'refused', text: t('project.receipt.tooLarge') });
      return;
    }
    setState({ step: 'sending', progress: { loaded: 0, total: file.size } });
    try {
      const body = withUploadProgress({ data: { projectId }, files: [file] }, (progress) =>
        setState({ step: 'sending', progress }),
      );
      const { id } = await upload({ body }).unwrap();
      setState({ step: 'done', purchaseId: id });
    } catch (caught) {
      setState({ step: 'refused', text: refusalOf(caught) });
    }
  };

  return { state, send, dismiss: () => setState({ step: 'idle' }) };
}

export type ReceiptUploadState = ReturnType<typeof useReceiptUpload>;

/**
 * `Bonnetje toevoegen`: one photo or PDF. `image/*` lets a phone offer its camera beside its
 * photos and files; `capture` is left out, as it would allow the camera only and no PDF.
 */
export function ReceiptButton({ receipt }: { receipt: ReceiptUploadState }) {
  const sending = receipt.state.step === 'sending';
  return (
    <Upload
      accept="image/*,application/pdf"
      showUploadList={false}
      disabled={sending}
      beforeUpload={(file) => {
        void receipt.send(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button
        icon={<CameraOutlined aria-hidden="true" />}
        loading={sending}
        title={t('project.receipt.hint')}
      >
        {t('project.receipt.add')}
      </Button>
    </Upload>
  );
}

/**
 * The receipt's progress and answer under the page's header. Staff (Aankopen) get a link to
 * the new purchase, to check it there; a technician's part ends at the office's.
 */
export function ReceiptStatus({
  receipt,
  mayOpenPurchase,
}: {
  receipt: ReceiptUploadState;
  mayOpenPurchase: boolean;
}) {
  const { state, dismiss } = receipt;
  if (state.step === 'idle') return null;
  if (state.step === 'sending') {
    const { loaded, total } = state.progress;
    return (
      <div className="bo-project__receipt">
        <Progress
          percent={Math.round((100 * loaded) / Math.max(total, 1))}
          size="small"
          aria-label={t('project.receipt.sending')}
        />
      </div>
    );
  }
  const done = state.step === 'done';
  return (
    <Alert
      className="bo-project__receipt"
      type={done ? 'success' : 'error'}
      showIcon
      closable={{ 'aria-label': t('project.receipt.close'), onClose: dismiss }}
      title={done ? t('project.receipt.done') : state.text}
      action={
        done && mayOpenPurchase ? (
          <Link to={`/shopping/${state.purchaseId}`}>{t('project.receipt.open')}</Link>
        ) : undefined
      }
    />
  );
}

import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/purchases';
import { FormModal } from '../../shared/form-modal';
import { useRejectPurchaseMutation, type Purchase } from './api';
import { refusalText } from './refusal';

/** A rejection sends the invoice back with its reason (required), which its page then shows. */
export function RejectModal({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const [reject, { isLoading }] = useRejectPurchaseMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await reject({ id: purchase.id, purchaseRejection: { reason: reason.trim() } }).unwrap();
      message.success(t('purchase.rejected'));
      onClose();
    } catch (caught) {
      setFailure(refusalText(caught));
    }
  };

  return (
    <FormModal<{ reason: string }>
      open
      title={t('purchase.rejectTitle')}
      form={form}
      initialValues={{ reason: '' }}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('purchase.reject')}
      cancelText={t('purchase.cancel')}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="reason"
        label={t('purchase.rejectReason')}
        rules={[{ required: true, whitespace: true, message: t('purchase.rejectReasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormModal>
  );
}

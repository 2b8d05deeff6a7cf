import { Alert, App, Form, Input } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/finances';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { refusalWords } from '../../store/errors';
import { useParkBankLineMutation, type BankLine } from './api';

/** A movement nothing explains yet waits (`in afwachting`) with why: the list shows the reason. */
export function ParkModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const [park, { isLoading }] = useParkBankLineMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      await park({ id: line.id, bankParkInput: { reason: reason.trim() } }).unwrap();
      message.success(t('finances.park.saved'));
      onClose();
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 409]));
    }
  };

  return (
    <FormModal<{ reason: string }>
      open
      title={t('finances.park.title')}
      form={form}
      initialValues={{ reason: line.reason }}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('finances.park.save')}
      cancelText={t('finances.park.cancel')}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="reason"
        label={t('finances.park.reason')}
        rules={[{ required: true, whitespace: true, message: t('finances.park.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={500} {...focusedOnOpen()} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormModal>
  );
}

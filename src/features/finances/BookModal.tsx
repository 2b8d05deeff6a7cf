import { Alert, App, Form, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/finances';
import { FormModal, focusedOnOpen } from '../../shared/form-modal';
import { refusalWords } from '../../store/errors';
import { useMatchBankLineMutation, type BankLine, type CostCategory } from './api';
import { categoryLabel, COST_CATEGORIES } from './format';

/** A movement no invoice explains (bank costs, a fuel card, a refund) booked to a cost category. */
export function BookModal({ line, onClose }: { line: BankLine; onClose: () => void }) {
  const [form] = Form.useForm<{ category: CostCategory }>();
  const { message } = App.useApp();
  const [book, { isLoading }] = useMatchBankLineMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ category }: { category: CostCategory }) => {
    setFailure(null);
    try {
      await book({ id: line.id, bankMatchInput: { category } }).unwrap();
      message.success(t('finances.book.saved'));
      onClose();
    } catch (caught) {
      setFailure(refusalWords(caught, [400, 409]));
    }
  };

  return (
    <FormModal<{ category: CostCategory }>
      open
      title={t('finances.book.title')}
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={isLoading}
      saveText={t('finances.book.save')}
      cancelText={t('finances.book.cancel')}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="category"
        label={t('finances.book.category')}
        rules={[{ required: true, message: t('finances.book.categoryRequired') }]}
      >
        <Select
          options={COST_CATEGORIES.map((category) => ({
            value: category,
            label: t(categoryLabel(category)),
          }))}
          {...focusedOnOpen()}
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} />}
    </FormModal>
  );
}

import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/inventory';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import {
  useCreateArticleMutation,
  useUpdateArticleMutation,
  type Article,
  type ArticleInput,
} from '../../entities/inventory/api';
import { UNIT_CODES, unitText } from '../../entities/inventory/quantities';

type Values = Omit<ArticleInput, 'purchasePrice'> & {
  /** In euro, as typed. */
  priceEuro?: number | null;
};

/** Adds an article, or changes one: its name, unit, supplier with their code, price and minimum. */
export function ArticleFormModal({
  article,
  onClose,
  onSaved,
}: {
  article?: Article;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const write = useWrite();
  const [form] = Form.useForm<Values>();
  const [initialValues] = useState<Values>(() =>
    article
      ? {
          name: article.name,
          unitCode: article.unitCode,
          supplierId: article.supplierId,
          supplierCode: article.supplierCode,
          priceEuro: article.purchasePrice / 100,
          minimum: article.minimum,
          notes: article.notes,
        }
      : { unitCode: 'C62' },
  );
  const [create] = useCreateArticleMutation();
  const [update] = useUpdateArticleMutation();

  const save = async ({ priceEuro, ...values }: Values) => {
    const articleInput: ArticleInput = {
      ...values,
      supplierId: values.supplierId || null,
      supplierCode: values.supplierCode ?? '',
      minimum: values.minimum ?? null,
      notes: values.notes ?? '',
      purchasePrice: Math.round((priceEuro ?? 0) * 100),
    };
    if (article) {
      const saved = await write(
        () => update({ id: article.id, articleInput }).unwrap(),
        t('articleForm.saved'),
      );
      if (saved) onClose();
    } else {
      const created = await write(
        () => create({ articleInput }).unwrap(),
        t('articleForm.created'),
      );
      if (!created) return;
      onClose();
      onSaved?.(created.value.id);
    }
  };

  return (
    <FormModal<Values>
      open
      title={article ? t('articleForm.editTitle', { name: article.name }) : t('articles.new')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="name"
        label={t('articles.name')}
        rules={[{ required: true, whitespace: true, message: t('articleForm.nameRequired') }]}
      >
        <Input maxLength={200} {...focusedOnOpen()} />
      </Form.Item>
      <Form.Item name="unitCode" label={t('articleForm.unit')}>
        <Select options={UNIT_CODES.map((code) => ({ value: code, label: unitText(code) }))} />
      </Form.Item>
      <Form.Item name="supplierId" label={t('articles.supplier')}>
        <CustomerPicker only="supplier" />
      </Form.Item>
      <Form.Item name="supplierCode" label={t('articleForm.supplierCode')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="priceEuro" label={t('articles.price')}>
        <InputNumber
          min={0}
          precision={2}
          prefix="€"
          decimalSeparator=","
          className="bo-inventory__number"
        />
      </Form.Item>
      <Form.Item name="minimum" label={t('articles.minimum')} extra={t('articleForm.minimumHint')}>
        <InputNumber min={0} precision={3} decimalSeparator="," className="bo-inventory__number" />
      </Form.Item>
      <Form.Item name="notes" label={t('articleForm.notes')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}

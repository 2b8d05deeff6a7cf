import { Form, Input, InputNumber, Select } from 'antd';
import { t } from '../../i18n/inventory';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import {
  useCountStockMutation,
  useGetStockLocationsQuery,
  type Article,
  type StockCountInput,
} from '../../entities/inventory/api';
import { quantityText, unitText } from '../../entities/inventory/quantities';

/** Records what was counted of an article at a location; a difference needs its reason. */
export function CountModal({ article, onClose }: { article: Article; onClose: () => void }) {
  const write = useWrite();
  const [form] = Form.useForm<StockCountInput>();
  const { data: locations = [] } = useGetStockLocationsQuery({});
  const [count] = useCountStockMutation();

  const save = async (values: StockCountInput) => {
    const counted = await write(
      () => count({ stockCountInput: { ...values, articleId: article.id } }).unwrap(),
      ({ difference }) =>
        difference === 0
          ? t('count.same')
          : t('count.saved', { difference: quantityText(difference, article.unitCode) }),
    );
    if (counted) onClose();
  };

  return (
    <FormModal<StockCountInput>
      open
      title={t('count.title', { name: article.name })}
      form={form}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="locationId"
        label={t('stock.location')}
        rules={[{ required: true, message: t('move.toRequired') }]}
      >
        <Select
          options={locations.map((one) => ({ value: one.id, label: one.name }))}
          {...focusedOnOpen()}
        />
      </Form.Item>
      <Form.Item
        name="counted"
        label={t('count.counted', { unit: unitText(article.unitCode) })}
        rules={[{ required: true, message: t('move.quantityRequired') }]}
      >
        <InputNumber min={0} precision={3} decimalSeparator="," className="bo-inventory__number" />
      </Form.Item>
      <Form.Item name="reason" label={t('count.reason')} extra={t('count.reasonHint')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

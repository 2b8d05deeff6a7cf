import { Form, Input, InputNumber, Select } from 'antd';
import { t } from '../../i18n/inventory';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import {
  useGetStockLocationsQuery,
  useMoveStockMutation,
  type Article,
  type StockMoveInput,
} from '../../entities/inventory/api';
import { unitText } from '../../entities/inventory/quantities';

/** What a person chooses to do; where it goes follows from it (docs/product.md § Inventaris). */
const ACTIONS = ['receive', 'transfer', 'use', 'return', 'out'] as const;
type Action = (typeof ACTIONS)[number];

interface Values {
  action: Action;
  from?: number;
  to?: number;
  projectId?: number;
  quantity: number;
  priceEuro?: number | null;
  reason?: string;
}

function inputOf(articleId: number, values: Values): StockMoveInput {
  const { action, quantity } = values;
  const reason = values.reason?.trim() || undefined;
  if (action === 'receive')
    return {
      articleId,
      from: null,
      to: values.to!,
      quantity,
      unitPrice: values.priceEuro == null ? undefined : Math.round(values.priceEuro * 100),
      reason,
    };
  if (action === 'transfer')
    return { articleId, from: values.from!, to: values.to!, quantity, reason };
  if (action === 'use')
    return {
      articleId,
      from: values.from!,
      to: null,
      projectId: values.projectId,
      quantity,
      reason,
    };
  if (action === 'return')
    return { articleId, from: null, to: values.to!, projectId: values.projectId, quantity, reason };
  return { articleId, from: values.from!, to: null, quantity, reason };
}

/** Moves an article: a delivery in, between locations, used on a project, back from one, written off. */
export function MoveModal({ article, onClose }: { article: Article; onClose: () => void }) {
  const write = useWrite();
  const [form] = Form.useForm<Values>();
  const action = Form.useWatch('action', form) ?? 'receive';
  const { data: locations = [] } = useGetStockLocationsQuery({});
  const [move] = useMoveStockMutation();
  const options = locations.map((one) => ({ value: one.id, label: one.name }));
  const needsFrom = action === 'transfer' || action === 'use' || action === 'out';
  const needsTo = action === 'receive' || action === 'transfer' || action === 'return';
  const needsProject = action === 'use' || action === 'return';

  const save = async (values: Values) => {
    const moved = await write(
      () => move({ stockMoveInput: inputOf(article.id, values) }).unwrap(),
      t('move.saved'),
    );
    if (moved) onClose();
  };

  return (
    <FormModal<Values>
      open
      title={t('move.title', { name: article.name })}
      form={form}
      initialValues={{ action: 'receive', priceEuro: article.purchasePrice / 100 }}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item name="action" label={t('move.action')}>
        <Select options={ACTIONS.map((value) => ({ value, label: t(`move.action.${value}`) }))} />
      </Form.Item>
      {needsFrom && (
        <Form.Item
          name="from"
          label={t('move.from')}
          rules={[{ required: true, message: t('move.fromRequired') }]}
        >
          <Select options={options} />
        </Form.Item>
      )}
      {needsTo && (
        <Form.Item
          name="to"
          label={t('move.to')}
          rules={[{ required: true, message: t('move.toRequired') }]}
        >
          <Select options={options} />
        </Form.Item>
      )}
      {needsProject && (
        <Form.Item
          name="projectId"
          label={t('move.project')}
          rules={[{ required: true, message: t('move.projectRequired') }]}
        >
          <ProjectPicker />
        </Form.Item>
      )}
      <Form.Item
        name="quantity"
        label={t('move.quantity', { unit: unitText(article.unitCode) })}
        rules={[{ required: true, message: t('move.quantityRequired') }]}
      >
        <InputNumber
          min={0.001}
          precision={3}
          decimalSeparator=","
          className="bo-inventory__number"
          {...focusedOnOpen()}
        />
      </Form.Item>
      {action === 'receive' && (
        <Form.Item name="priceEuro" label={t('move.price')} extra={t('move.priceHint')}>
          <InputNumber
            min={0}
            precision={2}
            prefix="€"
            decimalSeparator=","
            className="bo-inventory__number"
          />
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('move.reason')}
        rules={
          action === 'out'
            ? [{ required: true, whitespace: true, message: t('move.reasonRequired') }]
            : []
        }
      >
        <Input maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

import { Form, Input, InputNumber } from 'antd';
import { t } from '../../i18n/vehicles';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { useMoveStockMutation, type StockLevel } from '../../entities/inventory/api';
import { quantityText, unitText } from '../../entities/inventory/quantities';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import { useAppSelector } from '../../store/hooks';
import { selectRoleUser } from '../../store/session';

interface Values {
  projectId: number;
  quantity: number;
  reason?: string;
}

/**
 * Books some of what a van holds on a project of the driver's team: a movement out of the van's
 * location onto the project, costed at the article's price (docs/product.md § Inventaris).
 */
export function UseOnProjectModal({
  level,
  locationId,
  onClose,
}: {
  level: StockLevel;
  locationId: number;
  onClose: () => void;
}) {
  const write = useWrite();
  const [form] = Form.useForm<Values>();
  const [move] = useMoveStockMutation();
  const employeeId = useAppSelector(selectRoleUser)?.employeeId ?? undefined;

  const save = async ({ projectId, quantity, reason }: Values) => {
    const used = await write(
      () =>
        move({
          stockMoveInput: {
            articleId: level.articleId,
            from: locationId,
            to: null,
            projectId,
            quantity,
            reason: reason?.trim() || undefined,
          },
        }).unwrap(),
      t('myVehicle.used'),
    );
    if (used) onClose();
  };

  return (
    <FormModal<Values>
      open
      title={t('myVehicle.useTitle', { name: level.articleName })}
      form={form}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="projectId"
        label={t('myVehicle.project')}
        rules={[{ required: true, message: t('myVehicle.projectRequired') }]}
      >
        <ProjectPicker employeeId={employeeId} />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('myVehicle.useQuantity', { unit: unitText(level.unitCode) })}
        extra={t('myVehicle.inVan', { quantity: quantityText(level.quantity, level.unitCode) })}
        rules={[{ required: true, message: t('myVehicle.quantityRequired') }]}
      >
        <InputNumber
          min={0.001}
          max={level.quantity}
          precision={3}
          decimalSeparator=","
          className="bo-vehicle__number"
          {...focusedOnOpen()}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('myVehicle.note')}>
        <Input maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

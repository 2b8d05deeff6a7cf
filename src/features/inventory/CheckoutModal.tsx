import { DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/inventory';
import { useGetEmployeesQuery } from '../../entities/appointments/api';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { useGetVehiclesQuery } from '../../entities/vehicles/api';
import { todayInBrussels } from '../../shared/brussels';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import {
  useCheckOutToolMutation,
  type Tool,
  type ToolHolderKind,
} from '../../entities/inventory/api';

const HOLDER_KINDS: ToolHolderKind[] = ['employee', 'vehicle', 'project'];

interface Values {
  holderKind: ToolHolderKind;
  holderId: number;
  expectedBack?: Dayjs | null;
}

/** Lends a tool to an employee, a van or a project until a date. */
export function CheckoutModal({ tool, onClose }: { tool: Tool; onClose: () => void }) {
  const write = useWrite();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('holderKind', form) ?? 'employee';
  const { data: employees = [] } = useGetEmployeesQuery();
  const { data: vehicles = [] } = useGetVehiclesQuery({});
  const [checkOut] = useCheckOutToolMutation();
  const today = todayInBrussels();

  const save = async ({ expectedBack, ...values }: Values) => {
    const lent = await write(
      () =>
        checkOut({
          id: tool.id,
          toolCheckoutInput: {
            ...values,
            expectedBack: expectedBack?.format('YYYY-MM-DD') ?? null,
          },
        }).unwrap(),
      t('checkout.saved'),
    );
    if (lent) onClose();
  };

  return (
    <FormModal<Values>
      open
      title={t('checkout.title', { name: tool.name })}
      form={form}
      initialValues={{ holderKind: 'employee' }}
      onFinish={save}
      onClose={onClose}
      formProps={{
        layout: 'vertical',
        onValuesChange: (changed) =>
          'holderKind' in changed && form.setFieldValue('holderId', undefined),
      }}
    >
      <Form.Item name="holderKind" label={t('checkout.holderKind')}>
        <Select
          options={HOLDER_KINDS.map((value) => ({ value, label: t(`checkout.kind.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="holderId"
        label={t(`checkout.kind.${kind}`)}
        rules={[{ required: true, message: t('checkout.holderRequired') }]}
      >
        {kind === 'project' ? (
          <ProjectPicker />
        ) : (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            {...focusedOnOpen()}
            options={
              kind === 'employee'
                ? employees.map((one) => ({
                    value: one.id,
                    label: `${one.firstName} ${one.lastName}`,
                  }))
                : vehicles.map((one) => ({ value: one.id, label: one.plateFormatted }))
            }
          />
        )}
      </Form.Item>
      <Form.Item name="expectedBack" label={t('tools.expectedBack')}>
        <DatePicker
          format="DD/MM/YYYY"
          className="bo-inventory__number"
          disabledDate={(date) => date.format('YYYY-MM-DD') < today}
        />
      </Form.Item>
    </FormModal>
  );
}

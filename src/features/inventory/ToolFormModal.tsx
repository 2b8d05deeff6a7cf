import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/inventory';
import { dayjs } from '../../shared/dates';
import { FormModal, focusedOnOpen, useWrite } from '../../shared/form-modal';
import {
  useCreateToolMutation,
  useUpdateToolMutation,
  type Tool,
  type ToolInput,
} from '../../entities/inventory/api';

type Values = Omit<ToolInput, 'nextInspection'> & { nextInspection?: Dayjs | null };

/** Adds a tool, or changes one: its name, serial number and next inspection. */
export function ToolFormModal({
  tool,
  onClose,
  onSaved,
}: {
  tool?: Tool;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const write = useWrite();
  const [form] = Form.useForm<Values>();
  const [initialValues] = useState<Values>(() =>
    tool
      ? {
          name: tool.name,
          serial: tool.serial,
          notes: tool.notes,
          nextInspection: tool.nextInspection ? dayjs(tool.nextInspection) : null,
        }
      : {},
  );
  const [create] = useCreateToolMutation();
  const [update] = useUpdateToolMutation();

  const save = async ({ nextInspection, ...values }: Values) => {
    const toolInput: ToolInput = {
      ...values,
      serial: values.serial ?? '',
      notes: values.notes ?? '',
      nextInspection: nextInspection?.format('YYYY-MM-DD') ?? null,
    };
    if (tool) {
      const saved = await write(
        () => update({ id: tool.id, toolInput }).unwrap(),
        t('toolForm.saved'),
      );
      if (saved) onClose();
    } else {
      const created = await write(() => create({ toolInput }).unwrap(), t('toolForm.created'));
      if (!created) return;
      onClose();
      onSaved?.(created.value.id);
    }
  };

  return (
    <FormModal<Values>
      open
      title={tool ? t('toolForm.editTitle', { name: tool.name }) : t('tools.new')}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="name"
        label={t('tools.name')}
        rules={[{ required: true, whitespace: true, message: t('toolForm.nameRequired') }]}
      >
        <Input maxLength={200} {...focusedOnOpen()} />
      </Form.Item>
      <Form.Item name="serial" label={t('tools.serial')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="nextInspection" label={t('tools.nextInspection')}>
        <DatePicker format="DD/MM/YYYY" className="bo-inventory__number" />
      </Form.Item>
      <Form.Item name="notes" label={t('articleForm.notes')}>
        <Input.TextArea rows={3} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}

import { App, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/invoices';
import { todayInBrussels } from '../../shared/brussels';
import { FormModal } from '../../shared/form-modal';
import { errorText } from '../../store/errors';
import { useAddInvoicePaymentMutation, type Invoice } from './api';
import { formatEuro, toCents } from './format';
import { invoiceName } from './InvoiceName';

interface FormValues {
  amountEuro: number;
  date: string;
  note: string;
}

/**
 * A payment registered by hand (docs/product.md § Facturen): an amount up to what is open (a
 * part or the whole), the day it was paid (today in Brussels by default) and a note.
 */
export function PaymentModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const [addPayment, { isLoading }] = useAddInvoicePaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (values: FormValues) => {
    setFailure(null);
    try {
      await addPayment({
        id: invoice.id,
        paymentInput: {
          amount: toCents(values.amountEuro),
          date: values.date,
          note: values.note?.trim() ?? '',
        },
      }).unwrap();
      message.success(t('invoice.paymentSaved'));
      onClose();
    } catch (caught) {
      setFailure(errorText(caught as never));
    }
  };

  const initialValues = {
    amountEuro: invoice.openAmount / 100,
    date: todayInBrussels(),
    note: '',
  };
  return (
    <FormModal<FormValues>
      open
      title={t('invoice.paymentTitle', { name: invoiceName(invoice) })}
      form={form}
      initialValues={initialValues}
      onFinish={save}
      onClose={onClose}
      saving={isLoading}
      saveText={t('invoice.payment')}
      width={480}
      formProps={{ layout: 'vertical' }}
    >
      <Form.Item
        name="amountEuro"
        label={t('invoice.paymentAmount')}
        rules={[
          { required: true, message: t('validation.required') },
          {
            validator: async (_, value?: number) => {
              if (value !== undefined && value !== null && toCents(value) > invoice.openAmount)
                throw new Error(
                  t('invoice.paymentTooMuch', { open: formatEuro(invoice.openAmount) }),
                );
            },
          },
        ]}
      >
        <InputNumber min={0.01} precision={2} decimalSeparator="," style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="date"
        label={t('invoice.paymentDate')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="note" label={t('invoice.paymentNote')}>
        <Input maxLength={500} />
      </Form.Item>
      {failure && (
        <p role="alert" className="ant-form-item-explain-error">
          {failure}
        </p>
      )}
    </FormModal>
  );
}

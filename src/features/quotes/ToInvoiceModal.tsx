import { Alert, App, Form, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/quotes';
import { useQuoteToInvoiceMutation, type Quote } from './api';
import { euro } from './format';

type Choice = 'full' | 'percent' | 'amount';

/**
 * 'Naar factuur': a deposit invoice of a percentage or an amount without VAT, or the whole
 * quote: once deposits were made, that is the final invoice, which deducts the issued ones
 * (their gross, as the server does). The draft made opens, to be checked and issued.
 */
export function ToInvoiceModal({
  quote,
  open,
  onClose,
}: {
  quote: Pick<Quote, 'id' | 'invoices'>;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const deposits = quote.invoices.filter((invoice) => invoice.deposit);
  const [choice, setChoice] = useState<Choice>(deposits.length ? 'full' : 'percent');
  const [value, setValue] = useState<number | null>(30);
  const [toInvoice, { isLoading }] = useQuoteToInvoiceMutation();
  const deducted = deposits
    .filter((invoice) => invoice.status !== 'concept')
    .reduce((sum, invoice) => sum + invoice.grossAmount, 0);
  const draftDeposits = deposits.some((invoice) => invoice.status === 'concept');

  const submit = async () => {
    const input =
      choice === 'full'
        ? { kind: 'full' as const }
        : choice === 'percent'
          ? { kind: 'deposit' as const, percent: value ?? 0 }
          : { kind: 'deposit' as const, amount: Math.round((value ?? 0) * 100) };
    try {
      const made = await toInvoice({ id: quote.id, quoteToInvoiceInput: input }).unwrap();
      message.success(t('quotes.toInvoice.made'));
      onClose();
      navigate(`/invoices/${made.id}`);
    } catch (error) {
      message.error(
        (error as { data?: { message?: string } }).data?.message ?? t('quotePublic.failed'),
      );
    }
  };

  const depositLabel = t('quotes.toInvoice.depositInvoice');
  return (
    <Modal
      open={open}
      title={t('quotes.toInvoice')}
      okText={t('quotes.toInvoice.make')}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Radio.Group
          value={choice}
          onChange={(event) => setChoice(event.target.value as Choice)}
          options={[
            { value: 'percent', label: `${depositLabel}: ${t('quotes.toInvoice.percent')}` },
            { value: 'amount', label: `${depositLabel}: ${t('quotes.toInvoice.amount')}` },
            {
              value: 'full',
              label: deposits.length ? t('quotes.toInvoice.final') : t('quotes.toInvoice.full'),
            },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 16 }}
        />
        {choice !== 'full' && (
          <Form.Item
            label={
              choice === 'percent' ? t('quotes.toInvoice.percent') : t('quotes.toInvoice.amount')
            }
            htmlFor="quote-deposit"
          >
            <InputNumber
              id="quote-deposit"
              min={0}
              max={choice === 'percent' ? 99.99 : undefined}
              precision={2}
              value={value}
              onChange={setValue}
            />
          </Form.Item>
        )}
        {choice === 'full' && deducted > 0 && (
          <p>{t('quotes.toInvoice.deducted', { amount: euro(deducted) })}</p>
        )}
        {choice === 'full' && draftDeposits && (
          <Alert type="warning" showIcon title={t('quotes.toInvoice.draftDeposit')} />
        )}
      </Form>
    </Modal>
  );
}

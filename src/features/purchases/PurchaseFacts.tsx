import { Checkbox, DatePicker, Form, Input, Select, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { t } from '../../i18n/purchases';
import { dayjs } from '../../shared/dates';
import type { Purchase, PurchaseChange } from './api';
import { formatEuro } from './format';
import { OrderLink } from './orders/OrderLink';

export interface FactsValues {
  supplierId?: number;
  kind: Purchase['kind'];
  number: string;
  issueDate: Dayjs | null;
  dueDate: Dayjs | null;
  orderReference: string;
  paymentReference: string;
  supplierIban: string;
  note: string;
  reverseCharge: boolean;
}

export const factsOf = (purchase: Purchase): FactsValues => ({
  supplierId: purchase.supplier?.id,
  kind: purchase.kind,
  number: purchase.number,
  issueDate: purchase.issueDate ? dayjs(purchase.issueDate) : null,
  dueDate: purchase.dueDate ? dayjs(purchase.dueDate) : null,
  orderReference: purchase.orderReference,
  paymentReference: purchase.paymentReference,
  supplierIban: purchase.supplierIban,
  note: purchase.note,
  reverseCharge: purchase.reverseCharge,
});

const day = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The form's values as the update's fields. */
export const changeOf = (values: FactsValues): PurchaseChange => ({
  supplierId: values.supplierId ?? null,
  kind: values.kind,
  number: values.number.trim(),
  issueDate: day(values.issueDate),
  dueDate: day(values.dueDate),
  orderReference: values.orderReference.trim(),
  paymentReference: values.paymentReference.trim(),
  supplierIban: values.supplierIban.replace(/\s+/g, '').toUpperCase(),
  note: values.note,
  reverseCharge: values.reverseCharge,
});

/**
 * A purchase's own fields as the supplier's document gave them (or as staff read them from a
 * photo): the supplier in the register, number, dates, references and IBAN; the totals as the
 * server computed them from the lines.
 */
export function PurchaseFacts({
  purchase,
  form,
  disabled,
}: {
  purchase: Purchase;
  form: FormInstance<FactsValues>;
  disabled: boolean;
}) {
  return (
    <Form<FactsValues>
      form={form}
      layout="vertical"
      disabled={disabled}
      initialValues={factsOf(purchase)}
      className="bo-purchase__facts"
    >
      <div className="bo-purchase__supplier">
        <span className="bo-purchase__muted">{t('purchase.supplier')}</span>{' '}
        {purchase.supplier ? (
          <Link to={`/customers/${purchase.supplier.id}`}>{purchase.supplier.name}</Link>
        ) : (
          <span>{t('purchase.noSupplier')}</span>
        )}
        {purchase.supplier?.vatNumber && (
          <span className="bo-purchase__muted"> · {purchase.supplier.vatNumber}</span>
        )}
        {purchase.supplier?.subcontractor && (
          <span className="bo-purchase__muted"> · {t('purchase.subcontractor')}</span>
        )}
      </div>
      <Form.Item name="supplierId" label={t('purchase.supplier')}>
        <CustomerPicker placeholder={t('purchase.noSupplier')} />
      </Form.Item>
      <div className="bo-purchase__pair">
        <Form.Item name="number" label={t('purchase.number')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label={t('purchase.kind')}>
          <Select
            options={(['invoice', 'creditNote'] as const).map((kind) => ({
              value: kind,
              label: t(`purchase.kind.${kind}`),
            }))}
          />
        </Form.Item>
      </div>
      <div className="bo-purchase__pair">
        <Form.Item name="issueDate" label={t('purchase.issueDate')}>
          <DatePicker format="DD/MM/YYYY" className="bo-purchase__date" />
        </Form.Item>
        <Form.Item name="dueDate" label={t('purchase.dueDate')}>
          <DatePicker format="DD/MM/YYYY" className="bo-purchase__date" />
        </Form.Item>
      </div>
      <div className="bo-purchase__pair">
        <Form.Item name="orderReference" label={t('purchase.orderReference')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="paymentReference" label={t('purchase.paymentReference')}>
          <Input maxLength={200} />
        </Form.Item>
      </div>
      {purchase.purchaseOrderId && <OrderLink id={purchase.purchaseOrderId} />}
      <Form.Item name="supplierIban" label={t('purchase.supplierIban')}>
        <Input maxLength={42} />
      </Form.Item>
      <Form.Item name="reverseCharge" valuePropName="checked">
        <Checkbox>{t('purchases.reverseCharge')}</Checkbox>
      </Form.Item>
      <Form.Item name="note" label={t('purchase.note')}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <dl className="bo-purchase__totals">
        <dt>{t('purchase.net')}</dt>
        <dd>{formatEuro(purchase.netAmount)}</dd>
        <dt>{t('purchase.vat')}</dt>
        <dd>{formatEuro(purchase.vatAmount)}</dd>
        <dt>{t('purchase.gross')}</dt>
        <dd>
          <strong>{formatEuro(purchase.grossAmount)}</strong>
        </dd>
        <dt>{t('purchase.source')}</dt>
        <dd>{t(`purchase.source.${purchase.source}`)}</dd>
      </dl>
    </Form>
  );
}

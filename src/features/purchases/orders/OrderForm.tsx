import { Alert, Card, Col, Form, Input, Row, type FormInstance } from 'antd';
import { useState } from 'react';
import { CustomerPicker } from '../../../entities/customers/CustomerPicker';
import type { Customer } from '../../../entities/customers/api';
import { ProjectPicker } from '../../../entities/documents/ProjectPicker';
import {
  LineEditor,
  toApiLine,
  toLineFields,
  type LineFields,
} from '../../../entities/invoice-lines/LineEditor';
import { lineNet } from '../../../entities/invoice-lines/lines';
import { t } from '../../../i18n/purchase-orders';
import { todayInBrussels } from '../../../shared/brussels';
import { formatCents } from '../../../shared/money';
import type { PurchaseOrder, PurchaseOrderInput, QuoteLine } from './api';

export interface OrderValues {
  supplierId: number;
  projectId: number;
  orderDate: string;
  deliveryDate: string;
  deliveryAddress: string;
  note: string;
  lines: LineFields[];
}

/** A draft's fields as the form holds them; a new one is dated today (Brussels). */
export const valuesOf = (order?: PurchaseOrder): OrderValues => ({
  supplierId: order?.supplierId ?? 0,
  projectId: order?.projectId ?? 0,
  orderDate: order ? (order.orderDate ?? '') : todayInBrussels(),
  deliveryDate: order?.deliveryDate ?? '',
  deliveryAddress: order?.deliveryAddress ?? '',
  note: order?.note ?? '',
  lines: (order?.lines ?? []).map(toLineFields),
});

/** The form's values as the API's input: none chosen is null, the lines in cents. */
export const inputOf = (values: OrderValues): PurchaseOrderInput => ({
  supplierId: values.supplierId || null,
  projectId: values.projectId || null,
  orderDate: values.orderDate || null,
  deliveryDate: values.deliveryDate || null,
  deliveryAddress: values.deliveryAddress?.trim() ?? '',
  note: values.note ?? '',
  lines: (values.lines ?? []).map(toApiLine) as QuoteLine[],
});

/** The order's net amount as typed, by the server's rounding (the saved page shows its own). */
function NetPreview() {
  const lines = (Form.useWatch('lines') as (LineFields | undefined)[] | undefined) ?? [];
  const net = lines
    .filter((line): line is LineFields => Boolean(line?.vat))
    .map(toApiLine)
    .reduce((sum, line) => sum + lineNet(line), 0);
  return (
    <dl className="bo-order__net">
      <dt>{t('order.net')}</dt>
      <dd>
        <output>{formatCents(net)}</output>
      </dd>
    </dl>
  );
}

/**
 * Where the order will be mailed: the chosen supplier's e-mail address, or a warning that it has
 * none (sending would be refused).
 */
function SupplierEmail({ order, picked }: { order?: PurchaseOrder; picked?: Customer }) {
  const supplierId = Form.useWatch('supplierId') as number | undefined;
  if (!supplierId) return <p className="bo-purchases__muted">{t('order.supplierHint')}</p>;
  const email =
    picked?.id === supplierId
      ? picked.email
      : supplierId === order?.supplierId
        ? order.supplierEmail
        : undefined;
  if (email === undefined) return null;
  return email ? (
    <p className="bo-purchases__muted">{t('order.supplierEmail', { email })}</p>
  ) : (
    <Alert type="warning" showIcon title={t('order.supplierNoEmail')} />
  );
}

/**
 * A draft purchase order's fields (docs/product.md § Aankopen, Bestelbonnen): the supplier from
 * the register (suppliers only), an optional project, the dates, where to deliver, a note, and
 * its lines in Facturen's line editor. `onSupplier` hears the supplier picked, whose e-mail
 * address the send confirmation names.
 */
export function OrderForm({
  form,
  order,
  onSupplier,
  disabled,
}: {
  form: FormInstance<OrderValues>;
  order?: PurchaseOrder;
  onSupplier: (supplier: Customer) => void;
  disabled: boolean;
}) {
  const [picked, setPicked] = useState<Customer>();
  return (
    <Form<OrderValues>
      form={form}
      layout="vertical"
      disabled={disabled}
      initialValues={valuesOf(order)}
      className="bo-order__form"
    >
      <Card title={<h3 className="bo-purchase__section-title">{t('order.facts')}</h3>}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="supplierId" label={t('order.supplier')}>
              <CustomerPicker
                only="supplier"
                placeholder={t('order.supplierPick')}
                onPick={(supplier) => {
                  setPicked(supplier);
                  onSupplier(supplier);
                }}
              />
            </Form.Item>
            <SupplierEmail order={order} picked={picked} />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="projectId" label={t('order.project')}>
              <ProjectPicker placeholder={t('order.noProject')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="orderDate" label={t('order.orderDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="deliveryDate" label={t('order.deliveryDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="deliveryAddress"
              label={t('order.deliveryAddress')}
              extra={t('order.deliveryAddressHint')}
            >
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t('order.note')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={<h3 className="bo-purchase__section-title">{t('order.lines')}</h3>}>
        <LineEditor offerServices={false} />
        <NetPreview />
      </Card>
    </Form>
  );
}

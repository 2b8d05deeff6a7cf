import { ArrowLeftOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Col, Form, Input, Result, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CustomerPicker } from '../../entities/customers/CustomerPicker';
import { ProjectPicker } from '../../entities/documents/ProjectPicker';
import { t } from '../../i18n/invoices';
import { addDays, todayInBrussels } from '../../shared/brussels';
import { LoadFailed } from '../../shared/LoadFailed';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { errorText } from '../../store/errors';
import {
  useCreateInvoiceMutation,
  useGetInvoiceQuery,
  useUpdateInvoiceMutation,
  type Invoice,
  type InvoiceLine,
} from './api';
import { previewTotals } from './format';
import { invoiceName } from './InvoiceName';
import { invoicePath } from './InvoicesPage';
import { InvoiceTotals } from './InvoiceTotals';
import { useGetPaymentTermQuery } from './payment-term';
import {
  hasIntraCommunity,
  LineEditor,
  toApiLine,
  toLineFields,
  type LineFields,
} from '../../entities/invoice-lines/LineEditor';

interface FormValues {
  customerId: number;
  projectId: number;
  issueDate: string;
  dueDate: string;
  deliveryDate: string;
  buyerReference: string;
  note: string;
  lines: LineFields[];
}

const valuesOf = (invoice?: Invoice): FormValues => ({
  customerId: invoice?.customer?.id ?? 0,
  projectId: invoice?.projectId ?? 0,
  issueDate: invoice?.issueDate ?? '',
  dueDate: invoice?.dueDate ?? '',
  deliveryDate: invoice?.deliveryDate ?? '',
  buyerReference: invoice?.buyerReference ?? '',
  note: invoice?.note ?? '',
  lines: (invoice?.lines ?? []).map(toLineFields),
});

/** The totals of the lines as typed, by the server's rules; the saved page shows the server's. */
function PreviewTotals() {
  const lines = (Form.useWatch('lines') as LineFields[] | undefined) ?? [];
  const complete = lines.filter((line) => line?.vat);
  const totals = previewTotals(complete.map(toApiLine));
  return (
    <InvoiceTotals
      caption={t('invoice.editor.preview')}
      totals={{
        netAmount: totals.net,
        vatAmount: totals.tax,
        grossAmount: totals.gross,
        vat: totals.vat,
      }}
    />
  );
}

/**
 * The delivery date: asked once a line is intra-community (K), since such an invoice must state
 * when the goods were delivered (docs/product.md § Facturen); shown too when the draft has one.
 */
function DeliveryDate() {
  const lines = Form.useWatch('lines') as LineFields[] | undefined;
  const current = Form.useWatch('deliveryDate') as string | undefined;
  const required = hasIntraCommunity(lines);
  if (!required && !current) return null;
  return (
    <Col xs={12} md={6}>
      <Form.Item
        name="deliveryDate"
        label={t('invoice.editor.deliveryDate')}
        rules={[{ required, message: t('invoice.editor.deliveryDateRequired') }]}
      >
        <Input type="date" />
      </Form.Item>
    </Col>
  );
}

function DraftForm({ invoice }: { invoice?: Invoice }) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [create, { isLoading: creating }] = useCreateInvoiceMutation();
  const [update, { isLoading: updating }] = useUpdateInvoiceMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A new draft is due after the company's payment term, counted from today (Brussels).
  const { data: term } = useGetPaymentTermQuery(undefined, { skip: Boolean(invoice) });
  useEffect(() => {
    if (term !== undefined && !form.getFieldValue('dueDate'))
      form.setFieldValue('dueDate', addDays(todayInBrussels(), term));
  }, [term, form]);

  const save = async (values: FormValues) => {
    const fields = {
      projectId: values.projectId || null,
      issueDate: values.issueDate || null,
      dueDate: values.dueDate || null,
      deliveryDate: values.deliveryDate || null,
      buyerReference: values.buyerReference?.trim() ?? '',
      note: values.note ?? '',
      lines: (values.lines ?? []).map(toApiLine) as InvoiceLine[],
    };
    setFailure(null);
    try {
      const id = invoice
        ? (
            await update({
              id: invoice.id,
              invoiceChange: { customerId: values.customerId, ...fields },
            }).unwrap()
          ).id
        : (await create({ invoiceInput: { customerId: values.customerId, ...fields } }).unwrap())
            .id;
      message.success(t('invoice.editor.saved'));
      void navigate(invoicePath(id));
    } catch (caught) {
      setFailure(`${t('invoice.editor.saveFailed')} ${errorText(caught as never)}`);
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(invoice)}
      onFinish={(values) => void save(values)}
      className="bo-invoice-editor"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="customerId"
              label={t('invoice.editor.customer')}
              required
              rules={[
                {
                  validator: async (_, id) => {
                    if (!id) throw new Error(t('validation.required'));
                  },
                },
              ]}
            >
              <CustomerPicker placeholder={t('invoice.editor.customerPick')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="projectId" label={t('invoice.editor.project')}>
              <ProjectPicker />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="issueDate" label={t('invoice.editor.issueDate')}>
              <Input type="date" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="dueDate"
              label={t('invoice.editor.dueDate')}
              // A credit note has nothing to pay, so no due date to ask.
              rules={[
                { required: invoice?.kind !== 'creditNote', message: t('validation.required') },
              ]}
            >
              <Input type="date" />
            </Form.Item>
          </Col>
          <DeliveryDate />
          <Col xs={24} md={12}>
            <Form.Item name="buyerReference" label={t('invoice.editor.buyerReference')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <p className="bo-invoice-editor__hint">{t('invoice.editor.datesHint')}</p>
          </Col>
          <Col span={24}>
            <Form.Item name="note" label={t('invoice.editor.note')}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={5000} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={<h3 className="bo-invoice__section-title">{t('invoice.editor.lines')}</h3>}>
        <LineEditor />
        <PreviewTotals />
      </Card>
      {failure && (
        <p role="alert" className="ant-form-item-explain-error">
          {failure}
        </p>
      )}
      <div className="bo-invoice-editor__actions">
        <Button onClick={() => void navigate(invoice ? invoicePath(invoice.id) : '/invoices')}>
          {t('invoice.editor.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={creating || updating}>
          {t('invoice.editor.save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * /invoices/new and /invoices/:id/edit (docs/product.md § Facturen): a draft invoice or credit
 * note: customer, project, dates, reference, note and its lines. Saved, its page shows the
 * totals as the server computed them; an issued one no longer changes.
 */
export default function InvoiceEditorPage() {
  const id = useIdParam();
  // /invoices/new has no id; /invoices/:id/edit has one (a malformed one is not found).
  const editing = useParams().id !== undefined;
  const { data: invoice, isError, error, refetch } = useGetInvoiceQuery(id ? { id } : skipToken);
  const back = (
    <Link to={id ? invoicePath(id) : '/invoices'} className="bo-invoice__back">
      <ArrowLeftOutlined aria-hidden="true" /> {t('invoice.back')}
    </Link>
  );
  if (editing && isNotFound(id, { isError, error }))
    return <Result status="404" title={t('invoice.loadFailed')} extra={back} />;
  if (editing && !invoice)
    return isError ? (
      <LoadFailed title={t('invoice.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('invoice.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  const title = !invoice
    ? t('invoice.editor.newTitle')
    : `${invoice.kind === 'creditNote' ? t('invoice.editor.creditTitle') : t('invoice.editor.editTitle')}: ${invoiceName(invoice)}`;
  return (
    <div className="bo-invoice">
      {back}
      <h2 className="bo-invoice__title">{title}</h2>
      {invoice && invoice.status !== 'concept' ? (
        <Alert type="warning" showIcon title={t('invoice.editor.notDraft')} />
      ) : (
        <DraftForm invoice={invoice} />
      )}
    </div>
  );
}

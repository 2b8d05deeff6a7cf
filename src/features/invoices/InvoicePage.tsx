import {
  ArrowLeftOutlined,
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  EuroOutlined,
  FilePdfOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/invoices';
import { useDownload } from '../../shared/chat-files/use-download';
import { LoadFailed } from '../../shared/LoadFailed';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { errorText } from '../../store/errors';
import { useCan } from '../../store/permissions';
import {
  useCreditInvoiceMutation,
  useGetInvoiceQuery,
  useIssueInvoiceMutation,
  useLazyGetInvoiceFileQuery,
  useRemoveInvoiceMutation,
  type Invoice,
  type InvoiceRule,
} from './api';
import { InvoiceFacts } from './InvoiceFacts';
import { invoiceName } from './InvoiceName';
import { invoicePath } from './InvoicesPage';
import { InvoicePdf } from './InvoicePdf';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { InvoiceTotals } from './InvoiceTotals';
import { PaymentModal } from './PaymentModal';
import { InvoiceSendPanel } from './send/InvoiceSendPanel';
import { LinesTable } from '../../entities/invoice-lines/LinesTable';

/** The rules a 422 INVOICE_RULES answer lists, if that is what the failure is. */
function rulesOf(caught: unknown): InvoiceRule[] | null {
  const failure = caught as { status?: unknown; data?: { code?: string; rules?: InvoiceRule[] } };
  return failure?.status === 422 && failure.data?.code === 'INVOICE_RULES'
    ? (failure.data.rules ?? [])
    : null;
}

/** Issuing's refusal: every failed rule with its Dutch message, and that no number was used. */
function RulesAlert({ rules, onClose }: { rules: InvoiceRule[]; onClose: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      className="bo-invoice__rules"
      title={t('invoice.rulesTitle')}
      description={
        <>
          <ul className="bo-invoice__rule-list">
            {rules.map((rule) => (
              <li key={`${rule.rule}-${rule.message}`}>
                <code>{rule.rule}</code> {rule.message}
              </li>
            ))}
          </ul>
          <p>{t('invoice.rulesHint')}</p>
        </>
      }
    />
  );
}

function Actions({
  invoice,
  onRules,
  onPdf,
  onPayment,
}: {
  invoice: Invoice;
  onRules: (rules: InvoiceRule[] | null) => void;
  onPdf: () => void;
  onPayment: () => void;
}) {
  const mayWrite = useCan('invoices', 'write');
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [issue, { isLoading: issuing }] = useIssueInvoiceMutation();
  const [credit, { isLoading: crediting }] = useCreditInvoiceMutation();
  const [remove] = useRemoveInvoiceMutation();
  const [readFile] = useLazyGetInvoiceFileQuery();
  const draft = invoice.status === 'concept';
  const name = invoiceName(invoice);

  const save = useDownload(readFile);
  const download = (format: 'pdf' | 'ubl') =>
    save(`${invoice.number ?? name}.${format === 'pdf' ? 'pdf' : 'xml'}`, {
      id: invoice.id,
      format,
      stamp: invoice.updatedAt,
    });

  const issueNow = async () => {
    const confirmed = await modal.confirm({
      title: `${t('invoice.issue')}: ${name}`,
      content: t('invoice.issueConfirm'),
      okText: t('invoice.issue'),
      cancelText: t('invoice.editor.cancel'),
    });
    if (!confirmed) return;
    onRules(null);
    try {
      const { number } = await issue({ id: invoice.id }).unwrap();
      message.success(t('invoice.issued', { number }));
    } catch (caught) {
      const rules = rulesOf(caught);
      if (rules) onRules(rules);
      else message.error(errorText(caught as never));
    }
  };

  const creditNow = async () => {
    const confirmed = await modal.confirm({
      title: t('invoice.credit'),
      content: t('invoice.creditConfirm'),
      okText: t('invoice.credit'),
      cancelText: t('invoice.editor.cancel'),
    });
    if (!confirmed) return;
    try {
      const { id } = await credit({ id: invoice.id }).unwrap();
      void navigate(`${invoicePath(id)}/edit`);
    } catch {
      // The notification says why (a draft or a credit note is not credited).
    }
  };

  const removeNow = async () => {
    const confirmed = await modal.confirm({
      title: t('invoice.removeConfirm'),
      okText: t('invoice.remove'),
      cancelText: t('invoice.editor.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove({ id: invoice.id }).unwrap();
      message.success(t('invoice.removed'));
      void navigate('/invoices');
    } catch {
      // The notification says why.
    }
  };

  return (
    <span className="bo-invoice__actions">
      {mayWrite && draft && (
        <Button
          icon={<EditOutlined aria-hidden="true" />}
          onClick={() => void navigate(`${invoicePath(invoice.id)}/edit`)}
        >
          {t('invoice.edit')}
        </Button>
      )}
      {mayWrite && draft && (
        <Button
          type="primary"
          icon={<CheckCircleOutlined aria-hidden="true" />}
          loading={issuing}
          onClick={() => void issueNow()}
        >
          {t('invoice.issue')}
        </Button>
      )}
      <Button icon={<FilePdfOutlined aria-hidden="true" />} onClick={onPdf}>
        {t('invoice.pdf')}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => download('pdf')}>
        {t('invoice.pdfDownload')}
      </Button>
      {!draft && (
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => download('ubl')}>
          {t('invoice.ubl')}
        </Button>
      )}
      {mayWrite && !draft && invoice.kind === 'invoice' && invoice.status !== 'gecrediteerd' && (
        <Button
          icon={<RollbackOutlined aria-hidden="true" />}
          loading={crediting}
          onClick={() => void creditNow()}
        >
          {t('invoice.credit')}
        </Button>
      )}
      {mayWrite && !draft && invoice.kind === 'invoice' && invoice.openAmount > 0 && (
        <Button icon={<EuroOutlined aria-hidden="true" />} onClick={onPayment}>
          {t('invoice.payment')}
        </Button>
      )}
      {mayWrite && draft && (
        <Button danger onClick={() => void removeNow()}>
          {t('invoice.remove')}
        </Button>
      )}
    </span>
  );
}

/**
 * /invoices/:id (docs/product.md § Facturen): an invoice or credit note with its status, lines
 * and totals (as the server computed them), what was paid and reminded, and where its issued
 * files are kept; a draft is edited and issued here, an issued invoice credited, paid and sent.
 */
export default function InvoicePage() {
  const id = useIdParam();
  const { data: invoice, isError, error, refetch } = useGetInvoiceQuery(id ? { id } : skipToken);
  const [rules, setRules] = useState<InvoiceRule[] | null>(null);
  const [showPdf, setShowPdf] = useState(false);
  const [paying, setPaying] = useState(0);
  const back = (
    <Link to="/invoices" className="bo-invoice__back">
      <ArrowLeftOutlined aria-hidden="true" /> {t('invoice.back')}
    </Link>
  );

  if (isNotFound(id, { isError, error }))
    return <Result status="404" title={t('invoice.loadFailed')} extra={back} />;
  if (!invoice)
    return isError ? (
      <LoadFailed title={t('invoice.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('invoice.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );

  return (
    <div className="bo-invoice">
      {back}
      <header className="bo-invoice__header">
        <h2 className="bo-invoice__title">{invoiceName(invoice)}</h2>
        <InvoiceStatusTag status={invoice.status} />
        <Actions
          invoice={invoice}
          onRules={setRules}
          onPdf={() => setShowPdf((shown) => !shown)}
          onPayment={() => setPaying((n) => n + 1)}
        />
      </header>
      {rules && <RulesAlert rules={rules} onClose={() => setRules(null)} />}
      {invoice.status !== 'concept' && (
        <div className="bo-invoice__send">
          <InvoiceSendPanel invoiceId={invoice.id} invoice={invoice} />
        </div>
      )}
      <div className="bo-invoice__grid">
        <div className="bo-invoice__main">
          {showPdf && <InvoicePdf invoice={invoice} />}
          <Card title={<h3 className="bo-invoice__section-title">{t('invoice.lines')}</h3>}>
            <LinesTable lines={invoice.lines} />
            <InvoiceTotals totals={invoice} />
          </Card>
        </div>
        <div className="bo-invoice__side">
          <InvoiceFacts invoice={invoice} />
        </div>
      </div>
      {paying > 0 && <PaymentModal key={paying} invoice={invoice} onClose={() => setPaying(0)} />}
    </div>
  );
}

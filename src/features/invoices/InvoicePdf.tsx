import { Card, Skeleton } from 'antd';
import { t } from '../../i18n/invoices';
import { LoadFailed } from '../../shared/LoadFailed';
import { useGetInvoiceFileQuery, type Invoice } from './api';
import { invoiceName } from './InvoiceName';

/**
 * An invoice's PDF in the page, as Bestanden previews a document: read with the staff session
 * as an object URL and shown in the browser's viewer. An issued invoice's is the archived one;
 * a draft's is made anew (marked CONCEPT) after each change.
 */
export function InvoicePdf({ invoice }: { invoice: Invoice }) {
  const {
    data: url,
    isError,
    error,
    refetch,
  } = useGetInvoiceFileQuery({ id: invoice.id, format: 'pdf', stamp: invoice.updatedAt });
  let body;
  if (isError) body = <LoadFailed title={t('invoice.pdfFailed')} error={error} onRetry={refetch} />;
  else if (typeof url !== 'string')
    body = (
      <div aria-busy="true" aria-label={t('invoice.pdfLoading')}>
        <Skeleton.Image active />
      </div>
    );
  else
    body = (
      <iframe
        className="bo-invoice__frame"
        src={url}
        title={t('invoice.pdfTitle', { name: invoiceName(invoice) })}
      />
    );
  return (
    <Card title={<h3 className="bo-invoice__section-title">{t('invoice.pdf')}</h3>}>{body}</Card>
  );
}

import { DownloadOutlined, FileSearchOutlined } from '@ant-design/icons';
import { App, Button, Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { useLazyGetDocumentFileQuery } from '../../../entities/documents/api';
import { LinesTable } from '../../../entities/invoice-lines/LinesTable';
import { t } from '../../../i18n/purchase-orders';
import { openFile } from '../../../shared/chat-files/file-urls';
import { formatCents } from '../../../shared/money';
import { errorText } from '../../../store/errors';
import type { PurchaseOrder } from './api';
import { brusselsDay } from './format';

const day = (date: string | null) =>
  date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : t('orders.none');

/** The PDF as sent, archived in Bestanden: opened there or downloaded. */
function OrderPdf({ order }: { order: PurchaseOrder }) {
  const { message } = App.useApp();
  const [readFile] = useLazyGetDocumentFileQuery();
  const id = order.pdfDocumentId;
  return (
    <Card title={<h3 className="bo-purchase__section-title">{t('order.pdf')}</h3>}>
      {id ? (
        <span className="bo-purchase__document-actions">
          <Link to={`/files/${id}`}>
            <FileSearchOutlined aria-hidden="true" /> {t('order.pdfOpen')}
          </Link>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden="true" />}
            onClick={() =>
              void openFile(`Bestelbon ${order.number ?? order.id}.pdf`, true, async () => {
                const read = await readFile({ id }, true);
                if (read.error) message.error(errorText(read.error as never));
                return read.data;
              })
            }
          >
            {t('order.pdfDownload')}
          </Button>
        </span>
      ) : (
        <p className="bo-purchases__muted">{t('order.pdfNone')}</p>
      )}
    </Card>
  );
}

/**
 * A sent order as the supplier has it (docs/product.md § Aankopen, Bestelbonnen): its supplier,
 * project, dates and note, its lines as saved, and the PDF archived when it was sent.
 */
export function OrderDetails({ order }: { order: PurchaseOrder }) {
  return (
    <div className="bo-purchase__grid">
      <div className="bo-purchase__main">
        <Card title={<h3 className="bo-purchase__section-title">{t('order.lines')}</h3>}>
          <LinesTable lines={order.lines} />
          <dl className="bo-order__net">
            <dt>{t('order.net')}</dt>
            <dd>{formatCents(order.netAmount)}</dd>
          </dl>
        </Card>
      </div>
      <div className="bo-purchase__side">
        <Card title={<h3 className="bo-purchase__section-title">{t('order.facts')}</h3>}>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'supplier',
                label: t('order.supplier'),
                children: order.supplierId ? (
                  <Link to={`/projects/customers/${order.supplierId}`}>{order.supplierName}</Link>
                ) : (
                  t('orders.noSupplier')
                ),
              },
              {
                key: 'email',
                label: t('order.email'),
                children: order.supplierEmail || t('orders.none'),
              },
              {
                key: 'project',
                label: t('order.project'),
                children: order.projectId ? (
                  <Link to={`/projects/${order.projectId}`}>{order.projectName}</Link>
                ) : (
                  t('order.noProject')
                ),
              },
              { key: 'orderDate', label: t('order.orderDate'), children: day(order.orderDate) },
              {
                key: 'deliveryDate',
                label: t('order.deliveryDate'),
                children: day(order.deliveryDate),
              },
              {
                key: 'deliveryAddress',
                label: t('order.deliveryAddress'),
                children: order.deliveryAddress || t('order.deliveryOffice'),
              },
              { key: 'sentAt', label: t('orders.sentAt'), children: brusselsDay(order.sentAt) },
              ...(order.note
                ? [{ key: 'note', label: t('order.note'), children: order.note }]
                : []),
            ]}
          />
        </Card>
        <OrderPdf order={order} />
      </div>
    </div>
  );
}

import { Card, Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { LinkName } from '../../entities/documents/LinkName';
import { t } from '../../i18n/invoices';
import { formatBrussels } from '../../shared/brussels';
import type { Invoice } from './api';
import { formatDay, formatEuro } from './format';
import { invoicePath } from './InvoicesPage';

const none = () => t('invoice.none');

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card size="small" title={<h3 className="bo-invoice__section-title">{title}</h3>}>
      {children}
    </Card>
  );
}

/**
 * The side of an invoice's page: its details, its payments, the reminders that went out and
 * where Bestanden keeps its issued PDF and UBL.
 */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Section title={t('invoice.details')}>
        {/* 'Klant: Lies Claes', 'Project: Dak Maes': each a link to its page. */}
        <div className="bo-invoice__links">
          {invoice.customer && <LinkName link={{ kind: 'customer', id: invoice.customer.id }} />}
          {invoice.projectId && <LinkName link={{ kind: 'project', id: invoice.projectId }} />}
        </div>
        <Descriptions column={1} size="small">
          {invoice.creditedInvoiceId && (
            <Descriptions.Item label={t('invoice.credited')}>
              <Link to={invoicePath(invoice.creditedInvoiceId)}>
                {invoice.creditedInvoiceNumber ?? `#${invoice.creditedInvoiceId}`}
              </Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('invoices.issueDate')}>
            {formatDay(invoice.issueDate) || none()}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoices.dueDate')}>
            {formatDay(invoice.dueDate) || none()}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.editor.buyerReference')}>
            {invoice.buyerReference || none()}
          </Descriptions.Item>
          {invoice.note && (
            <Descriptions.Item label={t('invoice.editor.note')}>{invoice.note}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('invoices.open')}>
            <strong>{formatEuro(invoice.openAmount)}</strong>
          </Descriptions.Item>
        </Descriptions>
        {invoice.structuredCommunication && (
          <p className="bo-invoice__communication">
            <span className="bo-invoice__muted">{t('invoice.communication')}</span>
            <strong>{invoice.structuredCommunication}</strong>
          </p>
        )}
      </Section>
      {invoice.status !== 'concept' && invoice.kind === 'invoice' && (
        <Section title={t('invoice.payments')}>
          {invoice.payments.length ? (
            <ul className="bo-invoice__list">
              {invoice.payments.map((payment) => (
                <li key={payment.id}>
                  <span>{formatDay(payment.date)}</span>
                  <strong>{formatEuro(payment.amount)}</strong>
                  {payment.note && <span className="bo-invoice__muted">{payment.note}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="bo-invoice__muted">{t('invoice.noPayments')}</p>
          )}
        </Section>
      )}
      {invoice.status !== 'concept' && invoice.kind === 'invoice' && (
        <Section title={t('invoice.reminders')}>
          {invoice.reminders.length ? (
            <ul className="bo-invoice__list">
              {invoice.reminders.map((reminder) => (
                <li key={reminder.level}>
                  <span>{t(`invoice.reminder.${reminder.level}` as 'invoice.reminder.1')}</span>
                  <span>{formatBrussels(reminder.sentAt)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="bo-invoice__muted">{t('invoice.noReminders')}</p>
          )}
        </Section>
      )}
      <Section title={t('invoice.archive')}>
        {invoice.pdfDocumentId || invoice.ublDocumentId ? (
          <ul className="bo-invoice__list">
            {invoice.pdfDocumentId && (
              <li>
                <Link to={`/files/${invoice.pdfDocumentId}`}>{t('invoice.archivePdf')}</Link>
              </li>
            )}
            {invoice.ublDocumentId && (
              <li>
                <Link to={`/files/${invoice.ublDocumentId}`}>{t('invoice.archiveUbl')}</Link>
              </li>
            )}
            <li>
              <Link to={`/files?linkKind=invoice&linkId=${invoice.id}`}>
                {t('invoice.archiveAll')}
              </Link>
            </li>
          </ul>
        ) : (
          <p className="bo-invoice__muted">{t('invoice.archiveNone')}</p>
        )}
      </Section>
    </>
  );
}

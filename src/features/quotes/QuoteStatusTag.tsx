import { Tag } from 'antd';
import { t } from '../../i18n/quotes';
import type { QuoteStatus } from './api';

const COLORS: Record<QuoteStatus, string> = {
  concept: 'default',
  verzonden: 'blue',
  aanvaard: 'green',
  geweigerd: 'red',
  vervallen: 'orange',
  vervangen: 'default',
};

export const QUOTE_STATUSES = Object.keys(COLORS) as QuoteStatus[];

export const statusLabel = (status: QuoteStatus) => t(`quotes.status.${status}`);

/**
 * A quote's status as a tag: concept, verzonden, aanvaard, geweigerd, vervallen, vervangen. In
 * the invoices' darker shades (invoices.css, loaded by Facturen's layout), which read at 4.5:1.
 */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  return (
    <Tag className="bo-invoice-status" color={COLORS[status]}>
      {statusLabel(status)}
    </Tag>
  );
}

/** 'OF-2026-0001 v2', or '(concept)' before the first send. */
export const quoteNumber = (quote: { number: string | null; version: number }) =>
  quote.number
    ? `${quote.number}${quote.version > 1 ? ` v${quote.version}` : ''}`
    : t('quotes.draftNumber');

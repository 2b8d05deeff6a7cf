import { t } from '../../i18n/invoices';
import { formatEuro, vatLabel } from './format';

export interface TotalsFigures {
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
  vat: { category: string; rate: number; taxable: number; tax: number }[];
  prepaidAmount?: number;
  payableAmount?: number;
  paidAmount?: number;
  openAmount?: number;
}

/**
 * An invoice's totals as a definition list: without VAT, the VAT per category and rate, with
 * VAT; an issued invoice's deposit deducted, what is paid and what is open.
 */
export function InvoiceTotals({ totals, caption }: { totals: TotalsFigures; caption?: string }) {
  const rows: [string, number, boolean?][] = [
    [t('invoice.totals.net'), totals.netAmount],
    ...totals.vat.map(
      (group) =>
        [
          t('invoice.totals.vatLine', {
            label: t(vatLabel(group)),
            base: formatEuro(group.taxable),
          }),
          group.tax,
        ] as [string, number],
    ),
    [t('invoice.totals.gross'), totals.grossAmount, true],
  ];
  if (totals.prepaidAmount) rows.push([t('invoice.totals.prepaid'), -totals.prepaidAmount]);
  if (totals.payableAmount !== undefined && totals.prepaidAmount)
    rows.push([t('invoice.totals.payable'), totals.payableAmount, true]);
  if (totals.paidAmount) rows.push([t('invoice.totals.paid'), totals.paidAmount]);
  if (totals.openAmount !== undefined && totals.paidAmount)
    rows.push([t('invoice.totals.open'), totals.openAmount, true]);
  return (
    <div className="bo-invoice-totals">
      {caption && <p className="bo-invoice-totals__caption">{caption}</p>}
      <dl className="bo-invoice-totals__list">
        {rows.map(([label, amount, strong]) => (
          <div
            key={label}
            className={
              strong
                ? 'bo-invoice-totals__row bo-invoice-totals__row--strong'
                : 'bo-invoice-totals__row'
            }
          >
            <dt>{label}</dt>
            <dd>{formatEuro(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

import { Table } from 'antd';
import { t } from '../../i18n/invoices';
import type { ApiLine } from './LineEditor';
import { formatEuro, lineNet, unitLabel, vatLabel } from './lines';
import './invoice-lines.css';

const quantity = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 3 });

/** '18 m × € 42,75 · korting 5 %': what a line's amount is made of. */
function pricing(line: ApiLine) {
  const unit = unitLabel(line.unitCode);
  const parts = [
    `${quantity.format(line.quantity)} ${unit ? t(unit) : line.unitCode} × ${formatEuro(line.unitPrice)}`,
  ];
  if (line.discountPercent)
    parts.push(`${t('invoice.editor.discountShort').toLowerCase()} ${line.discountPercent} %`);
  return parts.join(' · ');
}

/**
 * Lines as saved (an invoice's, a purchase order's): the description with its quantity, unit,
 * unit price and discount under it, the VAT and the net amount (as the server computes it),
 * narrow enough for a page's main column. The editor of a draft's lines is LineEditor.
 */
export function LinesTable({ lines }: { lines: ApiLine[] }) {
  return (
    <Table<ApiLine & { key: number }>
      size="small"
      pagination={false}
      dataSource={lines.map((line, index) => ({ ...line, key: index }))}
      locale={{ emptyText: t('invoice.editor.noLines') }}
      columns={[
        {
          key: 'description',
          title: t('invoice.editor.description'),
          render: (_, line) => (
            <span className="bo-invoice-lines__saved">
              {line.description}
              <span className="bo-invoice-lines__muted">{pricing(line)}</span>
              {line.exemptionReason && (
                <span className="bo-invoice-lines__muted">{line.exemptionReason}</span>
              )}
            </span>
          ),
        },
        {
          key: 'vat',
          title: t('invoice.editor.vat'),
          render: (_, line) => (
            <span className="bo-invoice-lines__nowrap">
              {t(vatLabel({ category: line.vatCategory, rate: line.vatRate }))}
            </span>
          ),
        },
        {
          key: 'net',
          title: t('invoice.editor.lineNet'),
          align: 'right',
          render: (_, line) => (
            <span className="bo-invoice-lines__nowrap">{formatEuro(lineNet(line))}</span>
          ),
        },
      ]}
    />
  );
}

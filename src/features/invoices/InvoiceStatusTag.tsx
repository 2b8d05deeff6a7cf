import { Tag } from 'antd';
import { t } from '../../i18n/invoices';
import { STATE_COLOURS, stateLabel, type InvoiceState } from './format';

/** An invoice's status as a coloured tag: concept, uitgereikt, … vervallen, gecrediteerd. */
export function InvoiceStatusTag({ status }: { status: InvoiceState }) {
  return (
    <Tag className="bo-invoice-status" color={STATE_COLOURS[status]}>
      {t(stateLabel(status))}
    </Tag>
  );
}

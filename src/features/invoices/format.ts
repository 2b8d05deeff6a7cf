import type { LabelKey } from '../../i18n';

/**
 * What Facturen's screens show of amounts, units, VAT and statuses (docs/product.md § Facturen).
 * Amounts travel in integer cents; people read and type euros.
 */

export {
  formatEuro,
  lineNet,
  previewTotals,
  toCents,
  unitLabel,
  vatLabel,
} from '../../entities/invoice-lines/lines';

export { formatDay } from '../../shared/calendar-day';

/** Every status a list or page shows: the stored ones and the derived `vervallen`. */
export const INVOICE_STATES = [
  'concept',
  'uitgereikt',
  'verzonden',
  'deels betaald',
  'betaald',
  'vervallen',
  'gecrediteerd',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** antd Tag colours: grey draft, blue on its way, orange partly, green paid, red overdue. */
export const STATE_COLOURS: Record<InvoiceState, string> = {
  concept: 'default',
  uitgereikt: 'blue',
  verzonden: 'geekblue',
  'deels betaald': 'orange',
  betaald: 'green',
  vervallen: 'red',
  gecrediteerd: 'purple',
};

export const stateLabel = (state: string) => `invoices.state.${state}` as LabelKey;

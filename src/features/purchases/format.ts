import type { LabelKey } from '../../i18n';
import type { CostCategory, PurchaseStatus } from './api.generated';
import { COST_CATEGORIES as SHARED_COST_CATEGORIES } from '../../shared/cost-categories';

/**
 * What Aankopen's screens show of statuses, categories, days and amounts (docs/product.md §
 * Aankopen). Amounts travel in integer cents; people read and type euros.
 */

export { formatCents as formatEuro } from '../../shared/money';

export { formatDay } from '../../shared/calendar-day';

/** The inbox's tabs: what is still to process first, every status, then all of them. */
export const PURCHASE_STATES: readonly PurchaseStatus[] = [
  'ontvangen',
  'goedgekeurd',
  'te betalen',
  'betaald',
  'geweigerd',
];
export type PurchaseTab = PurchaseStatus | 'alle';
export const PURCHASE_TABS: readonly PurchaseTab[] = [...PURCHASE_STATES, 'alle'];

/** antd Tag colours: orange to process, blue approved, gold to pay, green paid, red refused. */
export const STATE_COLOURS: Record<PurchaseStatus, string> = {
  ontvangen: 'orange',
  goedgekeurd: 'blue',
  'te betalen': 'gold',
  betaald: 'green',
  geweigerd: 'red',
};

export const stateLabel = (state: PurchaseTab) => `purchases.state.${state}` as LabelKey;

export const COST_CATEGORIES: readonly CostCategory[] = SHARED_COST_CATEGORIES;

export const categoryLabel = (category: CostCategory) =>
  `purchase.category.${category}` as LabelKey;

/** Rounds half away from zero, as the server rounds amounts (EN 16931). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * A line's net amount in cents, as the server computes it (server/domain/invoice-totals.ts):
 * quantity in thousandths, discount in hundredths of a percent, one rounding at the end.
 */
export function lineNet(line: { quantity: number; unitPrice: number; discountPercent: number }) {
  const milli = Math.round((line.quantity || 0) * 1000);
  const kept = 10_000 - Math.round((line.discountPercent || 0) * 100);
  return roundHalfAway((milli * (line.unitPrice || 0) * kept) / 10_000_000);
}

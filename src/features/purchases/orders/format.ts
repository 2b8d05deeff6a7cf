import type { LabelKey } from '../../../i18n';
import { inBrussels } from '../../../shared/brussels';
import type { PurchaseOrderStatus } from './api.generated';

/** What the purchase order screens show of statuses and moments (docs/product.md § Aankopen). */

export const ORDER_STATES: readonly PurchaseOrderStatus[] = [
  'concept',
  'verzonden',
  'gefactureerd',
];
export type OrderFilterState = PurchaseOrderStatus | 'alle';
export const ORDER_FILTER_STATES: readonly OrderFilterState[] = ['alle', ...ORDER_STATES];

/** antd Tag colours: grey draft, blue sent, green invoiced (the darker shades: purchases.css). */
export const ORDER_COLOURS: Record<PurchaseOrderStatus, string> = {
  concept: 'default',
  verzonden: 'blue',
  gefactureerd: 'green',
};

export const orderStateLabel = (state: OrderFilterState) => `orders.state.${state}` as LabelKey;

export const orderPath = (id: number) => `/shopping/orders/${id}`;

/** A moment as its Brussels day, '29/11/2026'. */
export const brusselsDay = (instant: string | null | undefined) =>
  instant ? inBrussels(instant).format('DD/MM/YYYY') : '';

import type { LabelKey } from '../../i18n';
import type { BankLineState, CostCategory, GetBankLinesApiArg } from './api.generated';
import { COST_CATEGORIES as SHARED_COST_CATEGORIES } from '../../shared/cost-categories';

/**
 * What Financiën's screen shows of movements (docs/product.md § Financiën). Amounts travel in
 * integer cents, negative for money leaving the account; dates are the bank's days.
 */

export { formatCents as formatEuro, formatIban, formatStructured } from '../../shared/money';
export { formatDay } from '../../shared/calendar-day';

/** The list's tabs: what is still to process first, then each state, then all of them. */
export type BankLineTab = BankLineState | 'alle';
export const BANK_LINE_TABS: readonly BankLineTab[] = [
  'open',
  'in afwachting',
  'gekoppeld',
  'geboekt',
  'alle',
];

/** The list's filter word (the API's) for each state. */
export const FILTER_OF_STATE: Record<BankLineState, NonNullable<GetBankLinesApiArg['state']>> = {
  open: 'open',
  'in afwachting': 'parked',
  gekoppeld: 'matched',
  geboekt: 'booked',
};

/** antd Tag colours: orange to process, gold waiting, green matched, blue booked. */
export const LINE_COLOURS: Record<BankLineState, string> = {
  open: 'orange',
  'in afwachting': 'gold',
  gekoppeld: 'green',
  geboekt: 'blue',
};

export const lineStateLabel = (state: BankLineTab) => `finances.lines.state.${state}` as LabelKey;

/** What a movement may be booked to (db/schema/purchases.ts COST_CATEGORIES). */
export const COST_CATEGORIES: readonly CostCategory[] = SHARED_COST_CATEGORIES;

export const categoryLabel = (category: string) => `finances.category.${category}` as LabelKey;

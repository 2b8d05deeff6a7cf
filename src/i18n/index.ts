import { nlBE } from './nl-BE';
import type { AchievementsLabelKey } from './sections/achievements.nl-BE';
import type { ChatsLabelKey } from './sections/chats.nl-BE';
import type { ImageInputLabelKey } from './sections/image-input.nl-BE';
import type { ImagesLabelKey } from './sections/images.nl-BE';
import type { LanguageLabelKey } from './sections/language.nl-BE';
import type { OverviewLabelKey } from './sections/overview.nl-BE';
import type { ServicesLabelKey } from './sections/services.nl-BE';
import type { SettingsLabelKey } from './sections/settings.nl-BE';
import type { WidgetLabelKey } from './sections/widget.nl-BE';
import type { HistoryLabelKey } from './sections/history.nl-BE';
import type { TrashLabelKey } from './sections/trash.nl-BE';
import type { AgendaLabelKey } from './sections/agenda.nl-BE';
import type { CustomersLabelKey } from './sections/customers.nl-BE';
import type { EmployeesLabelKey } from './sections/employees.nl-BE';
import type { ProjectsLabelKey } from './sections/projects.nl-BE';
import type { StatisticsLabelKey } from './sections/statistics.nl-BE';
import type { DocumentsLabelKey } from './sections/documents.nl-BE';
import type { FileLinksLabelKey } from './sections/file-links.nl-BE';
import type { InvoiceSendingLabelKey } from './sections/invoice-sending.nl-BE';
import type { InvoicesLabelKey } from './sections/invoices.nl-BE';
import type { QuotesLabelKey } from './sections/quotes.nl-BE';
import type { PurchasesLabelKey } from './sections/purchases.nl-BE';
import type { PurchaseOrdersLabelKey } from './sections/purchase-orders.nl-BE';
import type { FinancesLabelKey } from './sections/finances.nl-BE';
import type { VehiclesLabelKey } from './sections/vehicles.nl-BE';
import type { InventoryLabelKey } from './sections/inventory.nl-BE';

/**
 * Every label key: the frame's (nl-BE.ts, loaded with the login screen) and each screen
 * section's (sections/*.nl-BE.ts, loaded with its screens through src/i18n/<section>.ts).
 */
export type LabelKey =
  | keyof typeof nlBE
  | ChatsLabelKey
  | OverviewLabelKey
  | ImagesLabelKey
  | ServicesLabelKey
  | ImageInputLabelKey
  | SettingsLabelKey
  | LanguageLabelKey
  | AchievementsLabelKey
  | WidgetLabelKey
  | HistoryLabelKey
  | TrashLabelKey
  | AgendaLabelKey
  | CustomersLabelKey
  | ProjectsLabelKey
  | EmployeesLabelKey
  | StatisticsLabelKey
  | DocumentsLabelKey
  | FileLinksLabelKey
  | InvoiceSendingLabelKey
  | InvoicesLabelKey
  | QuotesLabelKey
  | PurchasesLabelKey
  | PurchaseOrdersLabelKey
  | FinancesLabelKey
  | VehiclesLabelKey
  | InventoryLabelKey;

/**
 * The interface is fixed to nl_BE. The English labels (en.ts, sections/*.en.ts) keep the
 * dictionary complete and are checked by its tests, but no screen shows them, so they stay out
 * of the bundle.
 */
export const LOCALE = 'nl_BE';

const labels: Record<string, string> = { ...nlBE };

/** Makes a section's labels available to `t` (see src/i18n/chats.ts). */
export function addLabels(section: Record<string, string>) {
  Object.assign(labels, section);
}

/** `label` with `{name}` placeholders filled from `params`. */
export function format(label: string, params?: Record<string, string | number>): string {
  if (!params) return label;
  return label.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The label for `key`, with `{name}` placeholders filled from `params`. A section's key before
 * its section loaded shows as the key itself, never as "undefined".
 */
export function t(key: LabelKey, params?: Record<string, string | number>): string {
  return format(labels[key] ?? key, params);
}

export function isLabelKey(key: string): key is LabelKey {
  return key in labels;
}

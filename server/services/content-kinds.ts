import type { EntityKind } from '../domain/history';
import { historySchemas } from '../schemas';
import { achievementKind } from './achievement-kind';
import { appointmentKind } from './appointment-kind';
import { invoiceKind } from './invoice-kind';
import { quoteKind } from './quote-kind';
import { purchaseKind } from './purchase-kind';
import { purchaseOrderKind } from './purchase-order-kind';
import { vehicleKind } from './vehicle-kind';
import { articleKind } from './article-kind';
import { toolKind } from './tool-kind';
import type { ContentKindDeclaration } from './content-kind';
import { customerKind } from './customer-kind';
import { documentKind } from './document-kind';
import { employeeKind } from './employee-kind';
import { languageKind } from './language-kind';
import { projectKind } from './project-kind';
import { serviceContentKind, serviceKind } from './service-kind';

/**
 * The registry of content kinds (docs/architecture.md § Content kinds): each kind's declaration,
 * written beside its service. A kind of domain/history.ts without one does not compile.
 * The order is the erasure's: a customer's appointments go before the customer's records.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's own trash item
const REGISTRY: { [K in EntityKind]: ContentKindDeclaration<K, any> } = {
  language: languageKind,
  service: serviceKind,
  serviceContent: serviceContentKind,
  achievement: achievementKind,
  employee: employeeKind,
  appointment: appointmentKind,
  // Before the customer: its erasure reads the customer's projects, which the customer's unlinks.
  document: documentKind,
  // Before the customer: their erasure finds the drafts and quotes by the customer's id.
  invoice: invoiceKind,
  quote: quoteKind,
  // Before the customer: the erasure takes the supplier from their invoices, which it keeps.
  purchase: purchaseKind,
  customer: customerKind,
  project: projectKind,
  purchaseOrder: purchaseOrderKind,
  vehicle: vehicleKind,
  article: articleKind,
  tool: toolKind,
};

/** The declaration of one kind. */
export const contentKind = <K extends EntityKind>(kind: K) =>
  REGISTRY[kind] as unknown as ContentKindDeclaration<EntityKind>;

/** Every declaration, in the registry's order. */
export const contentKinds = () =>
  Object.values(REGISTRY) as unknown as ContentKindDeclaration<EntityKind>[];

/**
 * The contract's schemas that name every kind (`Version`, `RestoredVersion`), from the
 * declarations; registered with the named schemas (server/app.ts).
 */
export const { Version, RestoredVersion } = historySchemas(contentKinds());
export const kindSchemas = [Version, RestoredVersion];

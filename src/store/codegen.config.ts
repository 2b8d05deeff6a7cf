import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  multipartEndpointNames,
  multipartEndpointsSource,
  type OpenApiDocument,
} from './codegen-multipart';

// `npm run api:generate` writes one endpoint set per feature from the server's OpenAPI document.
// Paths are relative to this file. Never edit the generated files: enhance them in api.ts beside them.
type Operation = { path: string; operation: { tags?: string[] } };

const byTag =
  (tags: string | string[], except: string[] = []) =>
  (name: string, { operation }: Operation) =>
    [tags].flat().some((tag) => (operation.tags ?? []).includes(tag)) && !except.includes(name);

/**
 * Sending invoices and their delivery: the invoice screens' sending panel. They carry the
 * `invoice` tag; the invoices' own file leaves them out (`byTag('invoice', INVOICE_SENDING)`).
 */
export const INVOICE_SENDING = ['sendInvoice', 'getInvoiceDelivery'];

/**
 * A supplier invoice's upload: Aankopen's inbox and a project's page (a technician's receipt).
 * It carries the `purchase` tag; Aankopen's own file leaves it out.
 */
export const PURCHASE_UPLOAD = ['uploadPurchase'];

const config = {
  schemaFile: '../../openapi.json',
  apiFile: './api.ts',
  apiImport: 'baseApi',
  hooks: false,
  outputFiles: {
    // Run-time settings of the server (public website address, limits): shared by features.
    '../shared/runtime-config/api.generated.ts': {
      exportName: 'generatedConfigApi',
      filterEndpoints: byTag('config'),
    },
    // Sign-in, sign-out and the signed-in user: shared, because the store's session slice holds
    // their `User`. features/auth enhances the calls.
    '../entities/session/api.generated.ts': {
      exportName: 'generatedAuthApi',
      filterEndpoints: byTag('user'),
    },
    // Staff accounts: the /settings screen's list, creation, activation and password change,
    // and the activity screen's filter by person, so they are shared.
    '../entities/staff/api.generated.ts': {
      exportName: 'generatedStaffApi',
      filterEndpoints: byTag('staff'),
    },
    // E-mail (its state, the test mail and the account's choice of notices) and the company's
    // opening hours: /settings.
    '../features/settings/api.generated.ts': {
      exportName: 'generatedSettingsApi',
      filterEndpoints: (name: string, operation: Operation) =>
        byTag('mail')(name, operation) || byTag('settings')(name, operation),
    },
    // Staff's side of conversations. The customer's calls (tag chat-public) are the widget's.
    '../features/chats/api.generated.ts': {
      exportName: 'generatedChatsApi',
      filterEndpoints: byTag('chat'),
    },
    // The chat widget on the company's website: its own small API slice, no staff session.
    // Event streams (tag events) are read by src/shared/live/event-stream.ts, not generated.
    // Its page also shows a customer their appointment, from the link in its mail.
    '../widget/app/api.generated.ts': {
      apiFile: '../widget/app/base-api.ts',
      apiImport: 'widgetBaseApi',
      exportName: 'generatedWidgetApi',
      filterEndpoints: (name: string, operation: Operation) =>
        byTag('chat-public')(name, operation) || byTag('appointment-public')(name, operation),
    },
    // The public pages of the documents' links: a shared document, the customer's upload page.
    '../features/files/public/api.generated.ts': {
      exportName: 'generatedFileLinksApi',
      filterEndpoints: byTag('document-public'),
    },
    // Offertes: staff's screens. The customer's page (tag quote-public) is quotes/public's.
    '../features/quotes/api.generated.ts': {
      exportName: 'generatedQuotesApi',
      filterEndpoints: byTag('quote'),
    },
    // The customer's page of a quote, from the link in its mail: no staff session.
    '../features/quotes/public/api.generated.ts': {
      exportName: 'generatedPublicQuoteApi',
      filterEndpoints: byTag('quote-public'),
    },
    '../features/cms/services/api.generated.ts': {
      exportName: 'generatedServicesApi',
      filterEndpoints: byTag('service'),
    },
    // Language entries: the language tab edits them, services pick their texts from them.
    '../entities/language-entries/api.generated.ts': {
      exportName: 'generatedLanguageApi',
      filterEndpoints: byTag('language'),
    },
    // Quick replies: /settings manages them, the chat reply inserts them, so they are shared.
    '../entities/quick-replies/api.generated.ts': {
      exportName: 'generatedQuickRepliesApi',
      filterEndpoints: byTag('quickReply'),
    },
    '../features/cms/achievements/api.generated.ts': {
      exportName: 'generatedAchievementsApi',
      filterEndpoints: byTag('achievement'),
    },
    // The images tab's library: every stored image and what shows it.
    '../features/cms/images/api.generated.ts': {
      exportName: 'generatedImagesApi',
      filterEndpoints: byTag('images-library'),
    },
    // Versions, the trash and the activity log: the CMS screens show an entity's history, the
    // trash and activity screens the rest, so they are shared.
    '../entities/history/api.generated.ts': {
      exportName: 'generatedHistoryApi',
      filterEndpoints: byTag('history'),
    },
    // Employees and appointments: the agenda and employees screens show them, the conversation
    // screen books an appointment, so they are shared. The feed (tag agenda-feed) is for
    // calendar apps, not generated.
    '../entities/appointments/api.generated.ts': {
      exportName: 'generatedAgendaApi',
      filterEndpoints: (name: string, operation: Operation) =>
        byTag('employee')(name, operation) || byTag('appointment')(name, operation),
    },
    // The register of customers: the Klanten screens, a conversation (link it to a customer)
    // and the appointment form (pick one) use it, so it is shared.
    '../entities/customers/api.generated.ts': {
      exportName: 'generatedCustomersApi',
      filterEndpoints: byTag('customer'),
    },
    // Statistieken: the statistics screen charts them, the overview its last weeks of
    // conversations, so they are shared.
    '../entities/statistics/api.generated.ts': {
      exportName: 'generatedStatisticsApi',
      filterEndpoints: byTag('statistics'),
    },
    // Projecten: the list, the board and the project's page.
    '../features/projects/api.generated.ts': {
      exportName: 'generatedProjectsApi',
      filterEndpoints: byTag('project'),
    },
    // Bestanden: the documents' screens, and the documents section of a customer's, project's
    // and employee's page, so they are shared. The public pages (tag document-public) are
    // features/files/public's.
    '../entities/documents/api.generated.ts': {
      exportName: 'generatedDocumentsApi',
      filterEndpoints: byTag('document'),
    },
    // Peppol: whether it is set up (the invoice screens) and the directory lookup (a customer's
    // page, an invoice's sending), so they are shared. The webhook is the access point's.
    '../entities/peppol/api.generated.ts': {
      exportName: 'generatedPeppolApi',
      filterEndpoints: byTag('peppol', ['peppolWebhook']),
    },
    // Facturen: the invoices' list, editor and detail (drafts, issuing, credit notes, payments,
    // sending).
    '../features/invoices/api.generated.ts': {
      exportName: 'generatedInvoicesApi',
      filterEndpoints: byTag('invoice', INVOICE_SENDING),
    },
    // An invoice's sending panel: send over Peppol or by e-mail, its delivery and reminders.
    '../features/invoices/send/api.generated.ts': {
      exportName: 'generatedInvoiceSendingApi',
      filterEndpoints: (name: string) => INVOICE_SENDING.includes(name),
    },
    // Aankopen: the supplier invoices' inbox, list and detail (approval, rejection, the
    // inhoudingsplicht check, payment steps).
    '../features/purchases/api.generated.ts': {
      exportName: 'generatedPurchasesApi',
      filterEndpoints: byTag('purchase', PURCHASE_UPLOAD),
    },
    // A supplier invoice's upload: Aankopen's inbox and a receipt from a project's page, so it
    // is shared.
    '../entities/purchase-upload/api.generated.ts': {
      exportName: 'generatedPurchaseUploadApi',
      filterEndpoints: (name: string) => PURCHASE_UPLOAD.includes(name),
    },
    // Aankopen's purchase orders (bestelbonnen) to suppliers and their comparison with the
    // supplier's invoice.
    '../features/purchases/orders/api.generated.ts': {
      exportName: 'generatedPurchaseOrdersApi',
      filterEndpoints: byTag('purchaseOrder'),
    },
    // Financiën: the bank accounts, the statements' import and the movements with their matches,
    // the payment runs that pay suppliers and the VAT overview.
    '../features/finances/api.generated.ts': {
      exportName: 'generatedFinancesApi',
      filterEndpoints: byTag(['bank', 'payment', 'finance']),
    },
    // Voertuigen: the vehicles' list and page, their drivers and readings, and who drove one
    // when a fine comes; shared, as a Technieker records a reading of the van they drive.
    '../entities/vehicles/api.generated.ts': {
      exportName: 'generatedVehiclesApi',
      filterEndpoints: byTag('vehicle'),
    },
    // Inventaris: the articles, the locations with their levels and movements, the tools; shared,
    // as a Technieker sees the stock of the van they drive and the tools they hold.
    '../entities/inventory/api.generated.ts': {
      exportName: 'generatedInventoryApi',
      filterEndpoints: byTag(['article', 'stock', 'tool']),
    },
    // The overview screen's counts, in one call: the overview imports no other feature.
    '../features/overview/api.generated.ts': {
      exportName: 'generatedOverviewApi',
      filterEndpoints: byTag('overview'),
    },
  },
} satisfies ConfigFile;

// Beside the endpoints: which of the back office's calls send a multipart body (the widget's
// calls go through a base query of their own). The base query sends those bodies as FormData.
const backOfficeFilters = Object.values(config.outputFiles)
  .filter((file) => !('apiFile' in file))
  .map((file) => file.filterEndpoints);
const schema = JSON.parse(readFileSync(join(__dirname, config.schemaFile), 'utf8'));
writeFileSync(
  join(__dirname, 'multipart-endpoints.generated.ts'),
  multipartEndpointsSource(multipartEndpointNames(schema as OpenApiDocument, backOfficeFilters)),
);

export default config;

import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './base-query';

/**
 * The one API slice. It starts empty: every feature injects its generated endpoints
 * (`api.generated.ts`) and adds tags in its own `api.ts`. The base query encodes multipart
 * bodies and asks for image addresses, so no feature restates a generated URL.
 * Tag types are declared here once: features share them by name (editing a language entry
 * refreshes every list that shows it), so none declares its own.
 */
export const TAG_TYPES = [
  'Service',
  'ServiceContent',
  'LanguageEntry',
  'Chat',
  // Whether a chat's customer has the conversation open in the website's widget now.
  'ChatPresence',
  'Achievement',
  'Staff',
  // E-mail: the outbox's status and the signed-in user's choice (settings).
  'Mail',
  // Staff's shared answers: edited in the settings, inserted into chat replies.
  'QuickReply',
  // What was deleted, each entity's versions, and the activity log.
  'Trash',
  'History',
  'Activity',
  // The company's people, their absences, and the agenda's appointments.
  'Employee',
  // An employee's calendar feeds (by employee id).
  'EmployeeFeed',
  'Absence',
  'Appointment',
  // The register of customers (Klanten).
  'Customer',
  // Projecten.
  'Project',
  // Bestanden: documents (by id), their types, and a document's share links (by its id).
  'Document',
  'DocumentType',
  'DocumentShare',
  // Facturen: invoices and quotes (by id).
  'Invoice',
  'Quote',
  'Purchase',
  'PurchaseOrder',
  // Voertuigen: the vehicles (by id) with their drivers and readings.
  'Vehicle',
  'VehicleBenefitYear',
  // Inventaris: articles and tools (by id), the locations with their levels and movements.
  'Article',
  'Tool',
  'Stock',
  // Financiën: the company's bank accounts, the statements' movements (by id), the payment runs.
  'BankAccount',
  'BankLine',
  'PaymentRun',
  // The company's settings every staff member shares (opening hours).
  'Settings',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

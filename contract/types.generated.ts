// Written by `npm run api:generate` from openapi.json (src/store/codegen-types.ts): never edit.
export type ChatEvent = {
  chatId: number;
  /** `created`: a customer started it; `message`: a message was added (`sender` says whose); `removed`: it was removed; `presence`: its customer opened or closed it in the website's widget; `status`: it was closed or opened again. A customer's stream sends `message` and `removed` only. */
  kind: 'created' | 'message' | 'removed' | 'presence' | 'status';
  /** Who wrote, for a message */
  sender?: 'staff' | 'customer';
  /** The `X-Client-Id` of the staff screen whose call caused it, when it sent one; staff streams only. That screen refreshed what it wrote already: it skips the event's refetch. */
  origin?: string;
};
export type DocumentsReceived = {
  /** How many documents arrived */
  count: number;
  linkKind: 'customer' | 'project';
  linkId: number;
  /** The customer's or the project's name */
  name: string;
};
export type ErrorAnswer = {
  statusCode: number;
  code:
    | 'VALIDATION'
    | 'MALFORMED_JSON'
    | 'BAD_REQUEST'
    | 'UNAUTHORIZED'
    | 'INVALID_CREDENTIALS'
    | 'ACCOUNT_DISABLED'
    | 'WRONG_PASSWORD'
    | 'WEAK_PASSWORD'
    | 'FORBIDDEN'
    | 'NOT_FOUND'
    | 'METHOD_NOT_ALLOWED'
    | 'NOT_ACCEPTABLE'
    | 'CONFLICT'
    | 'UNKNOWN_REFERENCE'
    | 'DUPLICATE'
    | 'IN_USE'
    | 'MISSING_REFERENCES'
    | 'SELF_DEACTIVATION'
    | 'LAST_ACTIVE_ACCOUNT'
    | 'LAST_ADMINISTRATOR'
    | 'MAIL_NOT_CONFIGURED'
    | 'APPOINTMENT_CONFLICT'
    | 'PROJECT_NOT_DELIVERED'
    | 'UNDER_RETENTION'
    | 'ENTERPRISE_NUMBER'
    | 'INVALID_IMAGE'
    | 'IMAGE_TOO_MANY_PIXELS'
    | 'FILE_TOO_LARGE'
    | 'TOO_MANY_FILES'
    | 'TOO_MANY_PARTS'
    | 'PAYLOAD_TOO_LARGE'
    | 'UNSUPPORTED_MEDIA_TYPE'
    | 'PDF_ENCRYPTED'
    | 'RATE_LIMITED'
    | 'SERVER_BUSY'
    | 'DATABASE_UNAVAILABLE'
    | 'PEPPOL_UNAVAILABLE'
    | 'INVOICE_ISSUED'
    | 'INVOICE_RULES'
    | 'PEPPOL_NOT_CONFIGURED'
    | 'INVOICE_NOT_ISSUED'
    | 'ALLOCATION_MISMATCH'
    | 'APPROVAL_LIMIT'
    | 'PURCHASE_STATUS'
    | 'WITHHOLDING_CHECK_MISSING'
    | 'DUPLICATE_PURCHASE'
    | 'INTERNAL';
  message: string;
};
export type InvoiceChanged = {
  invoiceId: number;
};
export type QuoteAnswered = {
  quoteId: number;
  number: string;
  accepted: boolean;
};
export type Role = 'beheerder' | 'kantoor' | 'technieker' | 'website';
export type Permissions = {
  accounts?: 'read' | 'write';
  settings?: 'read' | 'write';
  agenda?: 'read' | 'write';
  employees?: 'read' | 'write';
  customers?: 'read' | 'write';
  projects?: 'read' | 'write';
  cms?: 'read' | 'write';
  chats?: 'read' | 'write';
  statistics?: 'read' | 'write';
  webStatistics?: 'read' | 'write';
  history?: 'read' | 'write';
  files?: 'read' | 'write';
  invoices?: 'read' | 'write';
  purchases?: 'read' | 'write';
  finances?: 'read' | 'write';
  vehicles?: 'read' | 'write';
  inventory?: 'read' | 'write';
};
export type OwnGrant =
  'ownEmployee' | 'projectTeam' | 'assignedChat' | 'assignedVehicle' | 'heldStock';
export type User = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  permissions: Permissions;
  ownGrants: OwnGrant[];
  /** The employee the account signs in as, if any */
  employeeId: number | null;
};
export type Session = {
  token: string;
  expiresAt: string;
  user: User;
};
export type StaffTyping = {
  /** The staff member's first name, as the conversation shows it */
  name: string;
};

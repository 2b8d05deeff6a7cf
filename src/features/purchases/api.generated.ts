import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchases: build.query<GetPurchasesApiResponse, GetPurchasesApiArg>({
      query: (queryArg) => ({
        url: `/api/purchase/getall`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          supplier: queryArg.supplier,
          project: queryArg.project,
          from: queryArg['from'],
          to: queryArg.to,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getPurchase: build.query<GetPurchaseApiResponse, GetPurchaseApiArg>({
      query: (queryArg) => ({ url: `/api/purchase/get/${queryArg.id}` }),
    }),
    updatePurchase: build.mutation<UpdatePurchaseApiResponse, UpdatePurchaseApiArg>({
      query: (queryArg) => ({
        url: `/api/purchase/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.purchaseChange,
      }),
    }),
    removePurchase: build.mutation<RemovePurchaseApiResponse, RemovePurchaseApiArg>({
      query: (queryArg) => ({ url: `/api/purchase/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    approvePurchase: build.mutation<ApprovePurchaseApiResponse, ApprovePurchaseApiArg>({
      query: (queryArg) => ({ url: `/api/purchase/approve/${queryArg.id}`, method: 'POST' }),
    }),
    rejectPurchase: build.mutation<RejectPurchaseApiResponse, RejectPurchaseApiArg>({
      query: (queryArg) => ({
        url: `/api/purchase/reject/${queryArg.id}`,
        method: 'POST',
        body: queryArg.purchaseRejection,
      }),
    }),
    checkPurchaseWithholding: build.mutation<
      CheckPurchaseWithholdingApiResponse,
      CheckPurchaseWithholdingApiArg
    >({
      query: (queryArg) => ({
        url: `/api/purchase/withholdingCheck/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.withholdingCheckInput,
      }),
    }),
    changePurchaseStatus: build.mutation<
      ChangePurchaseStatusApiResponse,
      ChangePurchaseStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/purchase/status/${queryArg.id}`,
        method: 'POST',
        body: queryArg.purchaseStatusInput,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPurchasesApi };
export type GetPurchasesApiResponse = /** status 200 Default Response */ PurchasePage;
export type GetPurchasesApiArg = {
  /** Part of the number or the supplier's name */
  q?: string;
  status?: PurchaseStatus;
  supplier?: number;
  project?: number;
  /** Dated on or after this Brussels day */
  from?: string;
  /** Dated on or before this Brussels day */
  to?: string;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type GetPurchaseApiResponse = /** status 200 Default Response */ Purchase;
export type GetPurchaseApiArg = {
  id: number;
};
export type UpdatePurchaseApiResponse = /** status 200 Default Response */ Purchase;
export type UpdatePurchaseApiArg = {
  id: number;
  purchaseChange: PurchaseChange;
};
export type RemovePurchaseApiResponse = unknown;
export type RemovePurchaseApiArg = {
  id: number;
};
export type ApprovePurchaseApiResponse = /** status 200 Default Response */ Purchase;
export type ApprovePurchaseApiArg = {
  id: number;
};
export type RejectPurchaseApiResponse = /** status 200 Default Response */ Purchase;
export type RejectPurchaseApiArg = {
  id: number;
  purchaseRejection: PurchaseRejection;
};
export type CheckPurchaseWithholdingApiResponse = /** status 200 Default Response */ Purchase;
export type CheckPurchaseWithholdingApiArg = {
  id: number;
  withholdingCheckInput: WithholdingCheckInput;
};
export type ChangePurchaseStatusApiResponse = /** status 200 Default Response */ Purchase;
export type ChangePurchaseStatusApiArg = {
  id: number;
  purchaseStatusInput: PurchaseStatusInput;
};
export type PurchaseStatus = 'ontvangen' | 'goedgekeurd' | 'te betalen' | 'betaald' | 'geweigerd';
export type PurchaseListItem = {
  id: number;
  kind: 'invoice' | 'creditNote';
  status: PurchaseStatus;
  source: 'peppol' | 'upload' | 'manual';
  /** The supplier in the register; null when not known yet */
  supplier: {
    id: number;
    name: string;
    vatNumber: string;
    iban: string;
    subcontractor: boolean;
  } | null;
  /** The supplier's invoice number */
  number: string;
  /** The invoice date */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** Cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** VAT reverse-charged (AE) */
  reverseCharge: boolean;
  /** The projects its lines land on */
  projectIds: number[];
  createdAt: string;
};
export type PurchasePage = {
  /** Undated ones first, then the newest invoice date first */
  purchases: PurchaseListItem[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
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
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K';
export type CostCategory =
  | 'materiaal'
  | 'onderaanneming'
  | 'huur'
  | 'brandstof'
  | 'onderhoud'
  | 'verzekering'
  | 'kantoor'
  | 'overig';
export type PurchaseLine = {
  description: string;
  /** At most three decimals (2.5 hours, 12.125 m²) */
  quantity: number;
  /** UN/ECE recommendation 20: `C62` piece, `HUR` hour, `MTK` m², `MTR` m, … */
  unitCode: string;
  /** Cents per unit, without VAT */
  unitPrice: number;
  /** A discount on the line, 0–100, at most two decimals */
  discountPercent: number;
  vatCategory: VatCategory;
  /** Percent: 21, 12 or 6 for `S`; 0 for the other categories */
  vatRate: number;
  /** Required for `E`: the text the invoice shows for the exemption */
  exemptionReason?: string;
  serviceId?: number;
  projectId?: number;
  category: CostCategory;
};
export type PurchaseAllocation = {
  /** The line (0-based) this part is of */
  lineIndex: number;
  /** null: general costs */
  projectId: number | null;
  /** A vehicle's cost (Voertuigen, its costs per year); null: none */
  vehicleId: number | null;
  category: CostCategory;
  /** The share as a percentage of the line, when entered so */
  percent: number | null;
  /** The part of the line's net amount, cents, as the line shows it (positive also for a credit note, whose parts lower the cost) */
  amount: number;
};
export type PurchaseWithholding = {
  /** The inhoudingsplicht check is needed before payment: reverse charge (AE) or a supplier marked subcontractor */
  required: boolean;
  /** When the check was made */
  checkedOn: string | (null | null);
  socialDebt: boolean;
  taxDebt: boolean;
  /** The attest in Bestanden */
  documentId: number | null;
  /** With social debts: 35 % of the net amount, to be paid to the RSZ, cents */
  socialAmount: number;
  /** With tax debts: 15 % of the net amount, to be paid to FOD Financiën, cents */
  taxAmount: number;
  /** What is left to pay the supplier: gross − social − tax, cents */
  supplierAmount: number;
};
export type Purchase = {
  id: number;
  kind: 'invoice' | 'creditNote';
  status: PurchaseStatus;
  source: 'peppol' | 'upload' | 'manual';
  /** The supplier in the register; null when not known yet */
  supplier: {
    id: number;
    name: string;
    vatNumber: string;
    iban: string;
    subcontractor: boolean;
  } | null;
  /** The supplier's invoice number */
  number: string;
  /** The invoice date */
  issueDate: string | (null | null);
  /** When payment is due */
  dueDate: string | (null | null);
  /** Without VAT, cents */
  netAmount: number;
  /** Cents */
  vatAmount: number;
  /** With VAT, cents */
  grossAmount: number;
  /** VAT reverse-charged (AE) */
  reverseCharge: boolean;
  /** The projects its lines land on */
  projectIds: number[];
  createdAt: string;
  currency: string;
  /** Our order number as the supplier quoted it */
  orderReference: string;
  purchaseOrderId: number | null;
  paymentReference: string;
  /** The account the supplier asks to be paid on */
  supplierIban: string;
  note: string;
  lines: PurchaseLine[];
  /** Where each line's net cost lands, by line */
  allocations: PurchaseAllocation[];
  /** The legal original (UBL, PDF or photo) in Bestanden, unchanged */
  originalDocumentId: number | null;
  /** The PDF the UBL embeds */
  pdfDocumentId: number | null;
  approvedBy: number | null;
  approvedAt: string | null;
  rejectedBy: number | null;
  rejectedAt: string | null;
  /** The last rejection's reason; '' for none */
  rejectionReason: string;
  withholding: PurchaseWithholding;
  paidAt: string | null;
  updatedAt: string;
};
export type PurchaseAllocationInput = {
  lineIndex: number;
  /** null: general costs */
  projectId: number | null;
  /** A vehicle's cost instead of a project's (never both); absent or null: none */
  vehicleId?: number | null;
  category?: CostCategory;
  /** At most two decimals */
  percent?: number;
  /** Cents */
  amount?: number;
};
export type PurchaseChange = {
  kind?: 'invoice' | 'creditNote';
  supplierId?: number | null;
  number?: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  issueDate?: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  dueDate?: string | null;
  orderReference?: string;
  paymentReference?: string;
  /** mod-97 checked */
  supplierIban?: string;
  note?: string;
  reverseCharge?: boolean;
  lines?: PurchaseLine[];
  /** Every line's parts; a line without parts lands wholly on general costs. Left out: the stored parts, percentages taken of the new lines (400 ALLOCATION_MISMATCH when amounts no longer add up). */
  allocations?: PurchaseAllocationInput[];
};
export type PurchaseRejection = {
  reason: string;
};
export type WithholdingCheckInput = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  checkedOn: string;
  /** The RSZ check found social debts */
  socialDebt: boolean;
  /** The FOD Financiën check found tax debts */
  taxDebt: boolean;
  /** The attest in Bestanden */
  documentId?: number | null;
};
export type PurchaseStatusInput = {
  status: 'goedgekeurd' | 'te betalen' | 'betaald';
};

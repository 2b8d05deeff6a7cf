import { baseApi as api } from '../../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseOrders: build.query<GetPurchaseOrdersApiResponse, GetPurchaseOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/purchaseOrder/getall`,
        params: {
          q: queryArg.q,
          status: queryArg.status,
          supplier: queryArg.supplier,
          project: queryArg.project,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getPurchaseOrder: build.query<GetPurchaseOrderApiResponse, GetPurchaseOrderApiArg>({
      query: (queryArg) => ({ url: `/api/purchaseOrder/get/${queryArg.id}` }),
    }),
    createPurchaseOrder: build.mutation<CreatePurchaseOrderApiResponse, CreatePurchaseOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/purchaseOrder/create`,
        method: 'POST',
        body: queryArg.purchaseOrderInput,
      }),
    }),
    updatePurchaseOrder: build.mutation<UpdatePurchaseOrderApiResponse, UpdatePurchaseOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/purchaseOrder/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.purchaseOrderInput,
      }),
    }),
    removePurchaseOrder: build.mutation<RemovePurchaseOrderApiResponse, RemovePurchaseOrderApiArg>({
      query: (queryArg) => ({ url: `/api/purchaseOrder/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    sendPurchaseOrder: build.mutation<SendPurchaseOrderApiResponse, SendPurchaseOrderApiArg>({
      query: (queryArg) => ({ url: `/api/purchaseOrder/send/${queryArg.id}`, method: 'POST' }),
    }),
    comparePurchaseOrder: build.query<ComparePurchaseOrderApiResponse, ComparePurchaseOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/purchaseOrder/compare/${queryArg.id}`,
        params: {
          purchase: queryArg.purchase,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPurchaseOrdersApi };
export type GetPurchaseOrdersApiResponse = /** status 200 Default Response */ PurchaseOrderPage;
export type GetPurchaseOrdersApiArg = {
  /** Words of the number, note, supplier, project */
  q?: string;
  status?: PurchaseOrderStatus;
  supplier?: number;
  project?: number;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next` */
  cursor?: string;
};
export type GetPurchaseOrderApiResponse = /** status 200 Default Response */ PurchaseOrder;
export type GetPurchaseOrderApiArg = {
  id: number;
};
export type CreatePurchaseOrderApiResponse = /** status 201 Default Response */ Created;
export type CreatePurchaseOrderApiArg = {
  purchaseOrderInput: PurchaseOrderInput;
};
export type UpdatePurchaseOrderApiResponse = /** status 200 Default Response */ PurchaseOrder;
export type UpdatePurchaseOrderApiArg = {
  id: number;
  purchaseOrderInput: PurchaseOrderInput;
};
export type RemovePurchaseOrderApiResponse = unknown;
export type RemovePurchaseOrderApiArg = {
  id: number;
};
export type SendPurchaseOrderApiResponse = /** status 200 Default Response */ PurchaseOrderSent;
export type SendPurchaseOrderApiArg = {
  id: number;
};
export type ComparePurchaseOrderApiResponse = /** status 200 Default Response */ OrderComparison;
export type ComparePurchaseOrderApiArg = {
  purchase: number;
  id: number;
};
export type PurchaseOrderStatus = 'concept' | 'verzonden' | 'gefactureerd';
export type PurchaseOrderSummary = {
  id: number;
  /** BB-…, given on first send */
  number: string | null;
  status: PurchaseOrderStatus;
  supplierId: number | null;
  supplierName: string | null;
  projectId: number | null;
  projectName: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  orderDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  deliveryDate: string | null;
  /** The lines net of VAT, cents */
  netAmount: number;
  /** When it was last sent */
  sentAt: string | null;
};
export type PurchaseOrderPage = {
  purchaseOrders: PurchaseOrderSummary[];
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
export type QuoteLine = {
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
};
export type PurchaseOrderInvoiceRef = {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** The supplier's number */
  number: string;
  status: string;
};
export type PurchaseOrder = {
  id: number;
  /** BB-…, given on first send */
  number: string | null;
  status: PurchaseOrderStatus;
  supplierId: number | null;
  supplierName: string | null;
  projectId: number | null;
  projectName: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  orderDate: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  deliveryDate: string | null;
  /** The lines net of VAT, cents */
  netAmount: number;
  /** When it was last sent */
  sentAt: string | null;
  supplierEmail: string | null;
  /** Where to deliver; '' for the office */
  deliveryAddress: string;
  note: string;
  lines: QuoteLine[];
  /** The PDF as last sent, in Bestanden */
  pdfDocumentId: number | null;
  /** The supplier's invoices that name this order */
  purchases: PurchaseOrderInvoiceRef[];
  createdAt: string;
  updatedAt: string;
};
export type Created = {
  id: number;
};
export type PurchaseOrderInput = {
  supplierId?: number | null;
  projectId?: number | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  orderDate?: string | null;
  /** A Brussels calendar day, YYYY-MM-DD */
  deliveryDate?: string | null;
  deliveryAddress?: string;
  note?: string;
  lines?: QuoteLine[];
};
export type PurchaseOrderSent = {
  number: string;
  pdfDocumentId: number;
  /** The supplier's e-mail address the mail goes to */
  recipient: string;
};
export type OrderDifference = {
  description: string;
  /** The order's line index; null: a line the order does not have */
  orderLine: number | null;
  /** The invoice's line index; null: ordered, not invoiced */
  invoiceLine: number | null;
  orderedQuantity: number | null;
  invoicedQuantity: number | null;
  /** Cents */
  orderedUnitPrice: number | null;
  /** Cents */
  invoicedUnitPrice: number | null;
  /** The order line's net, cents (0 if none) */
  orderedNet: number;
  /** The invoice line's net, cents (0 if none) */
  invoicedNet: number;
  kinds: ('price' | 'quantity' | 'notOrdered' | 'notInvoiced')[];
};
export type OrderComparison = {
  orderId: number;
  orderNumber: string | null;
  purchaseId: number;
  purchaseNumber: string;
  /** The order's net, cents */
  orderedNet: number;
  /** The invoice's net, cents */
  invoicedNet: number;
  /** The lines whose price or quantity differ; empty when all agree */
  differences: OrderDifference[];
};

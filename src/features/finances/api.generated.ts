import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBankAccounts: build.query<GetBankAccountsApiResponse, GetBankAccountsApiArg>({
      query: () => ({ url: `/api/bank/account/getall` }),
    }),
    createBankAccount: build.mutation<CreateBankAccountApiResponse, CreateBankAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/bank/account/create`,
        method: 'POST',
        body: queryArg.bankAccountInput,
      }),
    }),
    updateBankAccount: build.mutation<UpdateBankAccountApiResponse, UpdateBankAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/bank/account/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.bankAccountUpdate,
      }),
    }),
    removeBankAccount: build.mutation<RemoveBankAccountApiResponse, RemoveBankAccountApiArg>({
      query: (queryArg) => ({ url: `/api/bank/account/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    importBankStatements: build.mutation<
      ImportBankStatementsApiResponse,
      ImportBankStatementsApiArg
    >({
      query: (queryArg) => ({ url: `/api/bank/import`, method: 'POST', body: queryArg.body }),
    }),
    getBankLines: build.query<GetBankLinesApiResponse, GetBankLinesApiArg>({
      query: (queryArg) => ({
        url: `/api/bank/line/getall`,
        params: {
          state: queryArg.state,
          account: queryArg.account,
          from: queryArg['from'],
          to: queryArg.to,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getBankLineSuggestions: build.query<
      GetBankLineSuggestionsApiResponse,
      GetBankLineSuggestionsApiArg
    >({
      query: (queryArg) => ({ url: `/api/bank/line/suggestions/${queryArg.id}` }),
    }),
    matchBankLine: build.mutation<MatchBankLineApiResponse, MatchBankLineApiArg>({
      query: (queryArg) => ({
        url: `/api/bank/line/match/${queryArg.id}`,
        method: 'POST',
        body: queryArg.bankMatchInput,
      }),
    }),
    undoBankLineMatches: build.mutation<UndoBankLineMatchesApiResponse, UndoBankLineMatchesApiArg>({
      query: (queryArg) => ({ url: `/api/bank/line/match/${queryArg.id}`, method: 'DELETE' }),
    }),
    parkBankLine: build.mutation<ParkBankLineApiResponse, ParkBankLineApiArg>({
      query: (queryArg) => ({
        url: `/api/bank/line/park/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.bankParkInput,
      }),
    }),
    getVatOverview: build.query<GetVatOverviewApiResponse, GetVatOverviewApiArg>({
      query: (queryArg) => ({
        url: `/api/finance/vat`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getAccountantExport: build.query<GetAccountantExportApiResponse, GetAccountantExportApiArg>({
      query: (queryArg) => ({
        url: `/api/finance/export`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getCashOutlook: build.query<GetCashOutlookApiResponse, GetCashOutlookApiArg>({
      query: () => ({ url: `/api/finance/outlook` }),
    }),
    getPaymentCandidates: build.query<GetPaymentCandidatesApiResponse, GetPaymentCandidatesApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/run/candidates`,
        params: {
          dueBy: queryArg.dueBy,
        },
      }),
    }),
    createPaymentRun: build.mutation<CreatePaymentRunApiResponse, CreatePaymentRunApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/run`,
        method: 'POST',
        body: queryArg.paymentRunInput,
      }),
    }),
    getPaymentRuns: build.query<GetPaymentRunsApiResponse, GetPaymentRunsApiArg>({
      query: () => ({ url: `/api/payment/run/getall` }),
    }),
    getPaymentRunFile: build.query<GetPaymentRunFileApiResponse, GetPaymentRunFileApiArg>({
      query: (queryArg) => ({ url: `/api/payment/run/file/${queryArg.id}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedFinancesApi };
export type GetBankAccountsApiResponse = /** status 200 Default Response */ BankAccount[];
export type GetBankAccountsApiArg = void;
export type CreateBankAccountApiResponse = /** status 201 Default Response */ BankAccount;
export type CreateBankAccountApiArg = {
  bankAccountInput: BankAccountInput;
};
export type UpdateBankAccountApiResponse = /** status 200 Default Response */ BankAccount;
export type UpdateBankAccountApiArg = {
  id: number;
  bankAccountUpdate: BankAccountUpdate;
};
export type RemoveBankAccountApiResponse = unknown;
export type RemoveBankAccountApiArg = {
  id: number;
};
export type ImportBankStatementsApiResponse = /** status 201 Default Response */ BankImportAnswer;
export type ImportBankStatementsApiArg = {
  body: {
    data?: BankImportData;
    /** The statement file */
    files?: Blob[];
  };
};
export type GetBankLinesApiResponse = /** status 200 Default Response */ BankLinePage;
export type GetBankLinesApiArg = {
  /** `open`: still to process; `matched`: `gekoppeld`; `booked`: `geboekt`; `parked`: `in afwachting` */
  state?: 'open' | 'matched' | 'booked' | 'parked';
  account?: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  from?: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to?: string;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type GetBankLineSuggestionsApiResponse = /** status 200 Default Response */ BankSuggestions;
export type GetBankLineSuggestionsApiArg = {
  id: number;
};
export type MatchBankLineApiResponse = unknown;
export type MatchBankLineApiArg = {
  id: number;
  bankMatchInput: BankMatchInput;
};
export type UndoBankLineMatchesApiResponse = unknown;
export type UndoBankLineMatchesApiArg = {
  id: number;
};
export type ParkBankLineApiResponse = unknown;
export type ParkBankLineApiArg = {
  id: number;
  bankParkInput: BankParkInput;
};
export type GetVatOverviewApiResponse = /** status 200 Default Response */ VatOverview;
export type GetVatOverviewApiArg = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
};
export type GetAccountantExportApiResponse = /** status 200 The ZIP */ Blob;
export type GetAccountantExportApiArg = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
};
export type GetCashOutlookApiResponse = /** status 200 Default Response */ CashOutlook;
export type GetCashOutlookApiArg = void;
export type GetPaymentCandidatesApiResponse = /** status 200 Default Response */ PaymentCandidates;
export type GetPaymentCandidatesApiArg = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  dueBy: string;
};
export type CreatePaymentRunApiResponse = /** status 201 Default Response */ PaymentRunCreated;
export type CreatePaymentRunApiArg = {
  paymentRunInput: PaymentRunInput;
};
export type GetPaymentRunsApiResponse = /** status 200 Default Response */ PaymentRunList;
export type GetPaymentRunsApiArg = void;
export type GetPaymentRunFileApiResponse = /** status 200 The SEPA credit transfer file */ Blob;
export type GetPaymentRunFileApiArg = {
  id: number;
};
export type BankAccount = {
  id: number;
  /** Without spaces, in capitals */
  iban: string;
  /** '' when not given */
  bic: string;
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
export type BankAccountInput = {
  /** Checked (modulo 97); spaces allowed */
  iban: string;
  bic?: string;
  name: string;
};
export type BankAccountUpdate = {
  bic?: string;
  name: string;
};
export type BankImportAnswer = {
  /** The movements added, over every statement */
  lines: number;
  /** The statements of the file imported before: they added nothing */
  duplicates: number;
  /** Every statement's warnings, in Dutch (a balance that does not add up) */
  warnings: string[];
  statements: {
    /** The account's IBAN */
    account: string;
    /** The bank's number of the statement */
    number: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    closingDate: string;
    /** False when this statement was imported before: it added nothing */
    added: boolean;
    /** The movements added */
    lines: number;
    /** What does not add up, in Dutch, as the bank wrote it (never corrected) */
    warnings: string[];
  }[];
  /** Invoices paid by a movement whose structured communication named them, and suppliers' approved invoices paid in full by a movement with their payment reference */
  matches: {
    lineId: number;
    invoiceId: number | null;
    purchaseId: number | null;
    /** The invoice's number, or the supplier's */
    number: string;
    /** The part of the movement that paid it, in cents */
    amount: number;
  }[];
};
export type BankImportData = {};
export type BankLineState = 'open' | 'gekoppeld' | 'geboekt' | 'in afwachting';
export type BankLine = {
  id: number;
  /** The company's account: its IBAN */
  account: string;
  /** The bank's number of its statement */
  statement: string;
  /** Its place on the statement */
  sequence: number;
  /** Negative for money leaving the account, in cents */
  amount: number;
  /** A date in Brussels, 'YYYY-MM-DD' */
  entryDate: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  valueDate: string;
  /** 12 digits, or '' */
  structuredCommunication: string;
  communication: string;
  counterpartyName: string;
  counterpartyAccount: string;
  state: BankLineState;
  /** What its matches take of it, in cents */
  matchedAmount: number;
  /** Why it waits (`in afwachting`), or its cost category (`geboekt`) */
  reason: string;
  matches: {
    id: number;
    /** An invoice of ours it paid */
    invoiceId: number | null;
    /** A supplier's invoice it paid in full */
    purchaseId: number | null;
    /** The invoice's number, or the supplier's */
    number: string;
    /** The part of the movement it takes, in cents */
    amount: number;
    /** `structured`: by the communication at import; `staff`: confirmed by hand */
    how: 'structured' | 'staff';
  }[];
};
export type BankLinePage = {
  /** The newest booking day first */
  lines: BankLine[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
};
export type BankSuggestions = {
  /** At most five, best first */
  suggestions: {
    /** `invoice`: an open invoice of ours (an incoming movement); `purchase`: a supplier's approved invoice (an outgoing one) */
    kind: 'invoice' | 'purchase';
    id: number;
    number: string;
    /** The customer or the supplier */
    partyName: string | null;
    /** What is open on it, in cents */
    openAmount: number;
    /** A date in Brussels, 'YYYY-MM-DD' */
    dueDate: string | null;
    /** The weight of the evidence: higher is likelier */
    score: number;
    /** Why, in Dutch */
    evidence: string[];
  }[];
};
export type CostCategory =
  | 'materiaal'
  | 'onderaanneming'
  | 'huur'
  | 'brandstof'
  | 'onderhoud'
  | 'verzekering'
  | 'kantoor'
  | 'overig';
export type BankMatchInput = {
  /** All of one kind */
  invoices?: {
    /** `sale`: an invoice of ours (an incoming movement); `purchase`: a supplier's approved invoice (an outgoing one), paid in full */
    kind: 'sale' | 'purchase';
    id: number;
    /** The part of the movement, in cents */
    amount: number;
  }[];
  category?: CostCategory;
};
export type BankParkInput = {
  reason: string;
};
export type VatOverview = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  from: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  to: string;
  /** A date in Brussels, 'YYYY-MM-DD' */
  due: string;
  /** Every grid of the periodic return, in cents (0 when nothing is in it) */
  grids: {
    '44': number;
    '45': number;
    '46': number;
    '47': number;
    '48': number;
    '49': number;
    '54': number;
    '55': number;
    '56': number;
    '57': number;
    '59': number;
    '61': number;
    '62': number;
    '63': number;
    '64': number;
    '71': number;
    '72': number;
    '81': number;
    '82': number;
    '83': number;
    '84': number;
    '85': number;
    '86': number;
    '87': number;
    '88': number;
    '00': number;
    '01': number;
    '02': number;
    '03': number;
  };
  /** Per grid with a figure, the documents behind it */
  sources: {
    [key: string]: {
      /** `sale`: an invoice or credit note of ours; `purchase`: a supplier's */
      kind: 'sale' | 'purchase';
      id: number;
      number: string;
      /** This document's part of the grid, in cents */
      amount: number;
    }[];
  };
};
export type CashOutlook = {
  /** A date in Brussels, 'YYYY-MM-DD' */
  today: string;
  balance: {
    /** The accounts' balances at their latest statements */
    amount: number;
    /** The earliest of those statements' days; null before any import */
    date: string | (null | null);
    /** How many accounts have a statement */
    accounts: number;
  };
  /** Thirteen weeks from the Monday of this week */
  weeks: {
    /** A date in Brussels, 'YYYY-MM-DD' */
    from: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    to: string;
    /** Customers' open invoices due in the week (the overdue ones in the first) */
    incoming: number;
    /** Suppliers' invoices not yet paid, due in the week */
    outgoing: number;
    /** The VAT return due in the week (grid 71), 0 without one */
    vat: number;
    /** The balance at the end of the week */
    balance: number;
    incomingCount: number;
    outgoingCount: number;
  }[];
  /** Of the first week: what was due before today */
  overdue: {
    incoming: number;
    outgoing: number;
  };
  /** Due after the thirteenth week, not in the weeks */
  later: {
    incoming: number;
    outgoing: number;
  };
  vatPeriod: 'quarter' | 'month';
  vatReturns: {
    /** A date in Brussels, 'YYYY-MM-DD' */
    from: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    to: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    due: string;
    /** Grid 71 of the period as far as it is known; 0 when VAT is to recover */
    amount: number;
  }[];
};
export type PaymentCandidates = {
  /** Approved, due by the day or without a due date, the earliest first; at most 500 */
  purchases: {
    id: number;
    number: string;
    supplierName: string;
    /** Null: due on receipt */
    dueDate: string | (null | null);
    /** The whole invoice, in cents */
    grossAmount: number;
    /** What the supplier receives, in cents */
    supplierAmount: number;
    /** Withheld for the RSZ (social debts), in cents */
    socialAmount: number;
    /** Withheld for FOD Financiën (tax debts), in cents */
    taxAmount: number;
    /** The supplier's IBAN (the invoice's, else the register's) */
    iban: string;
    /** The supplier's structured communication, written out; '' for none */
    reference: string;
    /** Why it cannot be paid yet, in Dutch; null when it can */
    blocked: string | null;
  }[];
  /** True when more than 500 are due by the day: an earlier day shows the rest */
  more: boolean;
};
export type PaymentRunCreated = {
  id: number;
  /** The file's MsgId, unique */
  messageId: string;
  /** Transfers in the file */
  transfers: number;
  /** The sum of the transfers, in cents */
  total: number;
};
export type PaymentRunInput = {
  /** Suppliers' approved invoices, each once */
  purchaseIds: number[];
  /** A date in Brussels, 'YYYY-MM-DD' */
  executionDate: string;
  /** The company account that pays */
  accountId: number;
};
export type PaymentRunList = {
  /** The newest 20, newest first */
  runs: {
    id: number;
    messageId: string;
    /** A date in Brussels, 'YYYY-MM-DD' */
    executionDate: string;
    /** The sum of the transfers, in cents */
    total: number;
    createdAt: string;
    /** The paying account's IBAN */
    account: string;
    transfers: {
      purchaseId: number;
      /** The supplier's invoice number */
      number: string;
      /** The invoice's status now */
      status: string;
      /** The supplier, or the withheld part to the RSZ or FOD Financiën */
      payee: 'supplier' | 'rsz' | 'fod';
      /** The transfer, in cents */
      amount: number;
      creditorName: string;
      creditorIban: string;
      /** The 12 digits of a structured communication, or the free text */
      reference: string;
    }[];
  }[];
};

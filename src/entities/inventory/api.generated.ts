import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<GetArticlesApiResponse, GetArticlesApiArg>({
      query: () => ({ url: `/api/article/getall` }),
    }),
    getArticle: build.query<GetArticleApiResponse, GetArticleApiArg>({
      query: (queryArg) => ({ url: `/api/article/get/${queryArg.id}` }),
    }),
    createArticle: build.mutation<CreateArticleApiResponse, CreateArticleApiArg>({
      query: (queryArg) => ({
        url: `/api/article/create`,
        method: 'POST',
        body: queryArg.articleInput,
      }),
    }),
    updateArticle: build.mutation<UpdateArticleApiResponse, UpdateArticleApiArg>({
      query: (queryArg) => ({
        url: `/api/article/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.articleInput,
      }),
    }),
    removeArticle: build.mutation<RemoveArticleApiResponse, RemoveArticleApiArg>({
      query: (queryArg) => ({ url: `/api/article/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    getStockLocations: build.query<GetStockLocationsApiResponse, GetStockLocationsApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/location/getall`,
        params: {
          driver: queryArg.driver,
        },
      }),
    }),
    createStockLocation: build.mutation<CreateStockLocationApiResponse, CreateStockLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/location/create`,
        method: 'POST',
        body: queryArg.stockLocationInput,
      }),
    }),
    updateStockLocation: build.mutation<UpdateStockLocationApiResponse, UpdateStockLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/location/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.stockLocationInput,
      }),
    }),
    removeStockLocation: build.mutation<RemoveStockLocationApiResponse, RemoveStockLocationApiArg>({
      query: (queryArg) => ({ url: `/api/stock/location/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    moveStock: build.mutation<MoveStockApiResponse, MoveStockApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/move`,
        method: 'POST',
        body: queryArg.stockMoveInput,
      }),
    }),
    countStock: build.mutation<CountStockApiResponse, CountStockApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/count`,
        method: 'POST',
        body: queryArg.stockCountInput,
      }),
    }),
    setStockMinimum: build.mutation<SetStockMinimumApiResponse, SetStockMinimumApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/minimum`,
        method: 'PUT',
        body: queryArg.stockMinimumInput,
      }),
    }),
    getStockLevels: build.query<GetStockLevelsApiResponse, GetStockLevelsApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/levels`,
        params: {
          location: queryArg.location,
          article: queryArg.article,
          below: queryArg.below,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getStockMoves: build.query<GetStockMovesApiResponse, GetStockMovesApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/moves`,
        params: {
          article: queryArg.article,
          location: queryArg.location,
          project: queryArg.project,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    orderStock: build.mutation<OrderStockApiResponse, OrderStockApiArg>({
      query: (queryArg) => ({
        url: `/api/stock/order`,
        method: 'POST',
        body: queryArg.stockOrderInput,
      }),
    }),
    getTools: build.query<GetToolsApiResponse, GetToolsApiArg>({
      query: (queryArg) => ({
        url: `/api/tool/getall`,
        params: {
          overdue: queryArg.overdue,
          holder: queryArg.holder,
        },
      }),
    }),
    getTool: build.query<GetToolApiResponse, GetToolApiArg>({
      query: (queryArg) => ({ url: `/api/tool/get/${queryArg.id}` }),
    }),
    createTool: build.mutation<CreateToolApiResponse, CreateToolApiArg>({
      query: (queryArg) => ({ url: `/api/tool/create`, method: 'POST', body: queryArg.toolInput }),
    }),
    updateTool: build.mutation<UpdateToolApiResponse, UpdateToolApiArg>({
      query: (queryArg) => ({
        url: `/api/tool/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.toolInput,
      }),
    }),
    removeTool: build.mutation<RemoveToolApiResponse, RemoveToolApiArg>({
      query: (queryArg) => ({ url: `/api/tool/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
    checkOutTool: build.mutation<CheckOutToolApiResponse, CheckOutToolApiArg>({
      query: (queryArg) => ({
        url: `/api/tool/checkout/${queryArg.id}`,
        method: 'POST',
        body: queryArg.toolCheckoutInput,
      }),
    }),
    returnTool: build.mutation<ReturnToolApiResponse, ReturnToolApiArg>({
      query: (queryArg) => ({ url: `/api/tool/return/${queryArg.id}`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedInventoryApi };
export type GetArticlesApiResponse = /** status 200 Default Response */ Article[];
export type GetArticlesApiArg = void;
export type GetArticleApiResponse = /** status 200 Default Response */ Article;
export type GetArticleApiArg = {
  id: number;
};
export type CreateArticleApiResponse = /** status 201 Default Response */ Created;
export type CreateArticleApiArg = {
  articleInput: ArticleInput;
};
export type UpdateArticleApiResponse = /** status 200 Default Response */ Article;
export type UpdateArticleApiArg = {
  id: number;
  articleInput: ArticleInput;
};
export type RemoveArticleApiResponse = unknown;
export type RemoveArticleApiArg = {
  id: number;
};
export type GetStockLocationsApiResponse = /** status 200 Default Response */ StockLocation[];
export type GetStockLocationsApiArg = {
  /** Only the vans the caller's employee drives today (heldStock) */
  driver?: 'me';
};
export type CreateStockLocationApiResponse = /** status 201 Default Response */ Created;
export type CreateStockLocationApiArg = {
  stockLocationInput: StockLocationInput;
};
export type UpdateStockLocationApiResponse = /** status 200 Default Response */ StockLocation;
export type UpdateStockLocationApiArg = {
  id: number;
  stockLocationInput: StockLocationInput;
};
export type RemoveStockLocationApiResponse = unknown;
export type RemoveStockLocationApiArg = {
  id: number;
};
export type MoveStockApiResponse = /** status 201 Default Response */ Created;
export type MoveStockApiArg = {
  stockMoveInput: StockMoveInput;
};
export type CountStockApiResponse = /** status 200 Default Response */ StockCountAnswer;
export type CountStockApiArg = {
  stockCountInput: StockCountInput;
};
export type SetStockMinimumApiResponse = unknown;
export type SetStockMinimumApiArg = {
  stockMinimumInput: StockMinimumInput;
};
export type GetStockLevelsApiResponse = /** status 200 Default Response */ StockLevelPage;
export type GetStockLevelsApiArg = {
  location?: number;
  article?: number;
  /** Only what is below its minimum */
  below?: boolean;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type GetStockMovesApiResponse = /** status 200 Default Response */ StockMovePage;
export type GetStockMovesApiArg = {
  article?: number;
  location?: number;
  project?: number;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next`: the page after it (the same filters). */
  cursor?: string;
};
export type OrderStockApiResponse = /** status 201 Default Response */ StockOrderAnswer;
export type OrderStockApiArg = {
  stockOrderInput: StockOrderInput;
};
export type GetToolsApiResponse = /** status 200 Default Response */ Tool[];
export type GetToolsApiArg = {
  /** Only the tools out past their date */
  overdue?: boolean;
  /** `employee:12`, `vehicle:3`, `project:5`: what that holder has; `me`: what the caller's employee has and the vans they drive today carry (heldStock) */
  holder?: string;
};
export type GetToolApiResponse = /** status 200 Default Response */ ToolDetail;
export type GetToolApiArg = {
  id: number;
};
export type CreateToolApiResponse = /** status 201 Default Response */ Created;
export type CreateToolApiArg = {
  toolInput: ToolInput;
};
export type UpdateToolApiResponse = /** status 200 Default Response */ ToolDetail;
export type UpdateToolApiArg = {
  id: number;
  toolInput: ToolInput;
};
export type RemoveToolApiResponse = unknown;
export type RemoveToolApiArg = {
  id: number;
};
export type CheckOutToolApiResponse = /** status 200 Default Response */ ToolDetail;
export type CheckOutToolApiArg = {
  id: number;
  toolCheckoutInput: ToolCheckoutInput;
};
export type ReturnToolApiResponse = /** status 200 Default Response */ ToolDetail;
export type ReturnToolApiArg = {
  id: number;
};
export type Article = {
  id: number;
  name: string;
  unitCode: string;
  supplierId: number | null;
  supplierName: string | null;
  supplierCode: string;
  /** The last price paid per unit, cents */
  purchasePrice: number;
  /** What the main warehouse (the first one made) should hold; null: no minimum */
  minimum: number | null;
  notes: string;
  /** The quantity held over every location */
  stock: number;
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
export type Created = {
  id: number;
};
export type ArticleInput = {
  name?: string;
  /** UN/ECE recommendation 20: `C62` piece, `MTR` m, `MTK` m², `KGM` kg, `LTR` l, … */
  unitCode?: string;
  supplierId?: number | null;
  supplierCode?: string;
  /** Cents per unit, without VAT */
  purchasePrice?: number;
  /** What the main warehouse (the first one made) should hold; null: none */
  minimum?: number | (null | null);
  notes?: string;
};
export type StockLocationKind = 'warehouse' | 'vehicle' | 'site';
export type StockLocation = {
  id: number;
  name: string;
  kind: StockLocationKind;
  vehicleId: number | null;
  projectId: number | null;
  /** How many articles it holds now */
  articles: number;
  /** What it holds at the articles’ prices, cents; null for a driver reading their van (heldStock) */
  value: number | null;
};
export type StockLocationInput = {
  name?: string;
  kind?: StockLocationKind;
  vehicleId?: number | null;
  projectId?: number | null;
};
export type StockMoveInput = {
  articleId: number;
  /** A location; null: into the stock */
  from: number | null;
  /** A location; null: out of the stock (on `projectId`, else with a reason) */
  to: number | null;
  /** At most three decimals */
  quantity: number;
  projectId?: number;
  purchaseId?: number;
  /** Cents per unit, without VAT */
  unitPrice?: number;
  reason?: string;
};
export type StockCountAnswer = {
  counted: number;
  /** Counted less what the stock held */
  difference: number;
};
export type StockCountInput = {
  articleId: number;
  locationId: number;
  /** What was counted, at most three decimals */
  counted: number;
  reason?: string;
};
export type StockMinimumInput = {
  articleId: number;
  locationId: number;
  /** This location's minimum; null: none, or the article's own at the main warehouse */
  minimum: number | (null | null);
};
export type StockLevel = {
  articleId: number;
  articleName: string;
  unitCode: string;
  supplierId: number | null;
  supplierName: string | null;
  /** Cents; null for a driver reading their van (heldStock) */
  purchasePrice: number | null;
  locationId: number;
  locationName: string;
  locationKind: StockLocationKind;
  quantity: number;
  /** The location's own minimum, else the article's at the main warehouse */
  minimum: number | null;
  /** The minimum less the quantity, 0 when not below */
  shortage: number;
};
export type StockLevelPage = {
  items: StockLevel[];
  next: string | null;
};
export type StockMoveKind = 'receive' | 'transfer' | 'use' | 'return' | 'out' | 'count';
export type Person = {
  id: number;
  /** First and last name */
  name: string;
};
export type StockMove = {
  id: number;
  articleId: number;
  articleName: string;
  unitCode: string;
  from: number | null;
  fromName: string | null;
  to: number | null;
  toName: string | null;
  quantity: number;
  kind: StockMoveKind;
  projectId: number | null;
  projectName: string | null;
  purchaseId: number | null;
  unitPrice: number;
  reason: string;
  at: string;
  by: Person | (null | null);
};
export type StockMovePage = {
  items: StockMove[];
  next: string | null;
};
export type StockOrderAnswer = {
  orders: {
    id: number;
    supplierId: number | null;
    supplierName: string | null;
    lines: number;
  }[];
};
export type StockOrderInput = {
  locationId?: number;
};
export type ToolHolderKind = 'employee' | 'vehicle' | 'project';
export type ToolCheckout = {
  id: number;
  holderKind: ToolHolderKind;
  holderId: number;
  /** Its name now, or as it was when it is gone */
  holderName: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  expectedBack: string | null;
  outAt: string;
  outBy: Person | (null | null);
  returnedAt: string | null;
  returnedBy: Person | (null | null);
};
export type Tool = {
  id: number;
  name: string;
  serial: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  nextInspection: string | null;
  notes: string;
  /** The checkout in force; null: in the warehouse */
  holder: ToolCheckout | (null | null);
  /** Out past its expected return (Brussels today) */
  overdue: boolean;
};
export type ToolDetail = {
  id: number;
  name: string;
  serial: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  nextInspection: string | null;
  notes: string;
  /** The checkout in force; null: in the warehouse */
  holder: ToolCheckout | (null | null);
  /** Out past its expected return (Brussels today) */
  overdue: boolean;
  /** The latest 50, the latest first */
  checkouts: ToolCheckout[];
};
export type ToolInput = {
  name?: string;
  serial?: string;
  /** A Brussels date, 'YYYY-MM-DD' */
  nextInspection?: string | null;
  notes?: string;
};
export type ToolCheckoutInput = {
  holderKind: ToolHolderKind;
  holderId: number;
  /** A Brussels date, 'YYYY-MM-DD' */
  expectedBack?: string | null;
};

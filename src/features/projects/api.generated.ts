import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectMoney: build.query<GetProjectMoneyApiResponse, GetProjectMoneyApiArg>({
      query: (queryArg) => ({ url: `/api/project/money/${queryArg.id}` }),
    }),
    getProjectCosting: build.query<GetProjectCostingApiResponse, GetProjectCostingApiArg>({
      query: (queryArg) => ({ url: `/api/project/costing/${queryArg.id}` }),
    }),
    getProjects: build.query<GetProjectsApiResponse, GetProjectsApiArg>({
      query: (queryArg) => ({
        url: `/api/project/getall`,
        params: {
          stage: queryArg.stage,
          customer: queryArg.customer,
          employee: queryArg.employee,
          q: queryArg.q,
          startedFrom: queryArg.startedFrom,
          startedTo: queryArg.startedTo,
          deliveredFrom: queryArg.deliveredFrom,
          deliveredTo: queryArg.deliveredTo,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getProjectBoard: build.query<GetProjectBoardApiResponse, GetProjectBoardApiArg>({
      query: (queryArg) => ({
        url: `/api/project/board`,
        params: {
          customer: queryArg.customer,
          q: queryArg.q,
          limit: queryArg.limit,
        },
      }),
    }),
    getProject: build.query<GetProjectApiResponse, GetProjectApiArg>({
      query: (queryArg) => ({ url: `/api/project/get/${queryArg.id}` }),
    }),
    createProject: build.mutation<CreateProjectApiResponse, CreateProjectApiArg>({
      query: (queryArg) => ({
        url: `/api/project/create`,
        method: 'POST',
        body: queryArg.projectInput,
      }),
    }),
    updateProject: build.mutation<UpdateProjectApiResponse, UpdateProjectApiArg>({
      query: (queryArg) => ({
        url: `/api/project/update/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.projectInput,
      }),
    }),
    setProjectStage: build.mutation<SetProjectStageApiResponse, SetProjectStageApiArg>({
      query: (queryArg) => ({
        url: `/api/project/setStage/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.projectStageInput,
      }),
    }),
    setProjectNotes: build.mutation<SetProjectNotesApiResponse, SetProjectNotesApiArg>({
      query: (queryArg) => ({
        url: `/api/project/setNotes/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.projectNotesInput,
      }),
    }),
    addProjectPhotos: build.mutation<AddProjectPhotosApiResponse, AddProjectPhotosApiArg>({
      query: (queryArg) => ({
        url: `/api/project/addPhotos/${queryArg.id}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    describeProjectPhoto: build.mutation<
      DescribeProjectPhotoApiResponse,
      DescribeProjectPhotoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/project/describePhoto/${queryArg.id}/${queryArg.key}`,
        method: 'PUT',
        body: queryArg.imageAltData,
      }),
    }),
    orderProjectPhotos: build.mutation<OrderProjectPhotosApiResponse, OrderProjectPhotosApiArg>({
      query: (queryArg) => ({
        url: `/api/project/orderPhotos/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.projectPhotoOrder,
      }),
    }),
    removeProjectPhoto: build.mutation<RemoveProjectPhotoApiResponse, RemoveProjectPhotoApiArg>({
      query: (queryArg) => ({
        url: `/api/project/removePhoto/${queryArg.id}/${queryArg.key}`,
        method: 'DELETE',
      }),
    }),
    publishProject: build.mutation<PublishProjectApiResponse, PublishProjectApiArg>({
      query: (queryArg) => ({
        url: `/api/project/publish/${queryArg.id}`,
        method: 'POST',
        body: queryArg.projectPublishInput,
      }),
    }),
    removeProject: build.mutation<RemoveProjectApiResponse, RemoveProjectApiArg>({
      query: (queryArg) => ({ url: `/api/project/remove/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedProjectsApi };
export type GetProjectMoneyApiResponse = /** status 200 Default Response */ ProjectMoney;
export type GetProjectMoneyApiArg = {
  id: number;
};
export type GetProjectCostingApiResponse = /** status 200 Default Response */ ProjectCosting;
export type GetProjectCostingApiArg = {
  id: number;
};
export type GetProjectsApiResponse = /** status 200 Default Response */ ProjectPage;
export type GetProjectsApiArg = {
  stage?: 'aanvraag' | 'offerte' | 'gepland' | 'in_uitvoering' | 'opgeleverd' | 'afgesloten';
  customer?: number;
  /** Only the projects whose team holds this employee (an account's own projects) */
  employee?: number;
  /** Words, each part of the project's name, its site address or its customer (as the customer search finds them); letter case and accents do not matter */
  q?: string;
  /** Only projects created on or after this Brussels date (Statistieken: the projects started in a bar); needs `startedTo` */
  startedFrom?: string;
  /** Only projects created on or before this Brussels date; needs `startedFrom` */
  startedTo?: string;
  /** Only projects delivered (Opgeleverd or Afgesloten now, reached on or after this Brussels date, as the statistics count them); needs `deliveredTo` */
  deliveredFrom?: string;
  /** Only projects delivered on or before this Brussels date; needs `deliveredFrom` */
  deliveredTo?: string;
  /** Page size, default 50 */
  limit?: number;
  /** The previous page's `next` (the same filters) */
  cursor?: string;
};
export type GetProjectBoardApiResponse = /** status 200 Default Response */ ProjectBoard;
export type GetProjectBoardApiArg = {
  customer?: number;
  /** Words, as the list searches them */
  q?: string;
  /** Cards a column, default 20 */
  limit?: number;
};
export type GetProjectApiResponse = /** status 200 Default Response */ Project;
export type GetProjectApiArg = {
  id: number;
};
export type CreateProjectApiResponse = /** status 201 Default Response */ Created;
export type CreateProjectApiArg = {
  projectInput: ProjectInput;
};
export type UpdateProjectApiResponse = /** status 200 Default Response */ Project;
export type UpdateProjectApiArg = {
  id: number;
  projectInput: ProjectInput;
};
export type SetProjectStageApiResponse = /** status 200 Default Response */ Project;
export type SetProjectStageApiArg = {
  id: number;
  projectStageInput: ProjectStageInput;
};
export type SetProjectNotesApiResponse = /** status 200 Default Response */ Project;
export type SetProjectNotesApiArg = {
  id: number;
  projectNotesInput: ProjectNotesInput;
};
export type AddProjectPhotosApiResponse = /** status 200 Default Response */ Project;
export type AddProjectPhotosApiArg = {
  id: number;
  body: {
    data?: ProjectPhotosData;
    files?: Blob[];
  };
};
export type DescribeProjectPhotoApiResponse = /** status 200 Default Response */ Project;
export type DescribeProjectPhotoApiArg = {
  id: number;
  key: string;
  imageAltData: ImageAltData;
};
export type OrderProjectPhotosApiResponse = /** status 200 Default Response */ Project;
export type OrderProjectPhotosApiArg = {
  id: number;
  projectPhotoOrder: ProjectPhotoOrder;
};
export type RemoveProjectPhotoApiResponse = /** status 200 Default Response */ Project;
export type RemoveProjectPhotoApiArg = {
  id: number;
  key: string;
};
export type PublishProjectApiResponse = /** status 201 Default Response */ Published;
export type PublishProjectApiArg = {
  id: number;
  projectPublishInput: ProjectPublishInput;
};
export type RemoveProjectApiResponse = unknown;
export type RemoveProjectApiArg = {
  id: number;
};
export type ProjectMoneyQuote = {
  id: number;
  /** Null until first sent */
  number: string | null;
  version: number;
  title: string;
  /** `vervallen`: sent and past its validity date (Brussels) */
  status: 'concept' | 'verzonden' | 'aanvaard' | 'geweigerd' | 'vervallen';
  /** A date in Brussels, 'YYYY-MM-DD' */
  issueDate: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  validUntil: string | null;
  /** Total incl. VAT */
  grossAmount: number;
};
export type ProjectMoneyInvoice = {
  id: number;
  kind: 'invoice' | 'creditNote';
  /** Null for a draft */
  number: string | null;
  /** `vervallen`: open and past its due date (Brussels) */
  status:
    | 'concept'
    | 'uitgereikt'
    | 'verzonden'
    | 'deels betaald'
    | 'betaald'
    | 'vervallen'
    | 'gecrediteerd';
  deposit: boolean;
  /** A date in Brussels, 'YYYY-MM-DD' */
  issueDate: string | null;
  /** A date in Brussels, 'YYYY-MM-DD' */
  dueDate: string | null;
  /** What the customer owes: total incl. VAT less deducted deposits */
  payableAmount: number;
  /** The sum of its payments */
  paidAmount: number;
};
export type ProjectMoney = {
  /** The quotes sent or accepted (current versions), incl. VAT */
  quoted: number;
  /** Issued invoices (amount due) less issued credit notes */
  invoiced: number;
  /** What the issued invoices received, less refunds of credit notes */
  paid: number;
  /** What the open invoices still wait for (payable less paid) */
  open: number;
  /** Every quote of the project but replaced versions, oldest first */
  quotes: ProjectMoneyQuote[];
  /** Every invoice and credit note of the project, drafts too, oldest first */
  invoices: ProjectMoneyInvoice[];
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
export type CostCategoryAmount = {
  /** materiaal, onderaanneming, huur, brandstof, … */
  category: string;
  /** The sum of the allocations (credit notes subtract) */
  amount: number;
};
export type ProjectEmployeeHours = {
  employeeId: number;
  name: string;
  /** Their appointments' length on the project */
  minutes: number;
  /** Cents per hour; null: not set in Werknemers (their hours count 0) */
  hourlyCost: number | null;
  /** minutes × hourly cost / 60, rounded to the cent */
  amount: number;
};
export type ProjectCosting = {
  projectId: number;
  /** Accepted quotes (current versions), net of VAT */
  quoted: number;
  /** Issued invoices less credit notes, net of VAT; a deposit counts until its final invoice */
  invoiced: number;
  costs: {
    /** Purchases plus materials plus labour */
    total: number;
    /** The purchase allocations on the project (refused invoices aside) */
    purchases: number;
    /** Inventaris's material used on the project less what came back, at the articles' prices when it moved */
    materials: number;
    /** The hours of the project's appointments at each employee's hourly cost */
    labour: number;
    /** Purchases by category */
    categories: CostCategoryAmount[];
  };
  hours: {
    minutes: number;
    employees: ProjectEmployeeHours[];
    /** The employees with hours whose hourly cost is not set */
    withoutCost: {
      employeeId: number;
      name: string;
      minutes: number;
    }[];
  };
  /** Invoiced less costs */
  margin: number;
  /** The margin as a percentage of what was invoiced, one decimal; null when nothing was */
  marginPercent: number | null;
};
export type ProjectStage =
  'aanvraag' | 'offerte' | 'gepland' | 'in_uitvoering' | 'opgeleverd' | 'afgesloten';
export type ProjectSummary = {
  id: number;
  name: string;
  customerId: number | null;
  /** The customer's name, '' without a customer */
  customerName: string;
  /** Its customer was erased (gewiste klant): no customer and no site address */
  customerErased: boolean;
  siteAddress: string;
  stage: ProjectStage;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedStart: string | null;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedEnd: string | null;
  serviceIds: number[];
  employeeIds: number[];
  /** The achievement it was published as (Publiceer als realisatie) */
  achievementId: number | null;
  photoCount: number;
  createdAt: string;
};
export type ProjectPage = {
  /** Newest first */
  projects: ProjectSummary[];
  /** The `cursor` of the next page; null on the last one */
  next: string | null;
};
export type ProjectBoardColumn = {
  stage: ProjectStage;
  /** Projects the filter keeps in this stage */
  count: number;
  /** Newest first */
  projects: ProjectSummary[];
  /** getProjects' `cursor` (with this `stage`) for the column's next page */
  next: string | null;
};
export type ProjectBoard = {
  /** One per stage, in their order */
  columns: ProjectBoardColumn[];
};
export type ProjectPhoto = {
  key: string;
  url: string;
  thumbUrl: string;
  /** The photo's description in Dutch, '' for none */
  altDutch: string;
  altEnglish: string;
};
export type AppointmentStatus = 'gepland' | 'bevestigd' | 'geannuleerd';
export type ProjectAppointment = {
  id: number;
  title: string;
  start: string;
  end: string;
  status: AppointmentStatus;
};
export type Project = ProjectSummary & {
  /** Rich text (sanitised HTML) */
  notes: string;
  /** The site address's municipality: the location a publication proposes */
  municipality: string;
  /** In their order */
  photos: ProjectPhoto[];
  /** The appointments made for it, earliest first */
  appointments: ProjectAppointment[];
};
export type Created = {
  id: number;
};
export type ProjectInput = {
  name?: string;
  /** A customer of the register; an unknown one answers 400 UNKNOWN_REFERENCE */
  customerId?: number | null;
  siteAddress?: string;
  /** The services (of the website) it is about */
  serviceIds?: number[];
  stage?: ProjectStage;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedStart?: string | null;
  /** A Brussels calendar day (YYYY-MM-DD), null when not planned */
  plannedEnd?: string | null;
  /** The employees assigned to it (its team) */
  employeeIds?: number[];
  /** Rich text, sanitised before it is stored */
  notes?: string;
  /** Update only: the keys of its current photos to keep, in their new order (omitted: all stay). A key it does not have answers 400. */
  photoKeys?: string[];
};
export type ProjectStageInput = {
  stage: ProjectStage;
};
export type ProjectNotesInput = {
  /** Rich text, sanitised before it is stored */
  notes: string;
};
export type ProjectPhotosData = {
  /** The descriptions of the uploaded files, in their order (null: none) */
  imageAlts?: ({
    altDutch: string;
    altEnglish: string;
  } | null)[];
};
export type ImageAltData = {
  altDutch: string;
  altEnglish: string;
};
export type ProjectPhotoOrder = {
  /** Each of the project's photos once, in their new order; a list that does not name them all answers 409 CONFLICT */
  keys: string[];
};
export type Published = {
  achievementId: number;
};
export type ProjectPublishInput = {
  /** Up to 6 of the project's photos, in the order the website shows them */
  imageKeys: string[];
  /** Descriptions typed for the chosen photos, in their order (null: keep theirs). Every published photo needs a Dutch and an English description. */
  imageAlts?: ({
    altDutch: string;
    altEnglish: string;
  } | null)[];
  location: string;
  descriptionDutch: string;
  descriptionEnglish: string;
};

import { baseApi as api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<GetUsersApiResponse, GetUsersApiArg>({
      query: () => ({ url: `/api/user/getall` }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/user/create`,
        method: 'POST',
        body: queryArg.newStaffMember,
      }),
    }),
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({
        url: `/api/user/changePassword`,
        method: 'PUT',
        body: queryArg.passwordChange,
      }),
    }),
    setUserActive: build.mutation<SetUserActiveApiResponse, SetUserActiveApiArg>({
      query: (queryArg) => ({
        url: `/api/user/setActive/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.activeChange,
      }),
    }),
    setUserRole: build.mutation<SetUserRoleApiResponse, SetUserRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/user/setRole/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.roleChange,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedStaffApi };
export type GetUsersApiResponse = /** status 200 Default Response */ StaffMember[];
export type GetUsersApiArg = void;
export type CreateUserApiResponse = /** status 201 Default Response */ Created;
export type CreateUserApiArg = {
  newStaffMember: NewStaffMember;
};
export type ChangePasswordApiResponse = unknown;
export type ChangePasswordApiArg = {
  passwordChange: PasswordChange;
};
export type SetUserActiveApiResponse = /** status 200 Default Response */ StaffMember;
export type SetUserActiveApiArg = {
  id: number;
  activeChange: ActiveChange;
};
export type SetUserRoleApiResponse = /** status 200 Default Response */ StaffMember;
export type SetUserRoleApiArg = {
  id: number;
  roleChange: RoleChange;
};
export type Role = 'beheerder' | 'kantoor' | 'technieker' | 'website';
export type StaffMember = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** An inactive account cannot sign in */
  active: boolean;
  role: Role;
  lastSignInAt: string | null;
  createdAt: string;
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
export type NewStaffMember = {
  email: string;
  firstName: string;
  lastName: string;
  /** At least 10 characters and not the email address (else WEAK_PASSWORD) */
  password: string;
  role?: Role;
};
export type PasswordChange = {
  currentPassword: string;
  /** At least 10 characters and not the email address (else WEAK_PASSWORD) */
  newPassword: string;
};
export type ActiveChange = {
  active: boolean;
};
export type RoleChange = {
  role: Role;
};

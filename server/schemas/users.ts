/** Staff accounts and sessions. */
import { Type } from '@sinclair/typebox';
import { Email, Id, PlainText, Timestamp, ref } from './common';
import { AREAS, OWN_GRANTS, ROLES } from '../domain/roles';

export const Role = Type.Unsafe<(typeof ROLES)[number]>({
  type: 'string',
  enum: [...ROLES],
  description:
    'What the account may see and do (docs/product.md § Roles): Beheerder, Kantoor, Technieker, Website',
  $id: 'Role',
});
export const Area = Type.Unsafe<(typeof AREAS)[number]>({
  type: 'string',
  enum: [...AREAS],
  $id: 'Area',
});
const AccessLevel = Type.Union([Type.Literal('read'), Type.Literal('write')]);
export const Permissions = Type.Partial(
  Type.Object(
    Object.fromEntries(AREAS.map((area) => [area, AccessLevel])) as Record<
      (typeof AREAS)[number],
      typeof AccessLevel
    >,
  ),
  {
    $id: 'Permissions',
    description: "The role's areas, each with read or write (write includes read); absent: none",
  },
);
export const OwnGrant = Type.Unsafe<(typeof OWN_GRANTS)[number]>({
  type: 'string',
  enum: [...OWN_GRANTS],
  description:
    "Rows of the account's own it may work on without their area: ownEmployee (its employee page), projectTeam (the photos of projects its employee is on)",
  $id: 'OwnGrant',
});

export const User = Type.Object(
  {
    id: Id,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: ref(Role),
    permissions: ref(Permissions),
    ownGrants: Type.Array(ref(OwnGrant)),
    employeeId: Type.Union([Id, Type.Null()], {
      description: 'The employee the account signs in as, if any',
    }),
  },
  { $id: 'User' },
);
export const Session = Type.Object(
  { token: Type.String(), expiresAt: Timestamp, user: ref(User) },
  { $id: 'Session' },
);
export const Credentials = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { $id: 'Credentials', additionalProperties: false },
);

/** A staff account as the settings screen lists it. */
export const StaffMember = Type.Object(
  {
    id: Id,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    active: Type.Boolean({ description: 'An inactive account cannot sign in' }),
    role: ref(Role),
    lastSignInAt: Type.Union([Timestamp, Type.Null()]),
    createdAt: Timestamp,
  },
  { $id: 'StaffMember' },
);
/** A staff member's first or last name. */
export const StaffName = PlainText({ minLength: 1, maxLength: 100 });
const NEW_PASSWORD_RULES = 'At least 10 characters and not the email address (else WEAK_PASSWORD)';
export const NewStaffMember = Type.Object(
  {
    email: Email,
    firstName: StaffName,
    lastName: StaffName,
    password: Type.String({ maxLength: 1024, description: NEW_PASSWORD_RULES }),
    role: Type.Optional(ref(Role)),
  },
  { $id: 'NewStaffMember', additionalProperties: false },
);
export const PasswordChange = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ maxLength: 1024, description: NEW_PASSWORD_RULES }),
  },
  { $id: 'PasswordChange', additionalProperties: false },
);
export const RoleChange = Type.Object(
  { role: ref(Role) },
  { $id: 'RoleChange', additionalProperties: false },
);
export const ActiveChange = Type.Object(
  { active: Type.Boolean() },
  { $id: 'ActiveChange', additionalProperties: false },
);

export const StaffAlerts = Type.Object(
  {
    sound: Type.Boolean({ description: 'A sound on a new customer message (on by default)' }),
    desktop: Type.Boolean({
      description:
        "A desktop notification (the browser's) on a new customer message, naming the customer and the subject; off by default",
    }),
  },
  { $id: 'StaffAlerts', additionalProperties: false },
);

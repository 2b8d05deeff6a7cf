/** Staff accounts and sessions. */
import { Type } from '@sinclair/typebox';
import { Email, Id, PlainText, Timestamp, ref } from './common';

export const User = Type.Object(
  { id: Id, email: Type.String(), firstName: Type.String(), lastName: Type.String() },
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

/**
 * Employees and the agenda (docs/product.md § Werknemers, § Agenda): the company's people, their
 * usual hours and absences, and the appointments they carry out. Instants are ISO 8601 with an
 * offset; dates and hours a person reads or enters are Brussels time.
 */
import { Type } from '@sinclair/typebox';
import type { Weekday } from '../../calendar/zone';
import { ErrorCodeSchema, Id, PlainText, Timestamp, ref } from './common';
import { NullableId, versionData } from './version-data';

/** A calendar date, 'YYYY-MM-DD' (Brussels). */
export const CalendarDate = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: "A date in Brussels, 'YYYY-MM-DD'",
});
/** An hour of the day, 'HH:MM' (Brussels); '24:00' ends a day. */
const ClockTime = Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: "'#rrggbb'" });
const OptionalEmail = Type.Union([
  Type.String({ format: 'email', maxLength: 254 }),
  Type.Literal(''),
]);
const Phone = Type.String({ maxLength: 40 });

export const WorkingHours = Type.Object(
  {
    weekday: Type.Unsafe<Weekday>({
      type: 'integer',
      minimum: 1,
      maximum: 7,
      description: 'Monday 1 … Sunday 7',
    }),
    start: ClockTime,
    end: ClockTime,
  },
  { $id: 'WorkingHours', additionalProperties: false },
);

export const ABSENCE_KINDS = ['verlof', 'ziekte', 'opleiding', 'andere'] as const;
export const AbsenceKind = Type.Unsafe<(typeof ABSENCE_KINDS)[number]>({
  type: 'string',
  enum: [...ABSENCE_KINDS],
  $id: 'AbsenceKind',
});

export const Absence = Type.Object(
  {
    id: Id,
    employeeId: Id,
    from: CalendarDate,
    to: CalendarDate,
    kind: ref(AbsenceKind),
    note: Type.String(),
  },
  { $id: 'Absence' },
);

export const AbsenceInput = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    kind: ref(AbsenceKind),
    note: Type.Optional(PlainText({ maxLength: 500 })),
  },
  { $id: 'AbsenceInput', additionalProperties: false },
);

export const Employee = Type.Object(
  {
    id: Id,
    firstName: Type.String(),
    lastName: Type.String(),
    jobTitle: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    colour: Colour,
    active: Type.Boolean(),
    userId: Type.Union([Id, Type.Null()], { description: 'The staff account they sign in with' }),
    workingHours: Type.Array(ref(WorkingHours), {
      description: 'Their usual week in Brussels time, by weekday; a weekday left out is free',
    }),
    hourlyCost: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
        description:
          'What an hour of their work costs the company, in cents (project costing); null: unknown. Only for roles that change employees (Beheerder, Kantoor); left out for others.',
      }),
    ),
  },
  { $id: 'Employee' },
);

/** One employee with their absences, as getEmployee answers. */
export const EmployeeDetail = Type.Intersect(
  [ref(Employee), Type.Object({ absences: Type.Array(ref(Absence)) })],
  { $id: 'EmployeeDetail' },
);

export const EmployeeInput = Type.Object(
  {
    firstName: PlainText({ minLength: 1, maxLength: 100 }),
    lastName: PlainText({ minLength: 1, maxLength: 100 }),
    jobTitle: Type.Optional(PlainText({ maxLength: 100 })),
    email: Type.Optional(OptionalEmail),
    phone: Type.Optional(Phone),
    colour: Type.Optional(Colour),
    active: Type.Optional(Type.Boolean()),
    userId: Type.Optional(Type.Union([Id, Type.Null()])),
    hourlyCost: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()], {
        description: 'Cents per hour; null: unknown. Left out: unchanged (none on create).',
      }),
    ),
    workingHours: Type.Optional(
      Type.Array(ref(WorkingHours), {
        maxItems: 14,
        description:
          'Each weekday at most twice (a split day), start before end. Left out: Monday to ' +
          'Friday 08:00–16:30 on create, unchanged on update.',
      }),
    ),
  },
  {
    $id: 'EmployeeInput',
    additionalProperties: false,
    description:
      'Only the names are required. On update, a field left out keeps its value; on create it takes its default.',
  },
);

export const EmployeeParams = Type.Object({ id: Id });
export const AbsenceParams = Type.Object({ id: Id, absenceId: Id });

/** A staff account an employee may be linked to. */
export const StaffAccountChoice = Type.Object(
  {
    id: Id,
    name: Type.String(),
    email: Type.String(),
    employeeId: Type.Union([Id, Type.Null()], { description: 'The employee it is linked to' }),
  },
  { $id: 'StaffAccountChoice' },
);

export const FeedAddress = Type.Object(
  {
    id: Id,
    url: Type.String({
      description:
        'The absolute address of the calendar feed (RFC 5545), shown once: only its hash is kept',
    }),
  },
  { $id: 'FeedAddress' },
);

export const FeedInput = Type.Object(
  {
    includeCustomerDetails: Type.Optional(
      Type.Boolean({
        description:
          "The events carry the customer's phone, e-mail and the notes; left out: false (title, time, address and the customer's name only)",
      }),
    ),
  },
  { $id: 'FeedInput', additionalProperties: false },
);

/** One of an employee's calendar feeds, as their page lists them (never its address). */
export const EmployeeFeed = Type.Object(
  {
    id: Id,
    employeeId: Id,
    createdBy: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()], {
      description: 'The staff account that made it; null: made before this was kept (unknown)',
    }),
    createdAt: Timestamp,
    lastFetchedAt: Type.Union([Timestamp, Type.Null()], {
      description: 'When a calendar last fetched it; null: never',
    }),
    includeCustomerDetails: Type.Boolean(),
  },
  { $id: 'EmployeeFeed' },
);

export const FeedRemoveParams = Type.Object({ id: Id, feedId: Id });

export const APPOINTMENT_STATUSES = ['gepland', 'bevestigd', 'geannuleerd'] as const;
export const AppointmentStatus = Type.Unsafe<(typeof APPOINTMENT_STATUSES)[number]>({
  type: 'string',
  enum: [...APPOINTMENT_STATUSES],
  $id: 'AppointmentStatus',
});

export const AppointmentCustomer = Type.Object(
  { name: Type.String(), email: Type.String(), phone: Type.String() },
  { $id: 'AppointmentCustomer' },
);

export const Appointment = Type.Object(
  {
    id: Id,
    title: Type.String(),
    start: Timestamp,
    end: Timestamp,
    employeeIds: Type.Array(Id),
    customer: ref(AppointmentCustomer),
    address: Type.String(),
    serviceId: Type.Union([Id, Type.Null()]),
    chatId: Type.Union([Id, Type.Null()]),
    customerId: Type.Union([Id, Type.Null()], {
      description: 'The customer of the register (Klanten) it is for, if one was picked',
    }),
    projectId: Type.Union([Id, Type.Null()], {
      description: 'The project (Projecten) it was made for, if any',
    }),
    vehicleId: Type.Union([Id, Type.Null()], {
      description: 'The vehicle (Voertuigen) it books, if any',
    }),
    notes: Type.String(),
    status: ref(AppointmentStatus),
    travelMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
    sequence: Type.Integer({
      minimum: 0,
      description: 'Rises with each change the customer is told of (the calendar files’ SEQUENCE)',
    }),
    cancelledBy: Type.Union([Type.Literal('staff'), Type.Literal('customer'), Type.Null()]),
  },
  { $id: 'Appointment' },
);

export const AppointmentInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    start: Type.String({ format: 'date-time', description: 'An instant with its offset' }),
    end: Type.String({ format: 'date-time', description: 'After start, at most 14 days later' }),
    employeeIds: Type.Array(Id, { minItems: 1, maxItems: 20, uniqueItems: true }),
    customer: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(Type.String({ maxLength: 200 })),
          email: Type.Optional(OptionalEmail),
          phone: Type.Optional(Phone),
        },
        { additionalProperties: false },
      ),
    ),
    address: Type.Optional(Type.String({ maxLength: 300 })),
    serviceId: Type.Optional(Type.Union([Id, Type.Null()])),
    chatId: Type.Optional(Type.Union([Id, Type.Null()])),
    customerId: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description:
          "A customer of the register. Picked without `customer`, their name, e-mail and phone are taken (and their first site's address, else the invoice address, without `address`). An unknown one answers 400 UNKNOWN_REFERENCE.",
      }),
    ),
    projectId: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description:
          'The project it is for (made from its page). An unknown one answers 400 UNKNOWN_REFERENCE.',
      }),
    ),
    vehicleId: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description:
          'The vehicle it books. Another appointment booking it at that time, or its keuring due by then, is a conflict. An unknown one answers 400 UNKNOWN_REFERENCE.',
      }),
    ),
    notes: Type.Optional(Type.String({ maxLength: 5000, description: 'Plain text' })),
    status: Type.Optional(ref(AppointmentStatus)),
    travelMinutes: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1440, description: 'Default 30' }),
    ),
    allowConflict: Type.Optional(
      Type.Boolean({
        description:
          'Book it despite the conflicts a 409 APPOINTMENT_CONFLICT named ("toch inplannen"); the activity log records it',
      }),
    ),
  },
  {
    $id: 'AppointmentInput',
    additionalProperties: false,
    description:
      'On update, a field left out keeps its value (start, end, title and employeeIds are always sent).',
  },
);

export const AppointmentQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    employee: Type.Optional(Id),
    chat: Type.Optional(Id),
  },
  { additionalProperties: false },
);

export const AbsenceQuery = Type.Object(
  { from: CalendarDate, to: CalendarDate },
  { additionalProperties: false },
);

export const CONFLICT_KINDS = [
  'appointment',
  'absence',
  'holiday',
  'outsideHours',
  'vehicle',
  'keuring',
] as const;

/** One reason an appointment cannot be booked as asked. */
export const AppointmentConflict = Type.Object(
  {
    kind: Type.Unsafe<(typeof CONFLICT_KINDS)[number]>({
      type: 'string',
      enum: [...CONFLICT_KINDS],
    }),
    employeeId: Type.Union([Id, Type.Null()], { description: 'Null for a public holiday' }),
    employeeName: Type.Union([Type.String(), Type.Null()]),
    date: Type.Union([CalendarDate, Type.Null()], {
      description:
        'The Brussels date concerned (holiday, absence, hours, the keuring); null for an overlap',
    }),
    appointment: Type.Union([
      Type.Object({ id: Id, title: Type.String(), start: Timestamp, end: Timestamp }),
      Type.Null(),
    ]),
    absence: Type.Union([
      Type.Object({ id: Id, from: CalendarDate, to: CalendarDate, kind: ref(AbsenceKind) }),
      Type.Null(),
    ]),
    holiday: Type.Union([Type.String({ description: 'Its Dutch name' }), Type.Null()]),
    vehicle: Type.Union(
      [
        Type.Object({
          id: Id,
          plate: Type.String(),
          keuringValidUntil: Type.Union([CalendarDate, Type.Null()], {
            description: 'Its keuring certificate\'s "geldig tot"',
          }),
        }),
        Type.Null(),
      ],
      {
        description:
          'With vehicle (booked by `appointment` at the same time) and keuring (its keuring is due on `date`, or was before the appointment)',
      },
    ),
    hours: Type.Union(
      [
        Type.Array(Type.Object({ start: Type.String(), end: Type.String() }), {
          description: "That weekday's working hours; empty: a free day",
        }),
        Type.Null(),
      ],
      { description: 'With outsideHours' },
    ),
  },
  { $id: 'AppointmentConflict' },
);

/** 409 APPOINTMENT_CONFLICT: what the appointment would collide with. */
export const ConflictAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    conflicts: Type.Array(ref(AppointmentConflict)),
  },
  { $id: 'ConflictAnswer' },
);

export const AppointmentSummary = Type.Object(
  { id: Id, title: Type.String(), start: Timestamp, end: Timestamp },
  { $id: 'AppointmentSummary' },
);

/** 409 IN_USE for an employee with appointments still to come. */
export const EmployeeInUseAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    appointments: Type.Array(ref(AppointmentSummary), {
      description: 'Their appointments still to come: move them to someone else first',
    }),
  },
  { $id: 'EmployeeInUseAnswer' },
);

/** A CMS service an appointment may be about. */
export const ServiceChoice = Type.Object(
  { id: Id, title: Type.String({ description: 'Its Dutch title as plain text' }) },
  { $id: 'ServiceChoice' },
);

/** The appointment as its customer sees it through their link. */
export const PublicAppointment = Type.Object(
  {
    id: Id,
    title: Type.String(),
    start: Timestamp,
    end: Timestamp,
    address: Type.String(),
    status: ref(AppointmentStatus),
    customerName: Type.String(),
    language: Type.Union([Type.Literal('nl'), Type.Literal('en')]),
    canChange: Type.Boolean({
      description: 'Whether it can still be cancelled or moved: not cancelled, not begun',
    }),
  },
  { $id: 'PublicAppointment' },
);

export const AppointmentTokenHeaders = Type.Object({
  'x-appointment-token': Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The token from the customer's link (its fragment, after #token=)",
    }),
  ),
});

export const RescheduleInput = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 2000, description: 'Plain text' }),
  },
  { $id: 'RescheduleInput', additionalProperties: false },
);

export const FeedParams = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}\\.ics$', maxLength: 104 }),
});

/** An employee in one version (history). */
export const EmployeeVersionData = versionData(
  'EmployeeVersionData',
  {
    firstName: Type.String(),
    lastName: Type.String(),
    jobTitle: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    colour: Type.String(),
    active: Type.Boolean(),
    userId: NullableId,
    workingHours: Type.Array(
      Type.Object({ weekday: Type.Integer(), start: Type.String(), end: Type.String() }),
    ),
    hourlyCost: Type.Optional(NullableId),
  },
  'An employee in one version',
);

/** An appointment in one version (history). */
export const AppointmentVersionData = versionData(
  'AppointmentVersionData',
  {
    title: Type.String(),
    start: Type.String(),
    end: Type.String(),
    employeeIds: Type.Array(Type.Integer()),
    customerName: Type.String(),
    customerEmail: Type.String(),
    customerPhone: Type.String(),
    address: Type.String(),
    serviceId: NullableId,
    chatId: NullableId,
    customerId: NullableId,
    projectId: NullableId,
    vehicleId: Type.Optional(NullableId),
    notes: Type.String(),
    status: Type.String(),
    travelMinutes: Type.Integer(),
  },
  'An appointment in one version',
);

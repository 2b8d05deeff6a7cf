/** History, trash and activity: nothing is lost by a click (docs/product.md § History, § Trash, § Activity). */
import { Type } from '@sinclair/typebox';
import { ACTIVITY_KINDS, CONTENT_KINDS } from '../domain/history';
import { ErrorCodeSchema, Id, Timestamp, ref } from './common';

export { ACTIVITY_KINDS, CONTENT_KINDS };

export const ContentKind = Type.Unsafe<(typeof CONTENT_KINDS)[number]>({
  type: 'string',
  enum: [...CONTENT_KINDS],
  $id: 'ContentKind',
});

/** A staff member as history and activity name them. */
export const Person = Type.Object(
  { id: Id, name: Type.String({ description: 'First and last name' }) },
  { $id: 'Person' },
);

/** Parameters list the values in place: path and query parameters cannot refer to a schema. */
const kindParam = Type.Unsafe<(typeof CONTENT_KINDS)[number]>({
  type: 'string',
  enum: [...CONTENT_KINDS],
});
export const KindParams = Type.Object({ kind: kindParam, id: Id });
export const VersionParams = Type.Object({
  kind: kindParam,
  id: Id,
  version: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/**
 * An entity's own fields in one version, by kind. language: name, group, translationDutch,
 * translationEnglish; service: titleId, descriptionId, imageKey, enabled; serviceContent:
 * serviceId, titleId, bodyId, imageKey; achievement: location, descriptionDutch,
 * descriptionEnglish, imageKeys; employee: firstName, lastName, jobTitle, email, phone, colour,
 * active, userId, workingHours; appointment: title, start, end, employeeIds, customerName,
 * customerEmail, customerPhone, address, serviceId, chatId, customerId, notes, status,
 * travelMinutes; customer: kind, firstName, lastName, companyName, email, phone, invoiceAddress,
 * siteAddresses, language, notes, enterpriseNumber, vatLiable; project: name, customerId,
 * siteAddress, serviceIds, stage, plannedStart, plannedEnd, employeeIds, notes, imageKeys. Every
 * field is optional: a version written by another release may lack one. An image is at
 * /api/images/{imageKey}.
 */
export const VersionData = Type.Object(
  {
    name: Type.Optional(Type.String()),
    group: Type.Optional(Type.String()),
    translationDutch: Type.Optional(Type.String()),
    translationEnglish: Type.Optional(Type.String()),
    titleId: Type.Optional(Type.Integer()),
    descriptionId: Type.Optional(Type.Integer()),
    bodyId: Type.Optional(Type.Integer()),
    serviceId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    imageKey: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    enabled: Type.Optional(Type.Boolean()),
    location: Type.Optional(Type.String()),
    descriptionDutch: Type.Optional(Type.String()),
    descriptionEnglish: Type.Optional(Type.String()),
    imageKeys: Type.Optional(Type.Array(Type.String())),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    jobTitle: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    colour: Type.Optional(Type.String()),
    active: Type.Optional(Type.Boolean()),
    userId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    workingHours: Type.Optional(
      Type.Array(
        Type.Object({ weekday: Type.Integer(), start: Type.String(), end: Type.String() }),
      ),
    ),
    title: Type.Optional(Type.String()),
    start: Type.Optional(Type.String()),
    end: Type.Optional(Type.String()),
    employeeIds: Type.Optional(Type.Array(Type.Integer())),
    customerName: Type.Optional(Type.String()),
    customerEmail: Type.Optional(Type.String()),
    customerPhone: Type.Optional(Type.String()),
    address: Type.Optional(Type.String()),
    chatId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    notes: Type.Optional(Type.String()),
    status: Type.Optional(Type.String()),
    travelMinutes: Type.Optional(Type.Integer()),
    customerId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    projectId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    siteAddress: Type.Optional(Type.String()),
    stage: Type.Optional(Type.String()),
    plannedStart: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    plannedEnd: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    serviceIds: Type.Optional(Type.Array(Type.Integer())),
    kind: Type.Optional(Type.String()),
    companyName: Type.Optional(Type.String()),
    invoiceAddress: Type.Optional(Type.String()),
    siteAddresses: Type.Optional(Type.Array(Type.String())),
    language: Type.Optional(Type.String()),
    enterpriseNumber: Type.Optional(Type.String()),
    vatLiable: Type.Optional(Type.Boolean()),
  },
  { $id: 'VersionData' },
);

export const Version = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    at: Timestamp,
    by: Type.Union([ref(Person), Type.Null()], {
      description: 'Null for versions made before history was kept, or by the command line',
    }),
    data: ref(VersionData),
  },
  { $id: 'Version' },
);

export const TrashItem = Type.Object(
  {
    kind: ref(ContentKind),
    id: Id,
    label: Type.String({ description: 'What to call it, as plain text' }),
    deletedAt: Timestamp,
    deletedBy: Type.Union([ref(Person), Type.Null()]),
    purgeAt: Timestamp,
  },
  { $id: 'TrashItem' },
);

export const MissingReference = Type.Object(
  {
    kind: ref(ContentKind),
    id: Id,
    label: Type.String(),
    inTrash: Type.Boolean({ description: 'Whether it can be restored from the trash first' }),
  },
  { $id: 'MissingReference' },
);

/**
 * A restore's 409: MISSING_REFERENCES with what it needs that no longer exists, or DUPLICATE
 * (a language entry's name is taken again), which names nothing missing.
 */
export const MissingAnswer = Type.Object(
  {
    statusCode: Type.Integer(),
    code: ErrorCodeSchema,
    message: Type.String(),
    missing: Type.Optional(
      Type.Array(ref(MissingReference), { description: 'With MISSING_REFERENCES' }),
    ),
  },
  { $id: 'MissingAnswer' },
);

export const ActivityKind = Type.Unsafe<(typeof ACTIVITY_KINDS)[number]>({
  type: 'string',
  enum: [...ACTIVITY_KINDS],
  $id: 'ActivityKind',
});

export const ActivityEntry = Type.Object(
  {
    id: Id,
    at: Timestamp,
    person: Type.Union([ref(Person), Type.Null()]),
    kind: ref(ActivityKind),
    target: Type.Union([
      Type.Object({
        kind: Type.String({
          description:
            'service, serviceContent, achievement, language, user, chat, employee, absence, appointment, customer, project or openingHours',
        }),
        id: Type.Union([Id, Type.Null()]),
        label: Type.String(),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'ActivityEntry' },
);

export const ActivityQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 100 })),
    person: Type.Optional(Id),
    kind: Type.Optional(
      Type.Unsafe<(typeof ACTIVITY_KINDS)[number]>({ type: 'string', enum: [...ACTIVITY_KINDS] }),
    ),
  },
  { additionalProperties: false },
);

export const ActivityPage = Type.Object(
  { entries: Type.Array(ref(ActivityEntry)), next: Type.Union([Type.String(), Type.Null()]) },
  { $id: 'ActivityPage' },
);

/** What a restore from the trash brought back. */
export const Restored = Type.Object(
  {
    kind: ref(ContentKind),
    id: Id,
    label: Type.String(),
    serviceId: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: "A content block's service, where it is shown again (serviceContent only)",
      }),
    ),
  },
  { $id: 'Restored' },
);

/** History, trash and activity: nothing is lost by a click (docs/product.md § History, § Trash, § Activity). */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ACTIVITY_KINDS,
  ACTIVITY_TARGET_KINDS,
  CONTENT_KINDS,
  type EntityKind,
} from '../domain/history';
import { Achievement, AchievementVersionData } from './achievements';
import { Appointment, AppointmentVersionData, EmployeeDetail, EmployeeVersionData } from './agenda';
import { ErrorCodeSchema, Id, Timestamp, ref } from './common';
import { CustomerDetail, CustomerVersionData } from './customers';
import { LanguageEntry, LanguageVersionData } from './language';
import { Project, ProjectVersionData } from './projects';
import { Service, ServiceContent, ServiceContentVersionData, ServiceVersionData } from './services';

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
 * Each kind's fields in one version (declared beside the kind's other schemas, and named by its
 * declaration in services/*-kind.ts). A kind missing here does not compile.
 */
const VERSION_DATA: Record<EntityKind, TSchema> = {
  language: LanguageVersionData,
  service: ServiceVersionData,
  serviceContent: ServiceContentVersionData,
  achievement: AchievementVersionData,
  employee: EmployeeVersionData,
  appointment: AppointmentVersionData,
  customer: CustomerVersionData,
  project: ProjectVersionData,
};

/** What a restored version answers: the entity as its own read answers it, by kind. */
const ANSWER_OF: Record<EntityKind, TSchema> = {
  language: LanguageEntry,
  service: Service,
  serviceContent: ServiceContent,
  achievement: Achievement,
  employee: EmployeeDetail,
  appointment: Appointment,
  customer: CustomerDetail,
  project: Project,
};

export const RestoredVersion = Type.Union(
  CONTENT_KINDS.map((kind) => ref(ANSWER_OF[kind])),
  { $id: 'RestoredVersion', description: 'The entity as its own read answers it' },
);

/**
 * One version of an entity, keyed by its kind: `data` holds that kind's fields. The stored
 * versions are as they were; `kind` says which fields to expect. An image is at
 * /api/images/{imageKey}.
 */
export const Version = Type.Union(
  CONTENT_KINDS.map((kind) =>
    Type.Object({
      kind: Type.Literal(kind),
      version: Type.Integer({ minimum: 1 }),
      at: Timestamp,
      by: Type.Union([ref(Person), Type.Null()], {
        description: 'Null for versions made before history was kept, or by the command line',
      }),
      data: ref(VERSION_DATA[kind]),
    }),
  ),
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

/** What an activity entry can be about: a content kind, or one the log alone names. */
export const ActivityTargetKind = Type.Unsafe<(typeof ACTIVITY_TARGET_KINDS)[number]>({
  type: 'string',
  enum: [...ACTIVITY_TARGET_KINDS],
  $id: 'ActivityTargetKind',
});

export const ActivityEntry = Type.Object(
  {
    id: Id,
    at: Timestamp,
    person: Type.Union([ref(Person), Type.Null()]),
    kind: ref(ActivityKind),
    target: Type.Union([
      Type.Object({
        kind: ref(ActivityTargetKind),
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

/** History, trash and activity: nothing is lost by a click (docs/product.md § History, § Trash, § Activity). */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ACTIVITY_KINDS,
  ACTIVITY_TARGET_KINDS,
  CONTENT_KINDS,
  type EntityKind,
} from '../domain/history';
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
 * What a content kind brings to the contract, from its declaration (services/*-kind.ts): the
 * fields one of its versions holds and what its own read answers.
 */
export interface KindContract {
  kind: EntityKind;
  version: TSchema & { $id?: string };
  answer: TSchema & { $id?: string };
}

/**
 * The history schemas that name every kind, built from the registry of content kinds
 * (services/content-kinds.ts) so that a kind is added by its declaration alone:
 * - `Version`: one version of an entity, keyed by its kind: `data` holds that kind's fields. The
 *   stored versions are as they were; `kind` says which fields to expect. An image is at
 *   /api/images/{imageKey}.
 * - `RestoredVersion`: what a restored version answers, the entity as its own read answers it.
 */
export function historySchemas(kinds: KindContract[]) {
  const RestoredVersion = Type.Union(
    kinds.map(({ answer }) => ref(answer)),
    { $id: 'RestoredVersion', description: 'The entity as its own read answers it' },
  );
  const Version = Type.Union(
    kinds.map(({ kind, version }) =>
      Type.Object({
        kind: Type.Literal(kind),
        version: Type.Integer({ minimum: 1 }),
        at: Timestamp,
        by: Type.Union([ref(Person), Type.Null()], {
          description: 'Null for versions made before history was kept, or by the command line',
        }),
        data: ref(version),
      }),
    ),
    { $id: 'Version' },
  );
  return { Version, RestoredVersion };
}

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

/**
 * Projecten (docs/product.md § Projecten): the company's jobs for its customers, their stages,
 * team, appointments and photos, and their publication as an achievement.
 */
import { Type } from '@sinclair/typebox';
import { PROJECT_STAGES } from '../domain/project-stages';
import { Id, PlainText, Timestamp, ref } from './common';
import { ImageAltInput, ImageKey } from './images';
import { AppointmentStatus, CalendarDate } from './agenda';
import { NullableId, NullableText, versionData } from './version-data';

export const ProjectStage = Type.Unsafe<(typeof PROJECT_STAGES)[number]>({
  type: 'string',
  enum: [...PROJECT_STAGES],
  $id: 'ProjectStage',
  description:
    'Aanvraag, Offerte, Gepland, In uitvoering, Opgeleverd, Afgesloten, in the order a job goes',
});

const PlannedDate = Type.Union([Type.String({ format: 'date' }), Type.Null()], {
  description: 'A Brussels calendar day (YYYY-MM-DD), null when not planned',
});

/** A project as the list and the board show it. */
export const ProjectSummary = Type.Object(
  {
    id: Id,
    name: Type.String(),
    customerId: Type.Union([Id, Type.Null()]),
    customerName: Type.String({ description: "The customer's name, '' without a customer" }),
    customerErased: Type.Boolean({
      description: 'Its customer was erased (gewiste klant): no customer and no site address',
    }),
    siteAddress: Type.String(),
    stage: ref(ProjectStage),
    plannedStart: PlannedDate,
    plannedEnd: PlannedDate,
    serviceIds: Type.Array(Id),
    employeeIds: Type.Array(Id),
    achievementId: Type.Union([Id, Type.Null()], {
      description: 'The achievement it was published as (Publiceer als realisatie)',
    }),
    photoCount: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp,
  },
  { $id: 'ProjectSummary' },
);

export const ProjectPhoto = Type.Object(
  {
    key: ImageKey,
    url: Type.String(),
    thumbUrl: Type.String(),
    altDutch: Type.String({ description: "The photo's description in Dutch, '' for none" }),
    altEnglish: Type.String(),
  },
  { $id: 'ProjectPhoto' },
);

export const ProjectAppointment = Type.Object(
  {
    id: Id,
    title: Type.String(),
    start: Timestamp,
    end: Timestamp,
    status: ref(AppointmentStatus),
  },
  { $id: 'ProjectAppointment' },
);

/** One project with its notes, photos and appointments, as getProject answers. */
export const Project = Type.Intersect(
  [
    ref(ProjectSummary),
    Type.Object({
      notes: Type.String({ description: 'Rich text (sanitised HTML)' }),
      municipality: Type.String({
        description: "The site address's municipality: the location a publication proposes",
      }),
      photos: Type.Array(ref(ProjectPhoto), { description: 'In their order' }),
      appointments: Type.Array(ref(ProjectAppointment), {
        description: 'The appointments made for it, earliest first',
      }),
    }),
  ],
  { $id: 'Project' },
);

const ids = (what: string) =>
  Type.Array(Id, { maxItems: 50, uniqueItems: true, description: `The ${what}` });

export const ProjectInput = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
    customerId: Type.Optional(
      Type.Union([Id, Type.Null()], {
        description: 'A customer of the register; an unknown one answers 400 UNKNOWN_REFERENCE',
      }),
    ),
    siteAddress: Type.Optional(Type.String({ maxLength: 300 })),
    serviceIds: Type.Optional(ids('services (of the website) it is about')),
    stage: Type.Optional(ref(ProjectStage)),
    plannedStart: Type.Optional(PlannedDate),
    plannedEnd: Type.Optional(PlannedDate),
    employeeIds: Type.Optional(ids('employees assigned to it (its team)')),
    notes: Type.Optional(
      Type.String({ maxLength: 20000, description: 'Rich text, sanitised before it is stored' }),
    ),
    photoKeys: Type.Optional(
      Type.Array(ImageKey, {
        uniqueItems: true,
        maxItems: 200,
        description:
          'Update only: the keys of its current photos to keep, in their new order (omitted: all stay). A key it does not have answers 400.',
      }),
    ),
  },
  {
    $id: 'ProjectInput',
    additionalProperties: false,
    description:
      'Create needs a name (stage defaults to aanvraag). On update a field left out keeps its value. plannedEnd may not be before plannedStart.',
  },
);

export const ProjectStageInput = Type.Object(
  { stage: ref(ProjectStage) },
  { $id: 'ProjectStageInput', additionalProperties: false },
);

/** A project's notes alone: what its team writes without the projects' write access. */
export const ProjectNotesInput = Type.Object(
  {
    notes: Type.String({
      maxLength: 20000,
      description: 'Rich text, sanitised before it is stored',
    }),
  },
  { $id: 'ProjectNotesInput', additionalProperties: false },
);

export const ProjectListQuery = Type.Object({
  stage: Type.Optional(
    Type.Unsafe<(typeof PROJECT_STAGES)[number]>({ type: 'string', enum: [...PROJECT_STAGES] }),
  ),
  customer: Type.Optional(Id),
  employee: Type.Optional({
    ...Id,
    description: "Only the projects whose team holds this employee (an account's own projects)",
  }),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        "Words, each part of the project's name, its site address or its customer (as the customer search finds them); letter case and accents do not matter",
    }),
  ),
  startedFrom: Type.Optional({
    ...CalendarDate,
    description:
      'Only projects created on or after this Brussels date (Statistieken: the projects started in a bar); needs `startedTo`',
  }),
  startedTo: Type.Optional({
    ...CalendarDate,
    description: 'Only projects created on or before this Brussels date; needs `startedFrom`',
  }),
  deliveredFrom: Type.Optional({
    ...CalendarDate,
    description:
      'Only projects delivered (Opgeleverd or Afgesloten now, reached on or after this Brussels date, as the statistics count them); needs `deliveredTo`',
  }),
  deliveredTo: Type.Optional({
    ...CalendarDate,
    description: 'Only projects delivered on or before this Brussels date; needs `deliveredFrom`',
  }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, description: 'Page size, default 50' }),
  ),
  cursor: Type.Optional(
    Type.String({ maxLength: 200, description: "The previous page's `next` (the same filters)" }),
  ),
});

export const ProjectPage = Type.Object(
  {
    projects: Type.Array(ref(ProjectSummary), { description: 'Newest first' }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: 'The `cursor` of the next page; null on the last one',
    }),
  },
  { $id: 'ProjectPage' },
);

export const ProjectBoardQuery = Type.Object({
  customer: Type.Optional(Id),
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Words, as the list searches them' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 200, description: 'Cards a column, default 20' }),
  ),
});

export const ProjectBoardColumn = Type.Object(
  {
    stage: ref(ProjectStage),
    count: Type.Integer({ minimum: 0, description: 'Projects the filter keeps in this stage' }),
    projects: Type.Array(ref(ProjectSummary), { description: 'Newest first' }),
    next: Type.Union([Type.String(), Type.Null()], {
      description: "getProjects' `cursor` (with this `stage`) for the column's next page",
    }),
  },
  { $id: 'ProjectBoardColumn' },
);

export const ProjectBoard = Type.Object(
  {
    columns: Type.Array(ref(ProjectBoardColumn), { description: 'One per stage, in their order' }),
  },
  { $id: 'ProjectBoard' },
);

/** The JSON of addPhotos' optional `data` part. */
export const ProjectPhotosData = Type.Object(
  {
    imageAlts: Type.Optional(
      Type.Array(Type.Union([ImageAltInput("A photo's descriptions"), Type.Null()]), {
        maxItems: 20,
        description: 'The descriptions of the uploaded files, in their order (null: none)',
      }),
    ),
  },
  { $id: 'ProjectPhotosData', additionalProperties: false },
);

/** One of a project's photos: describePhoto, removePhoto. */
export const ProjectPhotoParams = Type.Object({ id: Id, key: ImageKey });

export const ProjectPhotoOrder = Type.Object(
  {
    keys: Type.Array(ImageKey, {
      uniqueItems: true,
      maxItems: 200,
      description:
        "Each of the project's photos once, in their new order; a list that does not name them all answers 409 CONFLICT",
    }),
  },
  { $id: 'ProjectPhotoOrder', additionalProperties: false },
);

/** Up to six photos are published, as an achievement has them on the website. */
export const MAX_PUBLISHED_PHOTOS = 6;

export const ProjectPublishInput = Type.Object(
  {
    imageKeys: Type.Array(ImageKey, {
      minItems: 1,
      maxItems: MAX_PUBLISHED_PHOTOS,
      uniqueItems: true,
      description: `Up to ${MAX_PUBLISHED_PHOTOS} of the project's photos, in the order the website shows them`,
    }),
    imageAlts: Type.Optional(
      Type.Array(Type.Union([ImageAltInput("A photo's descriptions"), Type.Null()]), {
        maxItems: MAX_PUBLISHED_PHOTOS,
        description:
          'Descriptions typed for the chosen photos, in their order (null: keep theirs). Every published photo needs a Dutch and an English description.',
      }),
    ),
    location: PlainText({ minLength: 1, maxLength: 200 }),
    descriptionDutch: Type.String({ minLength: 1, maxLength: 20000 }),
    descriptionEnglish: Type.String({ minLength: 1, maxLength: 20000 }),
  },
  { $id: 'ProjectPublishInput', additionalProperties: false },
);

export const Published = Type.Object({ achievementId: Id }, { $id: 'Published' });

/** A project in one version (history). */
export const ProjectVersionData = versionData(
  'ProjectVersionData',
  {
    name: Type.String(),
    customerId: NullableId,
    siteAddress: Type.String(),
    serviceIds: Type.Array(Type.Integer()),
    stage: Type.String(),
    plannedStart: NullableText,
    plannedEnd: NullableText,
    employeeIds: Type.Array(Type.Integer()),
    notes: Type.String(),
    imageKeys: Type.Array(Type.String()),
  },
  'A project in one version, its photos in order',
);

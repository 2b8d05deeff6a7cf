import type { Db } from '../db/client';
import { readSnapshot } from '../db/read-snapshot';
import { isCursorId, keysetCursor } from '../domain/cursor';
import { PROJECT_STAGES } from '../domain/project-stages';
import { dateFilter } from '../domain/date-filter';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import type { ProcessedImage } from '../domain/images';
import { sanitizeRichText } from '../domain/rich-text';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import { appointmentsOfProject, linkProjectAppointmentsAgain } from '../repositories/appointments';
import { lockCustomer } from '../repositories/customers';
import { lockEmployees } from '../repositories/employees';
import { recordCapturedVersion } from '../repositories/history';
import {
  deleteUnreferencedImages,
  describeImages,
  imageAlts,
  imageUrl,
  setImageAlt,
  storeImages,
  type ImageAlt,
} from '../repositories/images';
import {
  countProjectsByStage,
  deleteProject,
  findProject,
  insertProject,
  insertProjectRow,
  loadProjectPage,
  lockProject,
  projectPhotoKeys,
  replaceProjectLinks,
  replaceProjectPhotos,
  updateProject,
  type ProjectRow,
  type ProjectStage,
  type ProjectValues,
  type ProjectTrashItem,
} from '../repositories/projects';
import { holdService } from '../repositories/services';
import { putInTrash } from '../repositories/trash';
import type { Actor } from './language';

/**
 * Projecten (docs/product.md § Projecten): the company's jobs for its customers, from the
 * request to the close. Every change is a version, a removal goes to the trash, and the
 * activity log records each.
 */

/** Photos a project may have. */
export const MAX_PROJECT_PHOTOS = 200;

export interface ProjectInput {
  name?: string;
  customerId?: number | null;
  siteAddress?: string;
  serviceIds?: number[];
  stage?: ProjectStage;
  plannedStart?: string | null;
  plannedEnd?: string | null;
  employeeIds?: number[];
  notes?: string;
  /** The current photos to keep, in their new order; undefined keeps them all. */
  photoKeys?: string[];
}

/** What the activity log, history and the trash call a project. */
export const projectTarget = (id: number, name: string) => ({
  kind: 'project' as const,
  id,
  label: name || `#${id}`,
});

type Project = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** The input over what is stored (update) or the defaults (create), checked. */
function valuesOf(input: ProjectInput, current?: Project): ProjectValues {
  const values: ProjectValues = {
    name: requiredText(input.name ?? current?.name ?? '', 'name'),
    customerId: input.customerId === undefined ? (current?.customerId ?? null) : input.customerId,
    siteAddress: (input.siteAddress ?? current?.siteAddress ?? '').trim(),
    stage: input.stage ?? current?.stage ?? 'aanvraag',
    plannedStart:
      input.plannedStart === undefined ? (current?.plannedStart ?? null) : input.plannedStart,
    plannedEnd: input.plannedEnd === undefined ? (current?.plannedEnd ?? null) : input.plannedEnd,
    notes: input.notes === undefined ? (current?.notes ?? '') : sanitizeRichText(input.notes),
  };
  if (values.plannedStart && values.plannedEnd && values.plannedStart > values.plannedEnd)
    throw validation('plannedEnd must not be before plannedStart');
  return values;
}

/**
 * The customer, services and employees it refers to exist and stay until the transaction ends;
 * the customer's link is only checked when it changes.
 */
async function holdReferences(
  tx: Db,
  values: ProjectValues,
  links: { serviceIds: number[]; employeeIds: number[] },
  current?: Project,
) {
  if (values.customerId !== null && values.customerId !== current?.customerId)
    if (!(await lockCustomer(tx, values.customerId)))
      throw unknownReference('Customer', values.customerId);
  for (const serviceId of links.serviceIds)
    if (!(await holdService(tx, serviceId))) throw unknownReference('Service', serviceId);
  const found = await lockEmployees(tx, links.employeeIds);
  const missing = links.employeeIds.filter((id) => !found.some((row) => row.id === id));
  if (missing.length) throw unknownReference('Employee', missing);
}

/** A project's own fields and photos as a version keeps them. */
async function projectState(db: Db, id: number) {
  const project = await findProject(db, id);
  if (!project) return undefined;
  const imageKeys = await projectPhotoKeys(db, id);
  return {
    data: {
      name: project.name,
      customerId: project.customerId,
      siteAddress: project.siteAddress,
      serviceIds: project.serviceIds,
      stage: project.stage,
      plannedStart: project.plannedStart,
      plannedEnd: project.plannedEnd,
      employeeIds: project.employeeIds,
      notes: project.notes,
      imageKeys,
    },
    imageKeys,
  };
}
export { projectState };

async function recordProjectVersion(tx: Db, id: number, by: Actor) {
  const state = await projectState(tx, id);
  if (state) await recordCapturedVersion(tx, 'project', id, by, state);
}

/** Where a page of the list continues: after this project (its id; newest first). */
const projectCursor = keysetCursor(
  'project list',
  (id: number) => [id],
  ([id]) => (isCursorId(id) ? id : undefined),
);

/** The list's and the board's filter from the query. */
const filterOf = (query: {
  stage?: ProjectStage;
  customer?: number;
  employee?: number;
  q?: string;
}) => ({
  stage: query.stage,
  customerId: query.customer,
  employeeId: query.employee,
  terms: (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10),
});

/**
 * A page of the projects, newest first, filtered and searched (docs/product.md § Projecten):
 * one statement, a snapshot of itself.
 */
export async function listProjects(
  db: Db,
  query: {
    stage?: ProjectStage;
    customer?: number;
    employee?: number;
    q?: string;
    startedFrom?: string;
    startedTo?: string;
    deliveredFrom?: string;
    deliveredTo?: string;
    limit?: number;
    cursor?: string;
  },
) {
  const started = dateFilter('started', query.startedFrom, query.startedTo);
  const delivered = dateFilter('delivered', query.deliveredFrom, query.deliveredTo);
  const page = await loadProjectPage(
    db,
    { ...filterOf(query), started, delivered },
    {
      limit: query.limit ?? 50,
      before: query.cursor === undefined ? undefined : projectCursor.decode(query.cursor),
    },
  );
  return {
    projects: page.projects,
    next: page.next === undefined ? null : projectCursor.encode(page.next),
  };
}

/**
 * The board (docs/product.md § Projecten): each stage's first page and how many projects the
 * filter keeps there, read in one snapshot, so the six columns and their counts agree.
 */
export async function readProjectBoard(
  db: Db,
  query: { customer?: number; q?: string; limit?: number },
) {
  const filter = filterOf(query);
  return readSnapshot(db, async (tx) => {
    const counts = await countProjectsByStage(tx, filter);
    const columns = [];
    for (const stage of PROJECT_STAGES) {
      const page = counts.has(stage)
        ? await loadProjectPage(tx, { ...filter, stage }, { limit: query.limit ?? 20 })
        : { projects: [], next: undefined };
      columns.push({
        stage,
        count: counts.get(stage) ?? 0,
        projects: page.projects,
        next: page.next === undefined ? null : projectCursor.encode(page.next),
      });
    }
    return { columns };
  });
}

/**
 * The municipality of a Belgian address ('Kerkstraat 1, 9000 Gent' → 'Gent'): the words after
 * its four-digit postcode, else its last part; what a publication proposes as the location.
 */
export function municipalityOf(address: string) {
  const postcode = /\b\d{4}\s+([^,\d][^,]*)/.exec(address);
  if (postcode) return postcode[1].trim();
  const parts = address.split(',').map((part) => part.trim());
  return parts.length > 1 ? parts[parts.length - 1] : '';
}

/** One project with its photos (and their descriptions) and its appointments. */
export async function readProject(db: Db, id: number) {
  const found = await readSnapshot(db, async (tx) => {
    const project = await findProject(tx, id);
    if (!project) return undefined;
    const keys = await projectPhotoKeys(tx, id);
    const alt = await imageAlts(tx, keys);
    return {
      ...project,
      municipality: municipalityOf(project.siteAddress),
      photos: keys.map((key) => ({
        key,
        url: imageUrl(key),
        thumbUrl: `${imageUrl(key)}?size=thumb`,
        ...alt(key),
      })),
      appointments: await appointmentsOfProject(tx, id),
    };
  });
  if (!found) throw notFound('Project', id);
  return found;
}

const unique = (ids: number[]) => [...new Set(ids)];

export async function createProject(db: Db, input: ProjectInput, by: Actor = null) {
  const values = valuesOf(input);
  const links = {
    serviceIds: unique(input.serviceIds ?? []),
    employeeIds: unique(input.employeeIds ?? []),
  };
  if (input.photoKeys?.length) throw validation('photoKeys: a new project has no photos yet');
  return db.transaction(async (tx) => {
    await holdReferences(tx, values, links);
    const id = await insertProject(tx, values);
    await replaceProjectLinks(tx, id, links);
    await recordProjectVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'create', target: projectTarget(id, values.name) });
    return id;
  });
}

/**
 * Writes a project's fields, links and kept photos as its next version, in the caller's
 * transaction (an update, a restored version). Photos it no longer shows that nothing else
 * shows are deleted. `anyStoredImages`: the photos may be any stored image (a version restore).
 */
export async function writeProject(
  tx: Db,
  id: number,
  input: ProjectInput,
  by: Actor,
  anyStoredImages = false,
) {
  if (!(await lockProject(tx, id))) throw notFound('Project', id);
  const current = (await findProject(tx, id))!;
  const values = valuesOf(input, current);
  const links = {
    serviceIds: unique(input.serviceIds ?? current.serviceIds),
    employeeIds: unique(input.employeeIds ?? current.employeeIds),
  };
  await holdReferences(tx, values, links, current);
  await updateProject(tx, id, values);
  await replaceProjectLinks(tx, id, links);
  if (input.photoKeys) {
    const photos = await projectPhotoKeys(tx, id);
    const unknown = anyStoredImages ? [] : input.photoKeys.filter((key) => !photos.includes(key));
    if (unknown.length)
      throw validation(`photoKeys names photos the project does not have: ${unknown.join(', ')}`);
    await keepPhotos(tx, id, photos, input.photoKeys);
  }
  await recordProjectVersion(tx, id, by);
  return values;
}

/**
 * Sets the project's photos to `kept`, in that order, in place of `photos`; those it no longer
 * shows that nothing else shows are deleted.
 */
async function keepPhotos(tx: Db, id: number, photos: string[], kept: string[]) {
  await replaceProjectPhotos(tx, id, kept);
  await deleteUnreferencedImages(
    tx,
    photos.filter((key) => !kept.includes(key)),
  );
}

/**
 * Runs `write` on a project's photos in one transaction, with the project locked and its
 * photos in their order; a key it does not have answers 404. Each write is an activity entry
 * (and a version when the photos changed); answers the project.
 */
async function writePhotos(
  db: Db,
  id: number,
  keys: string[],
  by: Actor,
  write: (tx: Db, photos: string[]) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound('Project', id);
    const photos = await projectPhotoKeys(tx, id);
    const unknown = keys.find((key) => !photos.includes(key));
    if (unknown) throw notFound(`Photo of project ${id}`, unknown);
    await write(tx, photos);
    await recordProjectVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'update', target: projectTarget(id, project.name) });
  });
  return readProject(db, id);
}

/**
 * Sets the Dutch and English descriptions of one of the project's photos: the image's own, so
 * an achievement that shows it shows them too.
 */
export const describeProjectPhoto = (
  db: Db,
  id: number,
  key: string,
  alt: ImageAlt,
  by: Actor = null,
) =>
  writePhotos(db, id, [key], by, async (tx) => {
    await setImageAlt(tx, key, alt);
  });

/** Takes one photo off the project (deleted when nothing else shows it). */
export const removeProjectPhoto = (db: Db, id: number, key: string, by: Actor = null) =>
  writePhotos(db, id, [key], by, (tx, photos) =>
    keepPhotos(
      tx,
      id,
      photos,
      photos.filter((one) => one !== key),
    ),
  );

/**
 * Puts the project's photos in this order. `keys` must name each of its photos once: a list
 * made before another change of its photos answers 409 CONFLICT, so that none is lost or
 * brought back.
 */
export const orderProjectPhotos = (db: Db, id: number, keys: string[], by: Actor = null) =>
  writePhotos(db, id, [], by, async (tx, photos) => {
    const same =
      keys.length === photos.length &&
      new Set(keys).size === keys.length &&
      keys.every((key) => photos.includes(key));
    if (!same)
      throw new ApiError(
        'CONFLICT',
        `The order does not name each of the project's ${photos.length} photos once: read them again`,
      );
    await replaceProjectPhotos(tx, id, keys);
  });

export async function changeProject(db: Db, id: number, input: ProjectInput, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeProject(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: projectTarget(id, values.name) });
  });
  return readProject(db, id);
}

/** Moves a project to another stage (the board's drag, 'Verplaats naar…'). */
export const setProjectStage = (db: Db, id: number, stage: ProjectStage, by: Actor = null) =>
  changeProject(db, id, { stage }, by);

/** Changes a project's notes alone (what its team may write, docs/product.md § Roles). */
export const setProjectNotes = (db: Db, id: number, notes: string, by: Actor = null) =>
  changeProject(db, id, { notes }, by);

/**
 * Adds decoded photos after the project's own, with the descriptions sent for them (null or
 * missing: as they are); answers the project.
 */
export async function addProjectPhotos(
  db: Db,
  id: number,
  images: ProcessedImage[],
  alts: (ImageAlt | null)[] = [],
  by: Actor = null,
) {
  if (!images.length) throw validation('files: send at least one photo');
  if (alts.length > images.length)
    throw validation(`data.imageAlts has ${alts.length} entries for ${images.length} files`);
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (!project) throw notFound('Project', id);
    const photos = await projectPhotoKeys(tx, id);
    const added = images.map((image) => image.key).filter((key) => !photos.includes(key));
    if (photos.length + added.length > MAX_PROJECT_PHOTOS)
      throw new ApiError(
        'TOO_MANY_FILES',
        `A project has at most ${MAX_PROJECT_PHOTOS} photos: ${photos.length} and ${added.length} new make ${photos.length + added.length}`,
      );
    await storeImages(tx, images);
    await describeImages(
      tx,
      images.map((image) => image.key),
      alts,
    );
    await replaceProjectPhotos(tx, id, [...photos, ...new Set(added)]);
    await recordProjectVersion(tx, id, by);
    await logActivity(tx, { by, kind: 'update', target: projectTarget(id, project.name) });
  });
  return readProject(db, id);
}

/**
 * Moves a project with its photos to the trash. Its appointments stay, unlinked; a restore
 * links those that still exist again.
 */
export async function removeProject(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const project = await findProject(tx, id);
    if (!project) throw notFound('Project', id);
    const photoKeys = await projectPhotoKeys(tx, id);
    const appointmentIds = (await appointmentsOfProject(tx, id)).map((item) => item.id);
    const removed = await deleteProject(tx, id);
    if (!removed) throw notFound('Project', id);
    const target = projectTarget(id, removed.name);
    await putInTrash<ProjectTrashItem>(
      tx,
      {
        kind: 'project',
        project: removed,
        serviceIds: project.serviceIds,
        employeeIds: project.employeeIds,
        photoKeys,
        appointmentIds,
      },
      { ...target, imageKeys: photoKeys },
      by,
    );
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/**
 * Puts a project from the trash back with its photos, and its services, team, customer and
 * appointments as far as they still exist.
 */
export async function putProjectBack(tx: Db, item: ProjectTrashItem) {
  const row: ProjectRow = { ...item.project };
  if (row.customerId !== null && !(await lockCustomer(tx, row.customerId))) row.customerId = null;
  await insertProjectRow(tx, row);
  const serviceIds: number[] = [];
  for (const serviceId of item.serviceIds)
    if (await holdService(tx, serviceId)) serviceIds.push(serviceId);
  const employeeIds = (await lockEmployees(tx, item.employeeIds)).map((employee) => employee.id);
  await replaceProjectLinks(tx, row.id, { serviceIds, employeeIds });
  await replaceProjectPhotos(tx, row.id, item.photoKeys);
  await linkProjectAppointmentsAgain(tx, row.id, item.appointmentIds);
}

import type { Db } from '../db/client';
import { wallClockOf } from '../domain/brussels';
import type { OwnGrant } from '../domain/roles';
import {
  employeeOfUser,
  isAssignedChat,
  isAssignedChatFile,
  drivesSomeVehicleOn,
  isDriverOfLocation,
  isDriverOn,
  isDocumentOfProjectTeam,
  isOnProjectTeam,
  isOnSomeProjectTeam,
} from '../repositories/ownership';

/** What of a request names the row an own-rows grant is asked for. */
export interface RowReference {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  /** The route's address as declared ('/api/document/get/:id'). */
  url?: string;
}

/** A positive integer from a path parameter, or undefined. */
function idOf(value: string | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

type Owner = (db: Db, row: RowReference, userId: number) => boolean | Promise<boolean>;

/** A grant on the row named by the route's `id` parameter. */
const byId =
  (owns: (db: Db, id: number, userId: number) => Promise<boolean>): Owner =>
  (db, row, userId) => {
    const id = idOf(row.params.id);
    return id !== undefined && owns(db, id, userId);
  };

/**
 * A conversation assigned to the account: by its id (`id`, or `chatId` of a reply), by one of
 * its files (`fileId`), or the list of one's own (no parameter, `assigned=me`).
 */
const assignedChat: Owner = (db, row, userId) => {
  const fileId = idOf(row.params.fileId);
  if (fileId !== undefined) return isAssignedChatFile(db, fileId, userId);
  const chatId = idOf(row.params.id ?? row.params.chatId);
  if (chatId !== undefined) return isAssignedChat(db, chatId, userId);
  return Object.keys(row.params).length === 0 && row.query.assigned === 'me';
};

/**
 * Bestanden's share of the project team's grant (docs/product.md § Bestanden): a document
 * (`id`) linked to a project of the team, the list of a team's project's documents
 * (`linkKind=project&linkId`), and the document types for a member of any project's team. An
 * upload passes here for such a member too; the service then accepts only links to the team's projects.
 */
const teamDocuments: Owner = (db, row, userId) => {
  if (row.params.id !== undefined) return byId(isDocumentOfProjectTeam)(db, row, userId);
  if (row.url === '/api/document/types') return isOnSomeProjectTeam(db, userId);
  // An upload names its projects in the body, which the service checks against the team.
  if (row.url === '/api/document/upload') return isOnSomeProjectTeam(db, userId);
  if (row.url !== '/api/document/getall' || row.query.linkKind !== 'project') return false;
  const projectId = idOf(String(row.query.linkId));
  return projectId !== undefined && isOnProjectTeam(db, projectId, userId);
};

/** A project whose team holds the account's employee, or (Bestanden) its documents. */
const projectTeam: Owner = (db, row, userId) => {
  if (row.url?.startsWith('/api/document/')) return teamDocuments(db, row, userId);
  // A receipt for a job (Aankopen): the upload names its project, which the route checks.
  if (row.url === '/api/purchase/upload') return isOnSomeProjectTeam(db, userId);
  return byId(isOnProjectTeam)(db, row, userId);
};

/**
 * A vehicle the account's employee drives today (Brussels date), by its id (its readings), or
 * the list of those (no parameter, `driver=me`).
 */
const assignedVehicle: Owner = (db, row, userId) => {
  if (row.params.id === undefined)
    return Object.keys(row.params).length === 0 && row.query.driver === 'me';
  return byId((tx, id, user) => isDriverOn(tx, id, user, wallClockOf(new Date()).date))(
    db,
    row,
    userId,
  );
};

/**
 * Inventaris for a driver (docs/product.md § Roles): the list of their vans (`driver=me`) and
 * the levels of one of them (`location`), the tools they hold (`holder=me`); a movement when
 * they drive a van today (the service then allows only one from it to their team's project).
 */
const heldStock: Owner = async (db, row, userId) => {
  const today = wallClockOf(new Date()).date;
  if (row.url === '/api/stock/location/getall') return row.query.driver === 'me';
  if (row.url === '/api/tool/getall') return row.query.holder === 'me';
  if (row.url === '/api/stock/move') return drivesSomeVehicleOn(db, userId, today);
  if (row.url !== '/api/stock/levels') return false;
  const locationId = idOf(String(row.query.location));
  return locationId !== undefined && isDriverOfLocation(db, locationId, userId, today);
};

/** Whether the row a request names is the account's own, by the grant. */
const owners: Record<OwnGrant, Owner> = {
  ownEmployee: byId(async (db, id, userId) => (await employeeOfUser(db, userId)) === id),
  projectTeam,
  assignedChat,
  assignedVehicle,
  heldStock,
};

export const ownsRow = (db: Db, grant: OwnGrant, row: RowReference, userId: number) =>
  owners[grant](db, row, userId);

import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { employees, projects, vehicles } from '../db/schema';
import type { ToolHolderKind } from '../db/schema/tools';
import { ApiError, notFound, unknownReference, validation } from '../domain/errors';
import { instantOf } from '../domain/brussels';
import { isCalendarDate } from '../domain/opening-hours';
import { requiredText } from '../domain/text';
import { formatPlate } from '../domain/vehicle-identifiers';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import { employeeOfUser, vehiclesDrivenOn } from '../repositories/ownership';
import {
  backdateOpenCheckout,
  checkoutsOf,
  closeCheckout,
  deleteTool,
  findToolRow,
  insertCheckout,
  insertTool,
  insertToolRow,
  listTools,
  lockTool,
  openCheckout,
  updateTool,
  type ToolRow,
  type ToolTrashItem,
  type ToolValues,
} from '../repositories/tools';
import { putInTrash } from '../repositories/trash';
import type { ToolCheckoutInput, ToolInput } from '../schemas/tools';
import { brusselsToday } from './documents';
import type { Actor } from './language';

/**
 * Inventaris's tools and equipment (docs/product.md § Inventaris): lent out to an employee, a
 * van or a project with the date it should be back, returned, overdue. Its content kind:
 * tool-kind.ts.
 */

type Input = Static<typeof ToolInput>;

/** How many checkouts a tool's page lists, the latest first. */
export const CHECKOUTS_SHOWN = 50;

/** What the activity log calls a tool. */
export const toolTarget = (id: number, name: string) => ({
  kind: 'tool' as const,
  id,
  label: name,
});

const ownValues = (row: ToolRow): ToolValues => ({
  name: row.name,
  serial: row.serial,
  nextInspection: row.nextInspection,
  notes: row.notes,
});

/** The tool's state as a version keeps it; undefined when it does not exist. */
export async function toolState(db: Db, id: number) {
  const row = await findToolRow(db, id);
  return row && { data: ownValues(row), imageKeys: [] };
}

type Listed = Awaited<ReturnType<typeof listTools>>[number];

const toTool = ({ row, holder }: Listed, today: string) => ({
  id: row.id,
  ...ownValues(row),
  holder,
  overdue: holder?.expectedBack != null && holder.expectedBack < today,
});

/**
 * What a list's `holder` names: a holder; for `me` the caller's employee and the vans they drive
 * today (what travels with them).
 */
async function holdersOf(db: Db, holder: string, userId: number) {
  if (holder === 'me') {
    const employeeId = await employeeOfUser(db, userId);
    if (employeeId === null) return [];
    const vans = await vehiclesDrivenOn(db, userId, brusselsToday());
    return [
      { kind: 'employee' as const, id: employeeId },
      ...vans.map((id) => ({ kind: 'vehicle' as const, id })),
    ];
  }
  const [kind, id] = holder.split(':');
  return [{ kind: kind as ToolHolderKind, id: Number(id) }];
}

/** Tools by name; `overdue`: only those out past their date; `holder`: only what one holds. */
export async function toolList(
  db: Db,
  query: { overdue?: boolean; holder?: string },
  userId: number,
) {
  const today = brusselsToday();
  const rows = await listTools(db, {
    overdueOn: query.overdue ? today : undefined,
    holders: query.holder === undefined ? undefined : await holdersOf(db, query.holder, userId),
  });
  return rows.map((one) => toTool(one, today));
}

export async function readTool(db: Db, id: number) {
  const [found] = await listTools(db, {}, id);
  if (!found) throw notFound('Tool', id);
  return {
    ...toTool(found, brusselsToday()),
    checkouts: await checkoutsOf(db, id, CHECKOUTS_SHOWN),
  };
}

function valuesOf(input: Input, current?: ToolRow): ToolValues {
  const nextInspection =
    input.nextInspection === undefined ? (current?.nextInspection ?? null) : input.nextInspection;
  if (nextInspection !== null && !isCalendarDate(nextInspection))
    throw validation(`nextInspection: '${nextInspection}' is geen bestaande datum.`);
  return {
    name: requiredText(input.name ?? current?.name ?? '', 'name'),
    serial: (input.serial ?? current?.serial ?? '').trim(),
    nextInspection,
    notes: input.notes ?? current?.notes ?? '',
  };
}

export async function createTool(db: Db, input: Input, by: Actor = null) {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    const id = await insertTool(tx, values);
    await recordCapturedVersion(tx, 'tool', id, by, (await toolState(tx, id))!);
    await logActivity(tx, { by, kind: 'create', target: toolTarget(id, values.name) });
    return id;
  });
}

/**
 * Changes a tool in the caller's transaction, as a new version; answers its values. An edit
 * and a restored version both go through it. A field left out keeps its value.
 */
export async function writeTool(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lockTool(tx, id);
  if (!current) throw notFound('Tool', id);
  const values = valuesOf(input, current);
  await updateTool(tx, id, values);
  await recordCapturedVersion(tx, 'tool', id, by, (await toolState(tx, id))!);
  return values;
}

export async function changeTool(db: Db, id: number, input: Input, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await writeTool(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: toolTarget(id, values.name) });
  });
  return readTool(db, id);
}

/** Removes a tool with its checkouts: to the trash for 30 days. One that is out stays (409). */
export async function removeTool(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const current = await lockTool(tx, id);
    if (!current) throw notFound('Tool', id);
    const open = await openCheckout(tx, id);
    if (open)
      throw new ApiError(
        'CONFLICT',
        `${current.name} is uitgeleend aan ${open.holderLabel}; neem het eerst terug.`,
      );
    const removed = (await deleteTool(tx, id))!;
    const target = toolTarget(id, current.name);
    await putInTrash<ToolTrashItem>(tx, { kind: 'tool', ...removed }, target, by);
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

export async function putToolBack(tx: Db, item: ToolTrashItem) {
  await insertToolRow(tx, item);
}

/** The holder's name now; 400 UNKNOWN_REFERENCE when it does not exist. */
async function holderLabel(db: Db, kind: ToolHolderKind, id: number) {
  if (kind === 'employee') {
    const [row] = await db
      .select({ first: employees.firstName, last: employees.lastName })
      .from(employees)
      .where(eq(employees.id, id));
    if (!row) throw unknownReference('Employee', id);
    return `${row.first} ${row.last}`;
  }
  if (kind === 'vehicle') {
    const [row] = await db
      .select({ plate: vehicles.plate })
      .from(vehicles)
      .where(eq(vehicles.id, id));
    if (!row) throw unknownReference('Vehicle', id);
    return formatPlate(row.plate);
  }
  const [row] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, id));
  if (!row) throw unknownReference('Project', id);
  return row.name;
}

/**
 * Lends a tool out until `expectedBack` (a Brussels date, not before today). A tool that is
 * out answers 409 naming who has it; the unique open checkout holds that across instances.
 */
export async function checkOutTool(
  db: Db,
  id: number,
  input: Static<typeof ToolCheckoutInput>,
  by: Actor,
) {
  const expectedBack = input.expectedBack ?? null;
  if (expectedBack !== null) {
    if (!isCalendarDate(expectedBack))
      throw validation(`expectedBack: '${expectedBack}' is geen bestaande datum.`);
    if (expectedBack < brusselsToday())
      throw validation('expectedBack: de terugbrengdatum ligt in het verleden.');
  }
  try {
    await db.transaction(async (tx) => {
      const tool = await lockTool(tx, id);
      if (!tool) throw notFound('Tool', id);
      const open = await openCheckout(tx, id);
      if (open)
        throw new ApiError(
          'CONFLICT',
          `${tool.name} is al uitgeleend aan ${open.holderLabel}; neem het eerst terug.`,
        );
      const label = await holderLabel(tx, input.holderKind, input.holderId);
      await insertCheckout(tx, {
        toolId: id,
        holderKind: input.holderKind,
        holderId: input.holderId,
        holderLabel: label,
        expectedBack,
        outBy: by,
      });
      await logActivity(tx, {
        by,
        kind: 'checkout',
        target: toolTarget(id, `${tool.name} → ${label}`),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(
        'CONFLICT',
        'Dit gereedschap werd net uitgeleend; laad de pagina opnieuw.',
      );
    throw error;
  }
  return readTool(db, id);
}

/** Takes a tool back; 409 when it was not out. */
export async function returnTool(db: Db, id: number, by: Actor) {
  await db.transaction(async (tx) => {
    const tool = await lockTool(tx, id);
    if (!tool) throw notFound('Tool', id);
    const closed = await closeCheckout(tx, id, by);
    if (!closed) throw new ApiError('CONFLICT', `${tool.name} is niet uitgeleend.`);
    await logActivity(tx, {
      by,
      kind: 'return',
      target: toolTarget(id, `${tool.name} ← ${closed.holderLabel}`),
    });
  });
  return readTool(db, id);
}

/**
 * Moves a tool's open checkout back in time (the demo's tool that is overdue): lent out on
 * `outOn` at 08:30 Brussels, expected back on `expectedBack`.
 */
export async function backdateCheckout(db: Db, id: number, outOn: string, expectedBack: string) {
  await backdateOpenCheckout(db, id, instantOf(outOn, 8 * 60 + 30), expectedBack);
}

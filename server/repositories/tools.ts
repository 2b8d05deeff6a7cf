import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { employees, projects, toolCheckouts, tools, users, vehicles } from '../db/schema';
import type { ToolHolderKind } from '../db/schema/tools';
import type { TrashItem } from '../domain/history';
import { personOf } from '../domain/history';
import { formatPlate } from '../domain/vehicle-identifiers';

/** The SQL of Inventaris's tools and their checkouts: queries only, no rules. */

export type ToolRow = typeof tools.$inferSelect;
export type ToolValues = Pick<ToolRow, 'name' | 'serial' | 'nextInspection' | 'notes'>;
export type ToolCheckoutRow = typeof toolCheckouts.$inferSelect;

/** A tool in the trash: its row and its checkouts as they were (repositories/trash.ts). */
export interface ToolTrashItem extends TrashItem<'tool'> {
  tool: ToolRow;
  checkouts: ToolCheckoutRow[];
}

const outUser = alias(users, 'out_user');
const backUser = alias(users, 'back_user');

/** A holder's name now: the employee's, the vehicle's plate, the project's; else as it was. */
const holderName = sql<string>`coalesce(
  case ${toolCheckouts.holderKind}
    when 'employee' then (select ${employees.firstName} || ' ' || ${employees.lastName} from ${employees} where ${employees.id} = ${toolCheckouts.holderId})
    when 'vehicle' then (select ${vehicles.plate} from ${vehicles} where ${vehicles.id} = ${toolCheckouts.holderId})
    when 'project' then (select ${projects.name} from ${projects} where ${projects.id} = ${toolCheckouts.holderId})
  end, ${toolCheckouts.holderLabel})`;

const checkoutColumns = {
  checkout: toolCheckouts,
  holderName,
  outId: outUser.id,
  outFirst: outUser.firstName,
  outLast: outUser.lastName,
  backId: backUser.id,
  backFirst: backUser.firstName,
  backLast: backUser.lastName,
};

type CheckoutRecord = {
  checkout: ToolCheckoutRow;
  holderName: string;
  outId: number | null;
  outFirst: string | null;
  outLast: string | null;
  backId: number | null;
  backFirst: string | null;
  backLast: string | null;
};

const toCheckout = (row: CheckoutRecord) => ({
  id: row.checkout.id,
  holderKind: row.checkout.holderKind,
  holderId: row.checkout.holderId,
  holderName:
    row.checkout.holderKind === 'vehicle' && /^[A-Z0-9]{2,8}$/.test(row.holderName)
      ? formatPlate(row.holderName)
      : row.holderName,
  expectedBack: row.checkout.expectedBack,
  outAt: row.checkout.outAt.toISOString(),
  outBy: personOf({ id: row.outId, firstName: row.outFirst, lastName: row.outLast }),
  returnedAt: row.checkout.returnedAt?.toISOString() ?? null,
  returnedBy: personOf({ id: row.backId, firstName: row.backFirst, lastName: row.backLast }),
});
export type ToolCheckout = ReturnType<typeof toCheckout>;

export interface ToolFilter {
  /** A Brussels date: only the tools out with an expected return before it. */
  overdueOn?: string;
  /** Only what one of these holds (none: nothing). */
  holders?: { kind: ToolHolderKind; id: number }[];
}

/** Tools by name, each with its checkout in force; narrowed by the filter. */
export async function listTools(db: Db, filter: ToolFilter = {}, id?: number) {
  const conditions: (SQL | undefined)[] = [
    id === undefined ? undefined : eq(tools.id, id),
    filter.overdueOn === undefined
      ? undefined
      : sql`${toolCheckouts.expectedBack} < ${filter.overdueOn}`,
    filter.holders === undefined
      ? undefined
      : or(
          sql`false`,
          ...filter.holders.map((holder) =>
            and(eq(toolCheckouts.holderKind, holder.kind), eq(toolCheckouts.holderId, holder.id)),
          ),
        ),
  ];
  const open = filter.overdueOn !== undefined || filter.holders !== undefined;
  const query = db
    .select({ tool: tools, ...checkoutColumns })
    .from(tools)
    .leftJoin(
      toolCheckouts,
      and(eq(toolCheckouts.toolId, tools.id), isNull(toolCheckouts.returnedAt)),
    )
    .leftJoin(outUser, eq(outUser.id, toolCheckouts.outBy))
    .leftJoin(backUser, eq(backUser.id, toolCheckouts.returnedBy))
    .where(and(...conditions, open ? sql`${toolCheckouts.id} is not null` : undefined))
    .orderBy(asc(tools.name), asc(tools.id));
  const rows = await query;
  return rows.map(({ tool, checkout, ...rest }) => ({
    row: tool,
    holder: checkout ? toCheckout({ checkout, ...rest } as CheckoutRecord) : null,
  }));
}

/** The latest `limit` checkouts of a tool, the latest first. */
export async function checkoutsOf(db: Db, toolId: number, limit: number) {
  const rows = await db
    .select(checkoutColumns)
    .from(toolCheckouts)
    .leftJoin(outUser, eq(outUser.id, toolCheckouts.outBy))
    .leftJoin(backUser, eq(backUser.id, toolCheckouts.returnedBy))
    .where(eq(toolCheckouts.toolId, toolId))
    .orderBy(desc(toolCheckouts.outAt), desc(toolCheckouts.id))
    .limit(limit);
  return rows.map(toCheckout);
}

export async function findToolRow(db: Db, id: number) {
  const [row] = await db.select().from(tools).where(eq(tools.id, id));
  return row;
}

/** The tool, locked until the transaction ends; undefined when there is none. */
export async function lockTool(db: Db, id: number) {
  const [row] = await db.select().from(tools).where(eq(tools.id, id)).for('update');
  return row;
}

export async function insertTool(db: Db, values: ToolValues) {
  const [row] = await db.insert(tools).values(values).returning({ id: tools.id });
  return row.id;
}

export async function updateTool(db: Db, id: number, values: ToolValues) {
  await db.update(tools).set(values).where(eq(tools.id, id));
}

/** The tool's open checkout, if any. */
export async function openCheckout(db: Db, toolId: number) {
  const [row] = await db
    .select()
    .from(toolCheckouts)
    .where(and(eq(toolCheckouts.toolId, toolId), isNull(toolCheckouts.returnedAt)));
  return row;
}

export async function insertCheckout(db: Db, values: typeof toolCheckouts.$inferInsert) {
  const [row] = await db.insert(toolCheckouts).values(values).returning({ id: toolCheckouts.id });
  return row.id;
}

/** Closes the open checkout; answers it, or undefined when the tool was in. */
export async function closeCheckout(db: Db, toolId: number, by: number | null) {
  const [row] = await db
    .update(toolCheckouts)
    .set({ returnedAt: sql`now()`, returnedBy: by })
    .where(and(eq(toolCheckouts.toolId, toolId), isNull(toolCheckouts.returnedAt)))
    .returning();
  return row;
}

/** Sets when the tool's open checkout went out and is expected back. */
export async function backdateOpenCheckout(
  db: Db,
  toolId: number,
  outAt: Date,
  expectedBack: string,
) {
  await db
    .update(toolCheckouts)
    .set({ outAt, expectedBack })
    .where(and(eq(toolCheckouts.toolId, toolId), isNull(toolCheckouts.returnedAt)));
}

/** Removes the tool with its checkouts; answers what the trash keeps. */
export async function deleteTool(db: Db, id: number) {
  const checkouts = await db.select().from(toolCheckouts).where(eq(toolCheckouts.toolId, id));
  const [row] = await db.delete(tools).where(eq(tools.id, id)).returning();
  return row && { tool: row, checkouts };
}

/** Inserts a tool as it was, with its id and checkouts (a restore from the trash). */
export async function insertToolRow(db: Db, item: ToolTrashItem) {
  await db.insert(tools).values(item.tool);
  if (item.checkouts.length > 0)
    await db.insert(toolCheckouts).values(
      item.checkouts.map((one) => ({
        ...one,
        outAt: new Date(one.outAt),
        returnedAt: one.returnedAt === null ? null : new Date(one.returnedAt),
      })),
    );
}

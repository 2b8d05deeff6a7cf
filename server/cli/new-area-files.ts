/**
 * The skeleton files of a new area (server/cli/new-area.ts), following docs/adding-an-area.md,
 * for an area with a name and notes: the rest of its fields are the area's own work (TODO).
 */

/** How an area and its kind are named in each place. */
export interface AreaNames {
  /** The area, plural, as in paths: `vehicles`. */
  area: string;
  /**
   * The area of roles.ts whose permission its routes ask: itself, or the area it is part of
   * (`quotes` in `invoices`), which then holds its screens too: no page of its own is written.
   */
  permissionArea: string;
  /** The kind with its article, for the comments and summaries: `a vehicle`, `an invoice`. */
  aKind: string;
  /** The content kind, singular camelCase: `vehicle`, `purchaseOrder`. */
  kind: string;
  /** The kind in PascalCase: `Vehicle`. */
  Kind: string;
  /** The area in PascalCase: `Vehicles`. */
  Area: string;
  /** The table's export in db/schema/ (camelCase, plural) and its SQL name. */
  table: string;
  sqlTable: string;
  /** The kind's file names (kebab-case): `vehicle` → services/vehicle-kind.ts, routes/vehicle.ts. */
  kindFile: string;
}

const camel = (kebab: string) =>
  kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const kebab = (camelText: string) =>
  camelText.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const singular = (plural: string) =>
  plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');

/** The names of an area given as `vehicles` (kebab-case, plural), its kind by default singular. */
export function areaNames(area: string, kind?: string, partOf?: string): AreaNames {
  if (!/^[a-z]+(-[a-z]+)*$/.test(area))
    throw new Error(`An area is named in lower case, words joined by '-': not ${area}`);
  const kindName = kind ?? camel(singular(area));
  if (!/^[a-z][a-zA-Z]*$/.test(kindName) || kindName === camel(area))
    throw new Error(`A kind is named in camelCase, singular: not ${kindName}`);
  const table = camel(area);
  return {
    area,
    permissionArea: partOf ?? area,
    aKind: `${/^[aeiou]/.test(kindName) ? 'an' : 'a'} ${kindName}`,
    kind: kindName,
    Kind: pascal(kindName),
    Area: pascal(table),
    table,
    sqlTable: kebab(table).replace(/-/g, '_'),
    kindFile: kebab(kindName),
  };
}

/** The area's files by path (its table's file in db/schema/ among them), and the SPA's placeholder page. */
export function areaFiles(names: AreaNames) {
  const { area, permissionArea, aKind, kind, Kind, Area, table, sqlTable, kindFile } = names;
  const AKind = aKind.charAt(0).toUpperCase() + aKind.slice(1);
  const tableText = `import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';

/** ${Area} (docs/product.md § TODO): one row per ${kind}. */
export const ${table} = pgTable('${sqlTable}', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  notes: text('notes').notNull().default(''),
  // TODO: the ${kind}'s own fields.
  createdAt: contentCreatedAt(),
});
`;

  const repository = `import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ${table} } from '../db/schema';
import type { TrashItem } from '../domain/history';

/** The SQL of ${Area} (docs/adding-an-area.md § 2): queries only, no rules. */

export type ${Kind}Row = typeof ${table}.$inferSelect;
export type ${Kind}Values = Pick<${Kind}Row, 'name' | 'notes'>;

/** ${AKind} in the trash: its row as it was (repositories/trash.ts). */
export interface ${Kind}TrashItem extends TrashItem<'${kind}'> {
  ${kind}: ${Kind}Row;
}

export const to${Kind} = (row: ${Kind}Row) => ({ id: row.id, name: row.name, notes: row.notes });
export type ${Kind} = ReturnType<typeof to${Kind}>;

/** Every ${kind}, by name. */
export async function list${Area}(db: Db) {
  const rows = await db.select().from(${table}).orderBy(asc(${table}.name), asc(${table}.id));
  return rows.map(to${Kind});
}

export async function find${Kind}(db: Db, id: number) {
  const [row] = await db.select().from(${table}).where(eq(${table}.id, id));
  return row && to${Kind}(row);
}

/** The ${kind}, locked until the transaction ends; undefined when there is none. */
export async function lock${Kind}(db: Db, id: number) {
  const [row] = await db.select().from(${table}).where(eq(${table}.id, id)).for('update');
  return row && to${Kind}(row);
}

export async function insert${Kind}(db: Db, values: ${Kind}Values) {
  const [row] = await db.insert(${table}).values(values).returning({ id: ${table}.id });
  return row.id;
}

export async function update${Kind}(db: Db, id: number, values: ${Kind}Values) {
  await db.update(${table}).set(values).where(eq(${table}.id, id));
}

/** Removes the ${kind}; answers its row as it was, for the trash. */
export async function delete${Kind}(db: Db, id: number) {
  const [row] = await db.delete(${table}).where(eq(${table}.id, id)).returning();
  return row;
}

/** Inserts ${aKind} as it was, with its id (a restore from the trash). */
export async function insert${Kind}Row(db: Db, row: ${Kind}Row) {
  await db.insert(${table}).values(row);
}
`;

  const schemas = `import { Type } from '@sinclair/typebox';
import { Id, PlainText } from './common';
import { versionData } from './version-data';

/** ${Area} (docs/product.md § TODO). */

export const ${Kind} = Type.Object(
  { id: Id, name: Type.String(), notes: Type.String() },
  { $id: '${Kind}' },
);

export const ${Kind}Input = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 200 })),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { $id: '${Kind}Input', additionalProperties: false },
);

export const ${Kind}VersionData = versionData(
  '${Kind}VersionData',
  { name: Type.String(), notes: Type.String() },
  "${AKind}'s fields in one version",
);
`;

  const service = `import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { notFound } from '../domain/errors';
import { requiredText } from '../domain/text';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import { putInTrash } from '../repositories/trash';
import {
  delete${Kind},
  find${Kind},
  insert${Kind},
  insert${Kind}Row,
  list${Area},
  lock${Kind},
  update${Kind},
  type ${Kind}TrashItem,
} from '../repositories/${area}';
import type { ${Kind}Input } from '../schemas/${area}';
import type { Actor } from './language';

/** ${Area}'s rules (docs/product.md § TODO); its content kind: ${kindFile}-kind.ts. */

type Input = Static<typeof ${Kind}Input>;

export { list${Area} };

/** What the activity log calls ${aKind}. */
export const ${kind}Target = (id: number, name: string) => ({ kind: '${kind}' as const, id, label: name });

/** The ${kind}'s state as a version keeps it; undefined when it does not exist. */
export async function ${kind}State(db: Db, id: number) {
  const found = await find${Kind}(db, id);
  return found && { data: { name: found.name, notes: found.notes }, imageKeys: [] };
}

export async function read${Kind}(db: Db, id: number) {
  const found = await find${Kind}(db, id);
  if (!found) throw notFound('${Kind}', id);
  return found;
}

export async function create${Kind}(db: Db, input: Input, by: Actor = null) {
  const values = { name: requiredText(input.name ?? '', 'name'), notes: input.notes ?? '' };
  return db.transaction(async (tx) => {
    const id = await insert${Kind}(tx, values);
    await recordCapturedVersion(tx, '${kind}', id, by, (await ${kind}State(tx, id))!);
    await logActivity(tx, { by, kind: 'create', target: ${kind}Target(id, values.name) });
    return id;
  });
}

/**
 * Changes ${aKind} in the caller's transaction, as a new version; answers its values. An edit
 * and a restored version both go through it (each writes its own activity entry). A field left
 * out keeps its value.
 */
export async function write${Kind}(tx: Db, id: number, input: Input, by: Actor) {
  const current = await lock${Kind}(tx, id);
  if (!current) throw notFound('${Kind}', id);
  const values = {
    name: input.name === undefined ? current.name : requiredText(input.name, 'name'),
    notes: input.notes ?? current.notes,
  };
  await update${Kind}(tx, id, values);
  await recordCapturedVersion(tx, '${kind}', id, by, (await ${kind}State(tx, id))!);
  return values;
}

export async function change${Kind}(db: Db, id: number, input: Input, by: Actor = null) {
  await db.transaction(async (tx) => {
    const values = await write${Kind}(tx, id, input, by);
    await logActivity(tx, { by, kind: 'update', target: ${kind}Target(id, values.name) });
  });
  return read${Kind}(db, id);
}

/** Removes ${aKind}: to the trash for 30 days. */
export async function remove${Kind}(db: Db, id: number, by: Actor = null) {
  await db.transaction(async (tx) => {
    const removed = await delete${Kind}(tx, id);
    if (!removed) throw notFound('${Kind}', id);
    const target = ${kind}Target(id, removed.name);
    await putInTrash<${Kind}TrashItem>(tx, { kind: '${kind}', ${kind}: removed }, target, by);
    await logActivity(tx, { by, kind: 'delete', target });
  });
}

/** Puts ${aKind} from the trash back with its id. */
export async function put${Kind}Back(tx: Db, item: ${Kind}TrashItem) {
  await insert${Kind}Row(tx, item.${kind});
}
`;

  const declaration = `import { field } from '../domain/version-values';
import type { ${Kind}TrashItem } from '../repositories/${area}';
import { ${Kind}, ${Kind}VersionData } from '../schemas/${area}';
import { declareKind } from './content-kind';
import { put${Kind}Back, read${Kind}, ${kind}State, ${kind}Target, write${Kind} } from './${area}';

/** ${AKind} as a content kind (docs/architecture.md § Content kinds). */
export const ${kind}Kind = declareKind<'${kind}', ${Kind}TrashItem>({
  kind: '${kind}',
  name: '${Kind}',
  tables: ['${table}'],
  version: ${Kind}VersionData,
  answer: ${Kind},
  state: ${kind}State,
  target: (_db, id, data) => ${kind}Target(id, String(data.name)),
  async restoreVersion(tx, id, data, current, by) {
    await write${Kind}(
      tx,
      id,
      {
        name: field(data, 'name', current.name as string),
        notes: field(data, 'notes', current.notes as string),
      },
      by,
    );
  },
  read: read${Kind},
  async putBack(tx, item) {
    await put${Kind}Back(tx, item);
    return undefined;
  },
  // TODO: what the customer's export and erasure do with it ({ exportAs, export, erase, erased }).
  customerData: { holdsNothing: "TODO: why ${aKind} holds no customer's data" },
});
`;

  const route = `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiTag } from '../plugins/swagger';
import { Created, IdParams, errors, ref } from '../schemas/common';
import { ${Kind}, ${Kind}Input } from '../schemas/${area}';
import {
  change${Kind},
  create${Kind},
  list${Area},
  read${Kind},
  remove${Kind},
} from '../services/${area}';

/** The OpenAPI tags of these operations, as the document lists them. */
export const tags: ApiTag[] = [{ name: '${kind}', description: 'TODO: what ${area} are.' }];

/** ${Area} (docs/product.md § TODO). */
const ${kind}Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/${kindFile}/getall',
    {
      config: { permission: { area: '${permissionArea}', access: 'read' } },
      schema: {
        operationId: 'get${Area}',
        tags: ['${kind}'],
        summary: 'Every ${kind}, by name',
        response: { 200: Type.Array(ref(${Kind})) },
      },
    },
    async () => list${Area}(app.db),
  );

  app.get(
    '/${kindFile}/get/:id',
    {
      config: { permission: { area: '${permissionArea}', access: 'read' } },
      schema: {
        operationId: 'get${Kind}',
        tags: ['${kind}'],
        summary: 'One ${kind}',
        params: IdParams,
        response: { 200: ref(${Kind}), ...errors(400, 404) },
      },
    },
    async (request) => read${Kind}(app.db, request.params.id),
  );

  app.post(
    '/${kindFile}/create',
    {
      config: { permission: { area: '${permissionArea}', access: 'write' } },
      schema: {
        operationId: 'create${Kind}',
        tags: ['${kind}'],
        summary: 'Add ${aKind}',
        body: ref(${Kind}Input),
        response: { 201: ref(Created), ...errors(400) },
      },
    },
    async (request, reply) => {
      const id = await create${Kind}(app.db, request.body, request.actor.id);
      return reply.status(201).send({ id });
    },
  );

  app.put(
    '/${kindFile}/update/:id',
    {
      config: { permission: { area: '${permissionArea}', access: 'write' } },
      schema: {
        operationId: 'update${Kind}',
        tags: ['${kind}'],
        summary: 'Change ${aKind}; answers it',
        description: 'A field left out keeps its value. Each change is a version and an activity entry.',
        params: IdParams,
        body: ref(${Kind}Input),
        response: { 200: ref(${Kind}), ...errors(400, 404) },
      },
    },
    async (request) => change${Kind}(app.db, request.params.id, request.body, request.actor.id),
  );

  app.delete(
    '/${kindFile}/remove/:id',
    {
      config: { permission: { area: '${permissionArea}', access: 'write' } },
      schema: {
        operationId: 'remove${Kind}',
        tags: ['${kind}'],
        summary: 'Remove ${aKind}: to the trash for 30 days',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      await remove${Kind}(app.db, request.params.id, request.actor.id);
      return reply.status(204).send(null);
    },
  );
};

export default ${kind}Routes;
`;

  const page = `import { t } from '../../i18n';
import { PlaceholderPage } from '../../shared/PlaceholderPage';

// TODO: the area's screens (docs/adding-an-area.md § 9).
export default function ${Area}Page() {
  return <PlaceholderPage title={t('menu.${table}')} />;
}
`;

  return {
    files: {
      [`server/db/schema/${area}.ts`]: tableText,
      [`server/repositories/${area}.ts`]: repository,
      [`server/schemas/${area}.ts`]: schemas,
      [`server/services/${area}.ts`]: service,
      [`server/services/${kindFile}-kind.ts`]: declaration,
      [`server/routes/${kindFile}.ts`]: route,
    },
    page:
      permissionArea === area
        ? { path: `src/features/${area}/${Area}Page.tsx`, text: page }
        : undefined,
  };
}

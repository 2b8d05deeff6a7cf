import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newArea } from './new-area';
import { areaNames } from './new-area-files';

/** `npm run new:area`: the skeleton of an area (docs/adding-an-area.md), into a copy of the files it edits. */

const CENTRAL = [
  'server/db/schema/index.ts',
  'server/domain/history.ts',
  'server/domain/roles.ts',
  'server/services/content-kinds.ts',
];
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-area-'));
  for (const path of CENTRAL) cpSync(path, join(root, path));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(root, path), 'utf8');

test('names an area and its kind in each place', () => {
  expect(areaNames('vehicles')).toEqual({
    area: 'vehicles',
    permissionArea: 'vehicles',
    aKind: 'a vehicle',
    kind: 'vehicle',
    Kind: 'Vehicle',
    Area: 'Vehicles',
    table: 'vehicles',
    sqlTable: 'vehicles',
    kindFile: 'vehicle',
  });
  expect(areaNames('purchase-orders')).toMatchObject({
    kind: 'purchaseOrder',
    table: 'purchaseOrders',
    sqlTable: 'purchase_orders',
    kindFile: 'purchase-order',
  });
  expect(areaNames('inventory', 'stockItem')).toMatchObject({
    kind: 'stockItem',
    Kind: 'StockItem',
  });
  expect(areaNames('batteries').kind).toBe('battery');
  expect(() => areaNames('Vehicles')).toThrow('lower case');
  expect(() => areaNames('vehicles', 'vehicle-part')).toThrow('camelCase');
});

test("writes the area's files and adds its kind to the schema, the kinds and the registry", async () => {
  const result = await newArea(root, areaNames('inventory', 'stockItem'));
  expect(result.written).toEqual([
    'server/db/schema/inventory.ts',
    'server/repositories/inventory.ts',
    'server/schemas/inventory.ts',
    'server/services/inventory.ts',
    'server/services/stock-item-kind.ts',
    'server/routes/stock-item.ts',
    'src/features/inventory/InventoryPage.tsx',
  ]);
  for (const path of result.written) expect(existsSync(join(root, path))).toBe(true);
  expect(result.edited).toEqual([
    'server/db/schema/index.ts',
    'server/domain/history.ts',
    'server/services/content-kinds.ts',
  ]);
  expect(read('server/db/schema/inventory.ts')).toContain(
    "export const inventory = pgTable('inventory', {",
  );
  expect(read('server/db/schema/index.ts')).toMatch(/\nexport \* from '\.\/inventory';\n$/);
  expect(read('server/routes/stock-item.ts')).toContain(
    "export const tags: ApiTag[] = [{ name: 'stockItem'",
  );
  expect(read('server/domain/history.ts')).toMatch(/\n {2}'stockItem',\n\] as const;/);
  const registry = read('server/services/content-kinds.ts');
  expect(registry).toContain("import { stockItemKind } from './stock-item-kind';");
  expect(registry).toMatch(/Kind,\n {2}stockItem: stockItemKind,\n\};/);
  // Every route declares its permission on the area, and the module's default export is the plugin.
  const route = read('server/routes/stock-item.ts');
  expect(route.match(/permission: \{ area: 'inventory', access: '(read|write)' \}/g)).toHaveLength(
    5,
  );
  expect(route).toContain('export default stockItemRoutes;');
  expect(read('server/services/stock-item-kind.ts')).toContain(
    "declareKind<'stockItem', StockItemTrashItem>({",
  );
  // Inventaris is a planned area: its role lines exist; the next steps say what is left.
  expect(result.next.join('\n')).not.toContain('roles.ts');
  expect(result.next.join('\n')).toContain('npm run db:generate');
});

test('keeps a placeholder page the menu has, and names an unplanned area for the roles', async () => {
  cpSync(
    'src/features/inventory/InventoryPage.tsx',
    join(root, 'src/features/inventory/InventoryPage.tsx'),
  );
  const before = read('src/features/inventory/InventoryPage.tsx');
  expect((await newArea(root, areaNames('inventory', 'stockItem'))).written).not.toContain(
    'src/features/inventory/InventoryPage.tsx',
  );
  expect(read('src/features/inventory/InventoryPage.tsx')).toBe(before);
  expect((await newArea(root, areaNames('boats'))).next.join('\n')).toContain(
    "server/domain/roles.ts: add 'boats' to AREAS",
  );
});

test("an area part of another asks that area's permission and leaves the screens to it", async () => {
  const names = areaNames('reminder-letters', undefined, 'invoices');
  expect(names).toMatchObject({
    area: 'reminder-letters',
    permissionArea: 'invoices',
    aKind: 'a reminderLetter',
  });
  expect(areaNames('offers').aKind).toBe('an offer');
  const result = await newArea(root, names);
  expect(read('server/routes/reminder-letter.ts')).toContain(
    "permission: { area: 'invoices', access: 'read' }",
  );
  expect(read('server/routes/reminder-letter.ts')).not.toContain("area: 'reminder-letters'");
  expect(result.written.filter((path) => path.startsWith('src/'))).toEqual([]);
  expect(result.next.join('\n')).toContain('src/features/invoices/: the screens');
  expect(result.next.join('\n')).not.toContain('roles.ts');
});

test('refuses an area or a kind that exists, and writes nothing then', async () => {
  await newArea(root, areaNames('inventory', 'stockItem'));
  const central = CENTRAL.map(read);
  await expect(newArea(root, areaNames('inventory', 'stockItem'))).rejects.toThrow(
    'The area inventory exists already: server/db/schema/inventory.ts, server/repositories/inventory.ts',
  );
  await expect(newArea(root, areaNames('fleet-cars', 'vehicle'))).rejects.toThrow(
    'The kind vehicle exists already',
  );
  await expect(newArea(root, areaNames('customer-files', 'customer'))).rejects.toThrow(
    'The kind customer exists already',
  );
  expect(CENTRAL.map(read)).toEqual(central);
  expect(existsSync(join(root, 'server/repositories/customer-files.ts'))).toBe(false);
});

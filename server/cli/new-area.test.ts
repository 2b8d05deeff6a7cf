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
  const result = await newArea(root, areaNames('vehicles'));
  expect(result.written).toEqual([
    'server/db/schema/vehicles.ts',
    'server/repositories/vehicles.ts',
    'server/schemas/vehicles.ts',
    'server/services/vehicles.ts',
    'server/services/vehicle-kind.ts',
    'server/routes/vehicle.ts',
    'src/features/vehicles/VehiclesPage.tsx',
  ]);
  for (const path of result.written) expect(existsSync(join(root, path))).toBe(true);
  expect(result.edited).toEqual([
    'server/db/schema/index.ts',
    'server/domain/history.ts',
    'server/services/content-kinds.ts',
  ]);
  expect(read('server/db/schema/vehicles.ts')).toContain(
    "export const vehicles = pgTable('vehicles', {",
  );
  expect(read('server/db/schema/index.ts')).toMatch(/\nexport \* from '\.\/vehicles';\n$/);
  expect(read('server/routes/vehicle.ts')).toContain(
    "export const tags: ApiTag[] = [{ name: 'vehicle'",
  );
  expect(read('server/domain/history.ts')).toMatch(/\n {2}'vehicle',\n\] as const;/);
  const registry = read('server/services/content-kinds.ts');
  expect(registry).toContain("import { vehicleKind } from './vehicle-kind';");
  expect(registry).toMatch(/Kind,\n {2}vehicle: vehicleKind,\n\};/);
  // Every route declares its permission on the area, and the module's default export is the plugin.
  const route = read('server/routes/vehicle.ts');
  expect(route.match(/permission: \{ area: 'vehicles', access: '(read|write)' \}/g)).toHaveLength(
    5,
  );
  expect(route).toContain('export default vehicleRoutes;');
  expect(read('server/services/vehicle-kind.ts')).toContain(
    "declareKind<'vehicle', VehicleTrashItem>({",
  );
  // Voertuigen is a planned area: its role lines exist; the next steps say what is left.
  expect(result.next.join('\n')).not.toContain('roles.ts');
  expect(result.next.join('\n')).toContain('npm run db:generate');
});

test('keeps a placeholder page the menu has, and names an unplanned area for the roles', async () => {
  cpSync(
    'src/features/vehicles/VehiclesPage.tsx',
    join(root, 'src/features/vehicles/VehiclesPage.tsx'),
  );
  const before = read('src/features/vehicles/VehiclesPage.tsx');
  expect((await newArea(root, areaNames('vehicles'))).written).not.toContain(
    'src/features/vehicles/VehiclesPage.tsx',
  );
  expect(read('src/features/vehicles/VehiclesPage.tsx')).toBe(before);
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
  await newArea(root, areaNames('vehicles'));
  const central = CENTRAL.map(read);
  await expect(newArea(root, areaNames('vehicles'))).rejects.toThrow(
    'The area vehicles exists already: server/db/schema/vehicles.ts, server/repositories/vehicles.ts',
  );
  await expect(newArea(root, areaNames('customer-files', 'customer'))).rejects.toThrow(
    'The kind customer exists already',
  );
  expect(CENTRAL.map(read)).toEqual(central);
  expect(existsSync(join(root, 'server/repositories/customer-files.ts'))).toBe(false);
});

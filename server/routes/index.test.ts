import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeModules } from '.';

/** A scratch folder of route files, removed after the test. */
function folderWith(files: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'route-modules-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), text);
  return folder;
}

test('every file of server/routes with a default export is a route module, in the order of the names', () => {
  const { routes, tags } = routeModules();
  const files = routes.map((module) => module.file);
  expect(files).toEqual([...files].sort());
  expect(files).toEqual(expect.arrayContaining(['customer.ts', 'health.ts', 'user.ts']));
  // Helpers, tests and the loader itself are not.
  expect(files).not.toContain('chat-admission.ts');
  expect(files).not.toContain('index.ts');
  expect(files.some((file) => file.endsWith('.test.ts'))).toBe(false);
  expect(tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['customer', 'chat']));
});

test('a plugin left as a named export stops the start, and so does a tag declared twice', () => {
  const named = folderWith({
    'a.ts': 'export default async function routes() {}\n',
    'b.ts': 'export async function vehicleRoutes() {}\n',
  });
  const twice = folderWith({
    'a.ts': "export const tags = [{ name: 'x', description: 'X' }];\n",
    'b.ts': "export const tags = [{ name: 'x', description: 'Also X' }];\n",
  });
  try {
    expect(() => routeModules(named)).toThrow(
      "b.ts: export vehicleRoutes as the module's default export",
    );
    expect(() => routeModules(twice)).toThrow('The OpenAPI tag x is declared twice');
  } finally {
    for (const folder of [named, twice]) fs.rmSync(folder, { recursive: true, force: true });
  }
});

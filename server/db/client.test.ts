import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { DataDirLockedError, openDatabase, type Database } from './client';

/** PGlite data folders take a lock file; these tests open real folders (PGlite only). */
const LOCK = 'backoffice.lock';
let dataDir: string;
const opened: Database[] = [];

const rowsOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;

async function open(dir = dataDir) {
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  opened.push(database);
  return database;
}
async function close(database: Database) {
  opened.splice(opened.indexOf(database), 1);
  await database.close();
}
async function refusal(dir = dataDir) {
  try {
    await open(dir);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the data folder was opened twice');
}

// One folder for the file: creating a PGlite folder costs seconds, opening it again less.
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-data-'));
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  fs.rmSync(path.join(dataDir, LOCK), { force: true });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a second open of the same folder in this process is refused with a clear message; after close it opens again', async () => {
  const first = await open();
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  await first.db.execute(sql`create table notes (id serial primary key, text text not null)`);
  await first.db.execute(sql`insert into notes (text) values ('kept')`);

  const error = await refusal();
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect(error.message).toContain(dataDir);
  expect(error.message).toMatch(/in use/);
  // The refusal left the holder's lock and database alone.
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  expect(await rowsOf(first, sql`select text from notes`)).toEqual([{ text: 'kept' }]);

  await close(first);
  expect(fs.existsSync(path.join(dataDir, LOCK))).toBe(false);

  const again = await open();
  expect(await rowsOf(again, sql`select text from notes`)).toEqual([{ text: 'kept' }]);
});

test('the same folder named another way (trailing slash, relative path) is the same lock', async () => {
  await open();
  expect(await refusal(`${dataDir}${path.sep}`)).toBeInstanceOf(DataDirLockedError);
  expect(await refusal(path.relative(process.cwd(), dataDir))).toBeInstanceOf(DataDirLockedError);
});

test('a lock held by another live process is refused', async () => {
  // The parent of this test process is alive for as long as the test runs.
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.ppid));
  const error = await refusal();
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect(error.message).toContain(`pid ${process.ppid}`);
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.ppid));
});

/** The pid of a process that has ended. */
const deadPid = () => String(spawnSync(process.execPath, ['-e', '']).pid);

test.each([
  ['a dead pid', deadPid()],
  ['a pid above any live one', '999999'],
  ['an empty file', ''],
  ['no pid at all', 'garbage'],
])('a stale lock file holding %s is taken over', async (_name, content) => {
  fs.writeFileSync(path.join(dataDir, LOCK), content);
  const database = await open();
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.pid));
  expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
});

test('a lock file with this process’s own pid that this process does not hold is stale (a restarted container keeps its pid)', async () => {
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.pid));
  const database = await open();
  expect(await rowsOf(database, sql`select 1 as one`)).toEqual([{ one: 1 }]);
});

test('closing twice does not remove a lock that someone else has taken since', async () => {
  const first = await open();
  await close(first);
  fs.writeFileSync(path.join(dataDir, LOCK), String(process.ppid));
  await first.close().catch(() => undefined);
  expect(fs.readFileSync(path.join(dataDir, LOCK), 'utf8')).toBe(String(process.ppid));
});

import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { projectRoot } from '../config';
import { users } from '../db/schema';
import { ROLES, hasArea, type Permission, type Role } from '../domain/roles';
import { startSession } from '../services/sessions';
import { bearer, useTestServer } from './harness';
import { changedTables, databaseState } from './database-state';
import { injectUntilStream, isEventStreamPath } from './inject-stream';

/**
 * The authorization matrix (docs/product.md § Roles): every operation that takes a staff token,
 * tried by every role, answers exactly what its declaration (`x-permission` in openapi.json)
 * says: 403 FORBIDDEN to a role without it, and no 403 to a role with it. A refusal writes
 * nothing. The list of operations is the document's, so a new route is covered without being
 * named here; a test proves the running server declares what the committed document says.
 * Nobody here owns a row (no account is an employee), so an own-rows grant never applies; the
 * grants are tried in role-grants.test.ts.
 */

const server = useTestServer({ reset: false });

interface Operation {
  operationId: string;
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  'x-permission'?: Permission;
}

type Document = { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };

const operationsOf = (document: Document): Operation[] =>
  Object.entries(document.paths).flatMap(([pathName, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      ...op,
      method: method.toUpperCase(),
      path: pathName,
    })),
  );

const committed = JSON.parse(
  fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8'),
) as Document;
const staffOperations = operationsOf(committed).filter((op) => op.security?.length);
/** `{}` among the requirements: anyone may call it, and a staff member without it is the public. */
const tokenOptional = (op: Operation) =>
  op.security!.some((requirement) => Object.keys(requirement).length === 0);

/** What the declaration answers for a role that owns no row. */
function allowed(role: Role, permission: Permission) {
  return permission === 'signedIn' || hasArea(role, permission.area, permission.access);
}

const accounts = {} as Record<Role, number>;

beforeAll(async () => {
  await server.reset();
  for (const role of ROLES) await server.signIn(`${role}@example.be`, role);
  const rows = await server.database.db.select({ id: users.id, role: users.role }).from(users);
  for (const row of rows) accounts[row.role] = row.id;
  // Something for the ids in the paths to find: a language entry and a quick reply (id 1).
  const token = await tokenOf('beheerder');
  const entry = await server.app.inject({
    method: 'POST',
    url: '/api/language/create',
    headers: bearer(token),
    payload: { name: 'titel', group: 'diensten', translationDutch: 'Titel' },
  });
  expect(entry.statusCode).toBe(201);
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/quickReply/create',
    headers: bearer(token),
    payload: { title: 'Bedankt', contentDutch: 'Bedankt.', contentEnglish: '' },
  });
  expect(reply.statusCode).toBe(201);
});

/** A session of its own for each call: a sign-out or a password change ends only that one. */
const tokenOf = async (role: Role) =>
  (await startSession(server.database.db, accounts[role], 3600)).token;

/** A request from the operation alone: path parameters 1, a body that would write something. */
function requestOf(op: Operation): InjectOptions {
  const url = op.path.replace(/\{kind\}/g, 'language').replace(/\{[^}]+\}/g, '1');
  const method = op.method as InjectOptions['method'];
  const json = 'application/json' in (op.requestBody?.content ?? {});
  return json ? { method, url, payload: { name: 'x', role: 'website' } } : { method, url };
}

async function send(op: Operation, token: string) {
  const options = requestOf(op);
  const headers = { ...options.headers, ...bearer(token) };
  if (isEventStreamPath(options.url as string))
    return injectUntilStream(server.app, { ...options, headers });
  return server.app.inject({ ...options, headers });
}

test('the running server declares what the committed document says, for every staff call', async () => {
  await server.app.ready();
  const emitted = server.app.swagger() as unknown as Document;
  const running = operationsOf(emitted).filter((op) => op.security?.length);
  const declared = (ops: Operation[]) =>
    Object.fromEntries(ops.map((op) => [op.operationId, op['x-permission']]));
  expect(declared(running)).toEqual(declared(staffOperations));
  // Every staff call declares one: the server would not have started otherwise.
  expect(staffOperations.filter((op) => !op['x-permission'])).toEqual([]);
});

describe.each(staffOperations.map((op) => [op.operationId, op] as const))('%s', (_, op) => {
  const permission = op['x-permission']!;
  const refused = ROLES.filter((role) => !tokenOptional(op) && !allowed(role, permission));
  const permitted = ROLES.filter((role) => !refused.includes(role));

  if (refused.length)
    test(`refuses ${refused.join(', ')} with 403 FORBIDDEN and writes nothing`, async () => {
      // Sessions made first: the state before and after the calls holds them both.
      const tokens = await Promise.all(refused.map(tokenOf));
      const before = await databaseState(server.database.db);
      for (const [index, role] of refused.entries()) {
        const response = await send(op, tokens[index]);
        expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
        expect(response.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'U hebt geen toegang tot dit onderdeel.',
        });
      }
      const after = await databaseState(server.database.db);
      expect(changedTables(before, after)).toEqual([]);
    });

  test(`lets ${permitted.join(', ')} past the check`, async () => {
    for (const role of permitted) {
      const response = await send(op, await tokenOf(role));
      expect({ role, status: response.statusCode }).not.toEqual({ role, status: 403 });
    }
  });
});

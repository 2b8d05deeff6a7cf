import { sql } from 'drizzle-orm';
import { wallClockOf } from '../domain/brussels';
import { addDays } from '../domain/invoice-status';
import { agendaCalls } from '../test/agenda';
import { contentCalls } from '../test/content';
import { changedTables, databaseState } from '../test/database-state';
import {
  bearer,
  expectError,
  expectShape,
  multipart,
  useTestServer,
  type TestServer,
} from '../test/harness';
import { photoFile, type UploadFile } from '../test/image-files';

/**
 * A vehicle's damage reports through the API (docs/product.md § Voertuigen, Schade): reported
 * with photos that only staff can see, marked repaired, removed with their photos; refusals
 * that change nothing; the trash; the driver of the day.
 */
const server: TestServer = useTestServer({ reset: false });
let admin: string;
const { call, newEmployee } = agendaCalls(server, () => admin);
const content = contentCalls(server, () => admin);
const state = () => databaseState(server.database.db);
const today = wallClockOf(new Date()).date;

beforeAll(async () => {
  admin = await server.signIn('beheerder@example.be');
});

async function newVehicle(plate: string) {
  const response = await call('POST', '/vehicle/create', { plate, category: 'N1', fuel: 'diesel' });
  if (response.statusCode !== 201) throw new Error(`vehicle not created: ${response.body}`);
  return response.json().id as number;
}

const damage = (input: Record<string, unknown> = {}) => ({
  happenedAt: new Date(Date.now() - 3_600_000).toISOString(),
  employeeId: null,
  place: 'Werf Lier',
  description: 'Deuk in de schuifdeur',
  thirdParty: false,
  ...input,
});

async function damagesOf(id: number, as = admin) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/vehicle/damages/${id}`,
    headers: bearer(as),
  });
  expect(response.statusCode).toBe(200);
  expectShape('VehicleDamageList', response.json());
  return response.json() as {
    id: number;
    happenedAt: string;
    employee: { id: number; name: string } | null;
    description: string;
    repairedOn: string | null;
    reportedBy: { name: string } | null;
    photos: { key: string; url: string; thumbUrl: string }[];
  }[];
}

const imageCount = async (keys: string[]) => {
  const [row] = await content.rows(
    sql`select count(*)::int as n from images where key in ${sql.raw(`('${keys.join("','")}')`)}`,
  );
  return Number(row.n);
};

const activityLabels = async () =>
  (await content.rows(sql`select label from activity order by id`)).map((row) => row.label);

const fake: UploadFile = {
  content: Buffer.from('geen foto'),
  name: 'deuk.jpg',
  type: 'image/jpeg',
};

test('damage is reported with photos staff alone can see, marked repaired, and removed with them', async () => {
  const van = await newVehicle('1-SCH-001');
  const driver = await newEmployee({ firstName: 'Jef', lastName: 'Maes' });
  // 00:30 in Brussels on the day summer time ends: the activity names that Brussels date.
  const happenedAt = '2026-10-24T22:30:00.000Z';
  const sent = await content.send(
    'POST',
    `/vehicle/damage/${van}`,
    damage({ happenedAt, employeeId: driver, thirdParty: true }),
    [await photoFile(320, 240), await photoFile(200, 150)],
  );
  expect(sent.statusCode).toBe(201);
  expectShape('Created', sent.json());

  const [report] = await damagesOf(van);
  expect(report).toMatchObject({
    id: sent.json().id,
    happenedAt,
    employee: { id: driver, name: 'Jef Maes' },
    description: 'Deuk in de schuifdeur',
    repairedOn: null,
    reportedBy: { name: expect.any(String) },
  });
  expect(report.photos).toHaveLength(2);
  expect((await activityLabels()).at(-1)).toBe('1-SCH-001: schade van 25/10/2026 gemeld');

  // The photos are staff's: no answer without a token, privately with one.
  for (const { url, thumbUrl } of report.photos) {
    for (const address of [url, thumbUrl]) {
      expectError(await server.app.inject({ method: 'GET', url: address }), 404, 'NOT_FOUND');
      const staff = await server.app.inject({
        method: 'GET',
        url: address,
        headers: bearer(admin),
      });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['cache-control']).toBe('private, no-cache');
    }
  }

  const change = { ...damage({ happenedAt, employeeId: driver }), repairedOn: today };
  const repaired = await call('POST', `/vehicle/damage/${van}/${report.id}`, change);
  expect(repaired.statusCode).toBe(204);
  expect((await damagesOf(van))[0]).toMatchObject({ repairedOn: today, photos: report.photos });
  expect((await activityLabels()).at(-1)).toBe('1-SCH-001: schade van 25/10/2026 hersteld');

  const keys = report.photos.map((photo) => photo.key);
  expect(await imageCount(keys)).toBe(2);
  expect((await call('DELETE', `/vehicle/damage/${van}/${report.id}`)).statusCode).toBe(204);
  expect(await damagesOf(van)).toEqual([]);
  expect(await imageCount(keys)).toBe(0);
});

test('refusals change nothing: a fake photo, a moment to come, an unknown driver or vehicle, hostile text', async () => {
  const van = await newVehicle('2-SCH-001');
  const other = await newVehicle('2-SCH-002');
  const sent = await content.send('POST', `/vehicle/damage/${van}`, damage(), []);
  expect(sent.statusCode).toBe(201);
  const id = sent.json().id as number;
  const before = await state();

  const upload = async (vehicle: number, data: unknown, files: UploadFile[] = []) =>
    content.send('POST', `/vehicle/damage/${vehicle}`, data, files);
  expectError(await upload(van, damage(), [await photoFile(), fake]), 400, 'INVALID_IMAGE');
  const future = new Date(Date.now() + 3_600_000).toISOString();
  expectError(await upload(van, damage({ happenedAt: future })), 400, 'VALIDATION');
  expectError(await upload(van, damage({ employeeId: 999_999 })), 400, 'UNKNOWN_REFERENCE');
  expectError(await upload(van, damage({ description: '' })), 400, 'VALIDATION');
  expectError(
    await upload(van, damage({ place: '<img src=x onerror=alert(1)>' })),
    400,
    'VALIDATION',
  );
  expectError(await upload(999_999, damage()), 404, 'NOT_FOUND');
  const json = await server.app.inject({
    method: 'POST',
    url: `/api/vehicle/damage/${van}`,
    headers: { ...bearer(admin), 'content-type': 'application/json' },
    payload: JSON.stringify(damage()),
  });
  expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');

  const change = (input: Record<string, unknown>) => ({ ...damage(), repairedOn: null, ...input });
  const refusals: [string, string, unknown, number, string][] = [
    [
      'POST',
      `/vehicle/damage/${van}/${id}`,
      change({ repairedOn: addDays(today, 1) }),
      400,
      'VALIDATION',
    ],
    [
      'POST',
      `/vehicle/damage/${van}/${id}`,
      change({ repairedOn: '2026-02-30' }),
      400,
      'VALIDATION',
    ],
    [
      'POST',
      `/vehicle/damage/${van}/${id}`,
      change({ happenedAt: '2026-11-02T09:00:00.000Z', repairedOn: '2026-11-01' }),
      400,
      'VALIDATION',
    ],
    ['POST', `/vehicle/damage/${van}/${id}`, { repairedOn: today }, 400, 'VALIDATION'],
    ['POST', `/vehicle/damage/${other}/${id}`, change({}), 404, 'NOT_FOUND'],
    ['DELETE', `/vehicle/damage/${other}/${id}`, undefined, 404, 'NOT_FOUND'],
    ['GET', '/vehicle/damages/999999', undefined, 404, 'NOT_FOUND'],
  ];
  for (const [method, url, payload, status, code] of refusals)
    expectError(
      await call(method as 'GET', url, payload as object),
      status,
      code as Parameters<typeof expectError>[2],
    );
  expect(changedTables(before, await state())).toEqual([]);
});

test('a removed vehicle keeps its damage reports and their photos in the trash and comes back with them', async () => {
  const van = await newVehicle('3-SCH-001');
  await content.send('POST', `/vehicle/damage/${van}`, damage(), [await photoFile(240, 180)]);
  const kept = await damagesOf(van);
  const keys = kept[0].photos.map((photo) => photo.key);

  expect((await call('DELETE', `/vehicle/remove/${van}`)).statusCode).toBe(204);
  expectError(await call('GET', `/vehicle/damages/${van}`), 404, 'NOT_FOUND');
  expect(await imageCount(keys)).toBe(1);
  expectError(
    await server.app.inject({ method: 'GET', url: kept[0].photos[0].url }),
    404,
    'NOT_FOUND',
  );

  expect((await call('POST', `/trash/restore/vehicle/${van}`)).statusCode).toBe(200);
  expect(await damagesOf(van)).toEqual(kept);
});

test('the driver of the van today reports damage on it, not on another van, and removes none', async () => {
  const technieker = await server.signIn('technieker@example.be', 'technieker');
  const me = (await call('GET', '/user/getall'))
    .json()
    .find((user: { email: string }) => user.email === 'technieker@example.be').id as number;
  const employee = await newEmployee({ firstName: 'Lien', lastName: 'Wouters', userId: me });
  const mine = await newVehicle('4-SCH-001');
  const other = await newVehicle('4-SCH-002');
  await call('POST', `/vehicle/driver/${mine}`, { employeeId: employee, from: addDays(today, -3) });
  const asDriver = async (url: string, files: UploadFile[] = []) => {
    const body = await multipart(damage({ employeeId: employee }), files);
    return server.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(technieker) },
    });
  };

  const reported = await asDriver(`/vehicle/damage/${mine}`, [await photoFile(200, 150)]);
  expect(reported.statusCode).toBe(201);
  const [report] = await damagesOf(mine, technieker);
  expect(report.reportedBy?.name).toBeTruthy();
  const photo = await server.app.inject({
    method: 'GET',
    url: report.photos[0].url,
    headers: bearer(technieker),
  });
  expect(photo.statusCode).toBe(200);

  const before = await state();
  expectError(await asDriver(`/vehicle/damage/${other}`), 403, 'FORBIDDEN');
  const list = await server.app.inject({
    method: 'GET',
    url: `/api/vehicle/damages/${other}`,
    headers: bearer(technieker),
  });
  expectError(list, 403, 'FORBIDDEN');
  const removal = await server.app.inject({
    method: 'DELETE',
    url: `/api/vehicle/damage/${mine}/${report.id}`,
    headers: bearer(technieker),
  });
  expectError(removal, 403, 'FORBIDDEN');
  expect(changedTables(before, await state())).toEqual([]);
});

import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { buildApp } from './app';
import { loadConfig } from './config';
import { schemaCompilers, type SchemaCompilation } from './schema-compilers';
import { useTestServer } from './test/harness';

/** A server with one sound route and one whose answer's schema names a schema nobody added. */
function serverWith(compilation: SchemaCompilation) {
  const app = Fastify({
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: { compilersFactory: schemaCompilers(compilation) as never },
  });
  app.post(
    '/sound',
    {
      schema: {
        querystring: Type.Object({ times: Type.Integer() }),
        body: Type.Object({ name: Type.String() }, { additionalProperties: false }),
        response: { 200: Type.Object({ name: Type.String(), times: Type.Integer() }) },
      },
    },
    async (request) => {
      const { name } = request.body as { name: string };
      const { times } = request.query as { times: number };
      return { name, times, secret: 'never sent' };
    },
  );
  app.get('/broken', { schema: { response: { 200: Type.Ref('NoSuchSchema') } } }, async () => ({
    any: 'thing',
  }));
  return app;
}

describe('compiled on first use (the default)', () => {
  const app = serverWith('lazy');
  afterAll(() => app.close());

  test('a schema that cannot compile does not stop the start; its route fails alone', async () => {
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    const sound = await app.inject({
      method: 'POST',
      url: '/sound?times=3',
      payload: { name: 'Els' },
    });
    expect(sound.statusCode).toBe(200);
  });

  test('validators coerce the query, refuse a wrong body with its reason, and keep doing so', async () => {
    for (let round = 0; round < 2; round++) {
      const wrongType = await app.inject({
        method: 'POST',
        url: '/sound?times=3',
        payload: { name: 42 },
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toBe('body/name must be string');
      const extra = await app.inject({
        method: 'POST',
        url: '/sound?times=3',
        payload: { name: 'Els', role: 'admin' },
      });
      expect(extra.json().message).toBe('body must NOT have additional properties');
      const badQuery = await app.inject({
        method: 'POST',
        url: '/sound?times=drie',
        payload: { name: 'Els' },
      });
      expect(badQuery.json().message).toBe('querystring/times must be integer');
    }
  });

  test('serializers send what the answer schema names and nothing else', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sound?times=2',
      payload: { name: 'Els' },
    });
    expect(response.json()).toEqual({ name: 'Els', times: 2 });
  });
});

test("an answer's serializer gets the shared schemas it names, through other shared schemas too, and no others", async () => {
  const app = Fastify({
    schemaController: { compilersFactory: schemaCompilers('eager') as never },
  });
  app.addSchema(Type.Object({ street: Type.String() }, { $id: 'Address' }));
  app.addSchema(
    Type.Object({ name: Type.String(), address: Type.Ref('Address') }, { $id: 'Person' }),
  );
  // Not valid JSON Schema: a serializer handed it would refuse to compile.
  app.addSchema({ $id: 'Unused', type: 'no such type' });
  app.get('/person', { schema: { response: { 200: Type.Ref('Person') } } }, async () => ({
    name: 'Els',
    address: { street: 'Kerkstraat 1', secret: 'never sent' },
    secret: 'never sent',
  }));
  await expect(app.ready()).resolves.toBeDefined();
  const response = await app.inject({ method: 'GET', url: '/person' });
  expect(response.json()).toEqual({ name: 'Els', address: { street: 'Kerkstraat 1' } });
  await app.close();
});

test('compiled at start, a schema that cannot compile stops the start', async () => {
  const app = serverWith('eager');
  await expect(app.ready()).rejects.toThrow(/NoSuchSchema/);
  await app.close();
});

/** How long the eager compilation of every route may take before the test is taken as hung. */
const COMPILE_EVERY_ROUTE_TIMEOUT = 600_000;

describe('the API server', () => {
  const server = useTestServer({ reset: false });

  test(
    "compiles every route's validators and serializers when asked to compile them at start",
    async () => {
      const app = await buildApp(
        { ...loadConfig({}), spaDir: '/nonexistent' },
        { database: server.database, logger: false, compileSchemas: 'eager' },
      );
      await expect(app.ready()).resolves.toBeDefined();
      expect(app.printRoutes({ commonPrefix: false })).toContain('/api/chat/getall');
      await app.close();
    },
    // A safety net, not a speed check: compiling every route's validators and serializers is
    // the CPU of one start, and beside the suite's other workers on 2 busy cores it took 206 s.
    COMPILE_EVERY_ROUTE_TIMEOUT,
  );
});

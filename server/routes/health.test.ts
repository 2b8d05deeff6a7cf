import { useTestServer } from '../test/harness';

const server = useTestServer({ reset: false });

test('GET /api/health answers ok with the database kind, without a token', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: server.database.kind });
});

test('an unknown API path answers 404 NOT_FOUND as JSON', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/nope' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
});

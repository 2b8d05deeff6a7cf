import { useTestServer } from './harness';

/**
 * The contract as third-party tools read it (Redocly's recommended rules, Spectral's oas rules):
 * checked here on the document the server emits, so a new route cannot quietly break them.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description?: string; content?: unknown }>;
}
interface Document {
  tags?: { name: string; description?: string }[];
  info: { description?: string; license?: unknown; contact?: unknown };
  paths: Record<string, Record<string, Operation>>;
}

const server = useTestServer({ reset: false });

function operations() {
  const document = server.app.swagger() as unknown as Document;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
  );
}

test('every operation names its security (public ones: none), a 4xx answer and a description', () => {
  const list = operations();
  expect(list.length).toBeGreaterThan(30);
  for (const { at, operation } of list) {
    expect({ at, security: Array.isArray(operation.security) }).toEqual({ at, security: true });
    const statuses = Object.keys(operation.responses);
    expect({ at, has4xx: statuses.some((status) => /^4\d\d$/.test(status)) }).toEqual({
      at,
      has4xx: true,
    });
    expect({ at, described: (operation.description ?? '').length > 10 }).toEqual({
      at,
      described: true,
    });
    expect({ at, id: typeof operation.operationId }).toEqual({ at, id: 'string' });
  }
});

test('every tag is declared with a description, and the document says who it is for', () => {
  const document = server.app.swagger() as unknown as Document;
  const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  for (const { at, operation } of operations()) {
    for (const tag of operation.tags ?? []) {
      expect({ at, tag, described: Boolean(declared.get(tag)) }).toEqual({
        at,
        tag,
        described: true,
      });
    }
  }
  expect(document.info.license).toBeDefined();
  expect(document.info.contact).toBeDefined();
});

test('answers without a body (204, 304) declare none', () => {
  for (const { at, operation } of operations()) {
    for (const status of ['204', '304']) {
      const answer = operation.responses[status];
      if (answer) expect({ at, status, content: answer.content }).toEqual({ at, status });
    }
  }
});

test('the history, trash, activity and confirm calls are in it; a refused restore names what is missing', () => {
  const byId = new Map(operations().map(({ at, operation }) => [operation.operationId, at]));
  const calls = [
    'getTrash',
    'restoreFromTrash',
    'emptyTrash',
    'getHistory',
    'restoreVersion',
    'getActivity',
    'confirmLanguageEntry',
  ];
  expect(calls.map((id) => [id, byId.get(id)])).toEqual([
    ['getTrash', 'get /api/trash/getall'],
    ['restoreFromTrash', 'post /api/trash/restore/{kind}/{id}'],
    ['emptyTrash', 'delete /api/trash/empty'],
    ['getHistory', 'get /api/history/{kind}/{id}'],
    ['restoreVersion', 'post /api/history/restore/{kind}/{id}/{version}'],
    ['getActivity', 'get /api/activity/getall'],
    ['confirmLanguageEntry', 'put /api/language/confirm/{id}'],
  ]);
  for (const { operation } of operations()) {
    if (!['restoreFromTrash', 'restoreVersion'].includes(operation.operationId ?? '')) continue;
    expect([operation.operationId, operation.responses['409']?.content]).toEqual([
      operation.operationId,
      { 'application/json': { schema: { $ref: '#/components/schemas/MissingAnswer' } } },
    ]);
  }
});

import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { projectRoot } from '../config';
import { checkNewPassword } from '../domain/passwords';
import { createUser, setActive, setPassword } from '../services/users';
import { hashToken } from '../domain/tokens';
import { findSession } from '../services/sessions';
import { STAFF_PASSWORD, bearer, expectError, multipart, useTestServer } from './harness';
import { databaseState } from './database-state';
import { injectUntilStream, isEventStreamPath } from './inject-stream';

/**
 * Every call whose OpenAPI operation requires a bearer token, tried with every kind of bad
 * credential: each answers 401 UNAUTHORIZED with `WWW-Authenticate: Bearer` and leaves the
 * database as it was. The list of calls is the document's, so a new route is covered without
 * being named here; the same calls with a valid token get past the check. A call whose token
 * is optional (`security: [{}, {bearer: []}]`) answers without an Authorization header, and
 * 401 for a header that holds no valid session. Every operation without `security` is public.
 * Only the few calls named below may be made without a token.
 */

const server = useTestServer({ reset: false });

interface Operation {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /api/chat/get/{id}. */
  path: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

interface Document {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}

const operationsOf = (document: Document): Operation[] =>
  Object.entries(document.paths).flatMap(([pathName, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path: pathName,
    })),
  );

// Read at collection time (jest needs the list before any hook runs); a test below proves
// that the running server emits the same operations and security.
const committed = JSON.parse(
  fs.readFileSync(path.join(projectRoot(), 'openapi.json'), 'utf8'),
) as Document;
const operations = operationsOf(committed);
const requiresToken = (op: Operation) =>
  !!op.security?.length && op.security.every((requirement) => 'bearer' in requirement);
/** `{}` among the requirements: the call may be made without credentials. */
const tokenOptional = (op: Operation) =>
  !!op.security?.some((requirement) => 'bearer' in requirement) &&
  op.security.some((requirement) => Object.keys(requirement).length === 0);
const protectedOperations = operations.filter(requiresToken);
const optionalOperations = operations.filter(tokenOptional);
const publicOperations = operations.filter((op) => !op.security?.length);

/** The only calls anyone may make without a token. */
const PUBLIC_OPERATIONS = [
  'createChat',
  'createCustomerMessage',
  'getAchievements',
  'getConfig',
  'getHealth',
  // A customer's own conversation: its access token (X-Chat-Token) opens it, not a staff token.
  'getPublicChat',
  'getPublicChatEvents',
  // A file of the customer's own conversation: the same token opens it.
  'getPublicChatFile',
  // A customer's appointment: the token of their mail's link (X-Appointment-Token) opens it.
  'getPublicAppointment',
  'cancelPublicAppointment',
  'requestAppointmentReschedule',
  // An employee's calendar feed: its secret address is its only credential.
  'getAgendaFeed',
  // Whether staff are in (the widget's status line, the loader on any site).
  'getChatAvailability',
  // The documents' links: a share's token (X-Document-Token) and an upload link's
  // (X-Upload-Token) open them, from the link's fragment.
  'getSharedDocument',
  'getSharedDocumentFile',
  'getPublicUploadLink',
  'uploadPublicDocuments',
  // A customer's quote: the token of their mail's link (X-Quote-Token) opens and answers it.
  'getPublicQuote',
  'getPublicQuotePdf',
  'acceptPublicQuote',
  'declinePublicQuote',
  // The Peppol access point's events: its signature (X-Signature) is its credential.
  'peppolWebhook',
  'login',
].sort();
/**
 * Calls anyone may make, which show staff more: a token, when sent, must be valid. An image is
 * anyone's unless it is a project's photo, which staff alone read.
 */
const OPTIONAL_OPERATIONS = ['getImage', 'getService', 'getServices'];

interface Fixture {
  token: string;
  languageId: number;
  descriptionId: number;
  spareLanguageId: number;
  /** A language entry removed: in the trash. */
  trashedLanguageId: number;
  serviceId: number;
  contentId: number;
  chatId: number;
  achievementId: number;
  quickReplyId: number;
  /** Another active staff account, which the signed-in one may deactivate. */
  colleagueId: number;
  /** A vehicle (plate 1-ABC-234). */
  vehicleId: number;
  vehicleReadingId: number;
}

/** Every row of every table, as counts and digests: equal states mean nothing was written. */
const contents = () => databaseState(server.database.db);

async function send(options: InjectOptions, token: string, expected: number) {
  const response = await server.app.inject({
    ...options,
    headers: { ...options.headers, ...bearer(token) },
  });
  if (response.statusCode !== expected)
    throw new Error(`${options.url}: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

const form = async (
  method: InjectOptions['method'],
  url: string,
  data: unknown,
): Promise<InjectOptions> => {
  const body = await multipart(data);
  return { method, url, payload: body.payload, headers: body.headers };
};

const json = (method: InjectOptions['method'], url: string, payload?: object): InjectOptions =>
  payload === undefined ? { method, url } : { method, url, payload };

/** A signed-in staff member and one of everything, so every call has something to work on. */
async function setUp(): Promise<Fixture> {
  await server.reset();
  const token = await server.signIn();
  const entry = (name: string) =>
    send(
      json('POST', '/api/language/create', {
        name,
        group: 'diensten',
        translationDutch: name,
        translationEnglish: name,
      }),
      token,
      201,
    );
  const languageId = await entry('titel');
  const descriptionId = await entry('omschrijving');
  const spareLanguageId = await entry('ongebruikt');
  const trashedLanguageId = await entry('weggegooid');
  const removed = await server.app.inject({
    ...json('DELETE', `/api/language/remove/${trashedLanguageId}`),
    headers: bearer(token),
  });
  expect(removed.statusCode).toBe(204);
  const serviceId = await send(
    await form('POST', '/api/service/create', { titleId: languageId, descriptionId }),
    token,
    201,
  );
  const contentId = await send(
    await form('POST', `/api/service/addServiceContent/${serviceId}`, {
      titleId: languageId,
      bodyId: descriptionId,
    }),
    token,
    201,
  );
  const chatId = await send(
    json('POST', '/api/chat/create', {
      subject: 'Vraag',
      author: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte@example.be' },
      content: 'Hallo',
    }),
    token,
    201,
  );
  const achievementId = await send(
    await form('POST', '/api/achievement/create', {
      location: 'Gent',
      descriptionDutch: 'Gevel',
      descriptionEnglish: 'Facade',
    }),
    token,
    201,
  );
  const quickReplyId = await send(
    json('POST', '/api/quickReply/create', {
      title: 'Bedankt',
      contentDutch: 'Bedankt voor uw bericht.',
      contentEnglish: '',
    }),
    token,
    201,
  );
  const vehicleId = await send(
    json('POST', '/api/vehicle/create', { plate: '1-ABC-234', category: 'N1', fuel: 'diesel' }),
    token,
    201,
  );
  const vehicleReadingId = await send(
    json('POST', `/api/vehicle/reading/${vehicleId}`, {
      km: 1_000,
      at: '2026-01-05T07:00:00.000Z',
    }),
    token,
    201,
  );
  const { id: colleagueId } = await createUser(server.database.db, {
    email: 'collega@example.be',
    password: STAFF_PASSWORD,
    firstName: 'Piet',
    lastName: 'Claes',
  });
  return {
    token,
    colleagueId,
    languageId,
    descriptionId,
    spareLanguageId,
    trashedLanguageId,
    serviceId,
    contentId,
    chatId,
    achievementId,
    quickReplyId,
    vehicleId,
    vehicleReadingId,
  };
}

interface Example {
  /** The status the call answers with a valid token. */
  status: number;
  request(f: Fixture): InjectOptions | Promise<InjectOptions>;
}

/**
 * A request that succeeds with a valid token, for the calls known today. A call without one is
 * still checked, with a request made from its path alone (the token is checked before the body).
 */
const examples: Record<string, Example> = {
  getLanguageEntries: { status: 200, request: () => json('GET', '/api/language/getall') },
  createLanguageEntry: {
    status: 201,
    request: () =>
      json('POST', '/api/language/create', {
        name: 'nieuw',
        group: 'home',
        translationDutch: 'Nieuw',
      }),
  },
  updateLanguageEntry: {
    status: 200,
    request: (f) =>
      json('PUT', `/api/language/update/${f.languageId}`, { name: 'gewijzigd', group: 'home' }),
  },
  removeLanguageEntry: {
    status: 204,
    request: (f) => json('DELETE', `/api/language/remove/${f.spareLanguageId}`),
  },
  getChats: { status: 200, request: () => json('GET', '/api/chat/getall') },
  getChat: { status: 200, request: (f) => json('GET', `/api/chat/get/${f.chatId}`) },
  markChatRead: { status: 204, request: (f) => json('PUT', `/api/chat/markRead/${f.chatId}`) },
  getUnreadChats: { status: 200, request: () => json('GET', '/api/chat/unread') },
  getChatCounts: { status: 200, request: () => json('GET', '/api/chat/counts') },
  setChatStatus: {
    status: 200,
    request: (f) => json('PUT', `/api/chat/setStatus/${f.chatId}`, { status: 'closed' }),
  },
  createMessage: {
    status: 201,
    request: (f) =>
      json('POST', `/api/chat/createMessage/${f.chatId}`, { content: 'Antwoord', sender: 'staff' }),
  },
  removeChat: { status: 204, request: (f) => json('DELETE', `/api/chat/remove/${f.chatId}`) },
  createService: {
    status: 201,
    request: (f) =>
      form('POST', '/api/service/create', {
        titleId: f.languageId,
        descriptionId: f.descriptionId,
      }),
  },
  updateService: {
    status: 200,
    request: (f) =>
      form('PUT', `/api/service/update/${f.serviceId}`, {
        titleId: f.descriptionId,
        descriptionId: f.languageId,
        enabled: false,
      }),
  },
  addServiceContent: {
    status: 201,
    request: (f) =>
      form('POST', `/api/service/addServiceContent/${f.serviceId}`, {
        titleId: f.descriptionId,
        bodyId: f.languageId,
      }),
  },
  updateServiceContent: {
    status: 200,
    request: (f) =>
      form('PUT', `/api/service/updateServiceContent/${f.contentId}`, {
        titleId: f.descriptionId,
        bodyId: f.languageId,
      }),
  },
  removeServiceContent: {
    status: 204,
    request: (f) => json('DELETE', `/api/service/removeServiceContent/${f.contentId}`),
  },
  removeService: {
    status: 204,
    request: (f) => json('DELETE', `/api/service/removeService/${f.serviceId}`),
  },
  createAchievement: {
    status: 201,
    request: () =>
      form('POST', '/api/achievement/create', {
        location: 'Brugge',
        descriptionDutch: 'Dak',
        descriptionEnglish: 'Roof',
      }),
  },
  updateAchievement: {
    status: 200,
    request: (f) =>
      form('PUT', `/api/achievement/update/${f.achievementId}`, {
        location: 'Brugge',
        descriptionDutch: 'Dak',
        descriptionEnglish: 'Roof',
        keepImages: [],
      }),
  },
  removeAchievement: {
    status: 204,
    request: (f) => json('DELETE', `/api/achievement/remove/${f.achievementId}`),
  },
  logout: { status: 204, request: () => json('POST', '/api/user/logout') },
  getMe: { status: 200, request: () => json('GET', '/api/user/me') },
  getUsers: { status: 200, request: () => json('GET', '/api/user/getall') },
  createUser: {
    status: 201,
    request: () =>
      json('POST', '/api/user/create', {
        email: 'nieuw@example.be',
        firstName: 'Lotte',
        lastName: 'Maes',
        password: 'a long new passphrase',
      }),
  },
  changePassword: {
    status: 204,
    request: () =>
      json('PUT', '/api/user/changePassword', {
        currentPassword: STAFF_PASSWORD,
        newPassword: 'a long new passphrase',
      }),
  },
  setUserActive: {
    status: 200,
    request: (f) => json('PUT', `/api/user/setActive/${f.colleagueId}`, { active: false }),
  },
  getOverview: { status: 200, request: () => json('GET', '/api/overview') },
  getImages: { status: 200, request: () => json('GET', '/api/images?usedBy=unused') },
  getServices: { status: 200, request: () => json('GET', '/api/service/getall') },
  getQuickReplies: { status: 200, request: () => json('GET', '/api/quickReply/getall') },
  createQuickReply: {
    status: 201,
    request: () =>
      json('POST', '/api/quickReply/create', {
        title: 'Tot ziens',
        contentDutch: 'Tot ziens!',
        contentEnglish: 'Goodbye!',
      }),
  },
  updateQuickReply: {
    status: 200,
    request: (f) =>
      json('PUT', `/api/quickReply/update/${f.quickReplyId}`, {
        title: 'Dank u',
        contentDutch: 'Dank u wel.',
        contentEnglish: 'Thank you.',
      }),
  },
  removeQuickReply: {
    status: 204,
    request: (f) => json('DELETE', `/api/quickReply/remove/${f.quickReplyId}`),
  },
  getService: { status: 200, request: (f) => json('GET', `/api/service/get/${f.serviceId}`) },
  getImage: { status: 200, request: async (f) => json('GET', await serviceImage(f)) },
  exportCustomerData: {
    status: 200,
    request: () => json('GET', '/api/chat/customerData/export?email=lotte@example.be'),
  },
  confirmLanguageEntry: {
    status: 200,
    request: (f) => json('PUT', `/api/language/confirm/${f.languageId}`),
  },
  getTrash: { status: 200, request: () => json('GET', '/api/trash/getall') },
  restoreFromTrash: {
    status: 200,
    request: (f) => json('POST', `/api/trash/restore/language/${f.trashedLanguageId}`),
  },
  emptyTrash: { status: 204, request: () => json('DELETE', '/api/trash/empty') },
  getHistory: {
    status: 200,
    request: (f) => json('GET', `/api/history/service/${f.serviceId}`),
  },
  restoreVersion: {
    status: 200,
    request: (f) => json('POST', `/api/history/restore/language/${f.languageId}/1`),
  },
  getActivity: { status: 200, request: () => json('GET', '/api/activity/getall?limit=10') },
  getVehicles: { status: 200, request: () => json('GET', '/api/vehicle/getall') },
  getVehicle: { status: 200, request: (f) => json('GET', `/api/vehicle/get/${f.vehicleId}`) },
  getVehicleBenefits: {
    status: 200,
    request: () => json('GET', '/api/vehicle/benefits?year=2025'),
  },
  getVehicleBenefitYears: { status: 200, request: () => json('GET', '/api/vehicle/benefitYears') },
  setVehicleBenefitYear: {
    status: 200,
    request: () =>
      json('PUT', '/api/vehicle/benefitYear/2026', {
        referenceDiesel: 55,
        referencePetrol: 66,
        minimum: 170_000,
        source: 'Belgisch Staatsblad',
      }),
  },
  getVehicleCosts: { status: 200, request: () => json('GET', '/api/vehicle/costs?year=2026') },
  getWhoDrove: {
    status: 200,
    request: () => json('GET', '/api/vehicle/whoDrove?plate=1abc234&at=2026-03-02T09:30:00.000Z'),
  },
  createVehicle: {
    status: 201,
    request: () =>
      json('POST', '/api/vehicle/create', { plate: '2-XYZ-987', category: 'M1', fuel: 'benzine' }),
  },
  updateVehicle: {
    status: 200,
    request: (f) => json('PUT', `/api/vehicle/update/${f.vehicleId}`, { notes: 'Nieuwe banden' }),
  },
  removeVehicle: {
    status: 204,
    request: (f) => json('DELETE', `/api/vehicle/remove/${f.vehicleId}`),
  },
  setVehicleDriver: {
    status: 200,
    request: (f) =>
      json('POST', `/api/vehicle/driver/${f.vehicleId}`, { employeeId: null, from: '2026-03-01' }),
  },
  removeVehicleReading: {
    status: 204,
    request: (f) => json('DELETE', `/api/vehicle/reading/${f.vehicleId}/${f.vehicleReadingId}`),
  },
  createVehicleReading: {
    status: 201,
    request: (f) =>
      json('POST', `/api/vehicle/reading/${f.vehicleId}`, {
        km: 12_345,
        at: '2026-03-02T07:00:00.000Z',
      }),
  },
  importVehicleFuel: {
    status: 201,
    request: async () => {
      const csv = 'Nummerplaat;Datum;Uur;Liter;Bedrag\n1-ABC-234;02/03/2026;07:45;45,67;81,23\n';
      const body = await multipart(undefined, [{ content: Buffer.from(csv), name: 'tank.csv' }]);
      return {
        method: 'POST',
        url: '/api/vehicle/fuelImport',
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
};

/** The address of a service's image (anyone's): a service made with one, as staff make it. */
async function serviceImage(f: Fixture) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#654321' } })
    .png()
    .toBuffer();
  const body = await multipart({ titleId: f.languageId, descriptionId: f.descriptionId }, [
    { content: png, name: 'logo.png', type: 'image/png' },
  ]);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/service/create',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(f.token) },
  });
  expect(created.statusCode).toBe(201);
  const service = await server.app.inject({
    method: 'GET',
    url: `/api/service/get/${created.json().id}?images=url`,
    headers: bearer(f.token),
  });
  return service.json().image as string;
}

/** A request made from the operation alone: path parameters 1, an empty body of its kind. */
async function fromDocument(op: Operation): Promise<InjectOptions> {
  const url = op.path.replace(/\{[^}]+\}/g, '1');
  const method = op.method as InjectOptions['method'];
  const content = Object.keys(op.requestBody?.content ?? {});
  if (content.includes('multipart/form-data')) return form(method, url, {});
  if (content.includes('application/json')) return json(method, url, {});
  return json(method, url);
}

const requestFor = (op: Operation, f: Fixture) =>
  examples[op.operationId]?.request(f) ?? fromDocument(op);

type Headers = Record<string, string>;

/** Each kind of bad credential: prepares the database if it must, and answers the headers to try. */
const badCredentials: [string, (f: Fixture) => Promise<Headers[]>][] = [
  ['no token', async () => [{}]],
  [
    'a malformed Authorization header',
    async ({ token }) => [
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: token },
      { authorization: `Token ${token}` },
      {
        authorization: `Basic ${Buffer.from('staff1@example.be:correct horse battery').toString('base64')}`,
      },
      { authorization: `Bearer ${token} ${token}` },
      { authorization: `Bearer ${token}!` },
      { authorization: `Bearer ${token.slice(0, 10)}` },
      { authorization: `Bearer ${'x'.repeat(5000)}` },
    ],
  ],
  [
    'a wrong token',
    async ({ token }) => [
      bearer(randomBytes(32).toString('base64url')),
      // The same length and alphabet as a real token, one character off.
      bearer(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')),
    ],
  ],
  [
    'an expired token',
    async () => {
      const token = await server.signIn();
      await server.database.db.execute(
        sql`update sessions set expires_at = now() - interval '1 minute'
            where token_hash = ${hashToken(token)}`,
      );
      return [bearer(token)];
    },
  ],
  [
    'a revoked token',
    async () => {
      const token = await server.signIn();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(204);
      return [bearer(token)];
    },
  ],
];

/**
 * Tokens that worked a moment ago, each ended by a change to its account: one issued before its
 * account's password was changed, and one of an account deactivated since. Both accounts are new,
 * so the fixture's own token still works for the tests that share it.
 */
async function endedTokens(): Promise<[string, Headers][]> {
  const db = server.database.db;
  const changed = await server.signIn();
  const deactivated = await server.signIn();
  const { user } = (await findSession(db, changed))!;
  await setPassword(db, user.id, checkNewPassword('een heel nieuw wachtwoord', user.email));
  await setActive(db, (await findSession(db, deactivated))!.user.id, false);
  return [
    ['a token issued before a password change', bearer(changed)],
    ['a token of a deactivated account', bearer(deactivated)],
  ];
}

/**
 * Declares part `part` (0 to `parts` - 1) of the matrix: every `parts`-th operation from the
 * `part`-th, and in part 0 the checks of the whole document. The matrix is split over several
 * test files (auth-matrix-N.test.ts) so that they run side by side: as one file it was the last
 * to finish of its suite, on PostgreSQL by minutes.
 */
export function authMatrix(part: number, parts: number) {
  // The checks of the whole document, once.
  const overall = (name: string, check: jest.ProvidesCallback) => {
    if (part === 0) test(name, check);
  };
  overall(
    'the running server documents the same operations and security as openapi.json',
    async () => {
      const emitted = operationsOf(server.app.swagger() as unknown as Document);
      const summary = (ops: Operation[]) =>
        ops
          .map(
            (op) =>
              `${op.operationId} ${op.method} ${op.path} ${JSON.stringify(op.security ?? [])}`,
          )
          .sort();
      // When this fails after adding or changing a route: npm run api:openapi.
      expect(summary(emitted)).toEqual(summary(operations));
    },
  );

  overall('only the calls meant to be public can be made without a token', () => {
    const ids = (ops: Operation[]) => ops.map((op) => op.operationId).sort();
    expect(ids(publicOperations)).toEqual(PUBLIC_OPERATIONS);
    expect(ids(optionalOperations)).toEqual(OPTIONAL_OPERATIONS);
    // Every operation is exactly one of the three kinds.
    expect(protectedOperations.length + optionalOperations.length + publicOperations.length).toBe(
      operations.length,
    );
    expect(protectedOperations.length + optionalOperations.length).toBeGreaterThanOrEqual(
      Object.keys(examples).length,
    );
  });

  const named = (ops: Operation[]) => ops.map((op) => ({ ...op, name: `${op.method} ${op.path}` }));
  const withToken = [
    ...named(protectedOperations).map((op) => ({ ...op, optional: false })),
    ...named(optionalOperations).map((op) => ({ ...op, optional: true })),
  ];

  describe.each(withToken.filter((_, i) => i % parts === part))('$name', (op) => {
    // The refusals below change nothing (each test checks it) and spoil no token of the fixture's,
    // so they share one fixture; so does the call with a valid token, which may write but comes
    // last (jest runs a describe's tests in order).
    let shared: Fixture | undefined;
    const sharedFixture = async () => (shared ??= await setUp());

    test('documents its 401 answer', () => {
      expect(op.responses).toHaveProperty('401');
    });

    if (op.optional) {
      test('without an Authorization header answers as for anyone', async () => {
        const fixture = await setUp();
        const response = await server.app.inject(await requestFor(op, fixture));
        expect(response.statusCode).toBe(examples[op.operationId]?.status ?? 200);
      });
    }

    // A call whose token is optional refuses a header that holds no valid session all the same.
    const tried = op.optional
      ? badCredentials.filter(([kind]) => kind !== 'no token')
      : badCredentials;

    test.each(tried)('with %s answers 401 UNAUTHORIZED and changes nothing', async (_, prepare) => {
      const fixture = await sharedFixture();
      const attempts = await prepare(fixture);
      const options = await requestFor(op, fixture);
      const before = await contents();

      for (const [n, headers] of attempts.entries()) {
        // Every refusal names its request, so its log line can be found (X-Request-Id).
        const requestId = `matrix.${op.operationId}-${n}`;
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...headers, 'x-request-id': requestId },
        });
        expectError(response, 401, 'UNAUTHORIZED');
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.headers['x-request-id']).toBe(requestId);
      }
      expect(await contents()).toEqual(before);
    });

    test('with a token issued before a password change, or one of a deactivated account, answers 401 at once and changes nothing', async () => {
      const fixture = await sharedFixture();
      const ended = await endedTokens();
      const options = await requestFor(op, fixture);
      const before = await contents();

      for (const [kind, headers] of ended) {
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...headers },
        });
        expect({ kind, status: response.statusCode, code: response.json().code }).toEqual({
          kind,
          status: 401,
          code: 'UNAUTHORIZED',
        });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
      expect(await contents()).toEqual(before);
    });

    const example = examples[op.operationId];
    if (example) {
      test(`with a valid token answers ${example.status}`, async () => {
        const fixture = await sharedFixture();
        const options = await example.request(fixture);
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...bearer(fixture.token) },
        });
        expect({
          status: response.statusCode,
          body: response.statusCode === example.status ? '' : response.body,
        }).toEqual({
          status: example.status,
          body: '',
        });
      });
    } else if (isEventStreamPath(op.path)) {
      test('with a valid token opens the stream', async () => {
        const fixture = await sharedFixture();
        const options = await fromDocument(op);
        const response = await injectUntilStream(server.app, {
          ...options,
          headers: { ...options.headers, ...bearer(fixture.token) },
        });
        expect({ status: response.statusCode, streaming: response.streaming }).toEqual({
          status: 200,
          streaming: true,
        });
      });
    } else {
      test('with a valid token gets past the token check', async () => {
        const fixture = await sharedFixture();
        const options = await fromDocument(op);
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...bearer(fixture.token) },
        });
        expect(response.statusCode).not.toBe(401);
      });
    }
  });

  describe.each(named(publicOperations).filter((_, i) => i % parts === part))(
    '$name is public',
    (op) => {
      test.each([
        ['no token', {}],
        ['a wrong token', bearer(randomBytes(32).toString('base64url'))],
      ])('with %s it is not refused for want of a token', async (_, headers) => {
        await setUp();
        const options = await fromDocument(op);
        const response = await server.app.inject({
          ...options,
          headers: { ...options.headers, ...headers },
        });
        // The access point's webhook answers 401 to a call it cannot believe: its signature is
        // its credential, and that refusal asks for no token.
        if (op.operationId === 'peppolWebhook')
          expect(response.headers['www-authenticate']).toBeUndefined();
        else expect(response.statusCode).not.toBe(401);
      });
    },
  );

  if (part === 0)
    describe('public calls work without a token', () => {
      let fixture: Fixture;
      beforeAll(async () => {
        fixture = await setUp();
      });

      test('GET /api/health', async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe('ok');
      });

      test('GET /api/service/getall', async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/service/getall' });
        expect(response.statusCode).toBe(200);
        expect(response.json().map((service: { id: number }) => service.id)).toEqual([
          fixture.serviceId,
        ]);
      });

      test('GET /api/service/get/{id} of an enabled service', async () => {
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/service/get/${fixture.serviceId}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: fixture.serviceId, enabled: true });
      });

      test('GET /api/achievement/getall', async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/achievement/getall' });
        expect(response.statusCode).toBe(200);
        expect(response.json().map((achievement: { id: number }) => achievement.id)).toEqual([
          fixture.achievementId,
        ]);
      });

      test('GET /api/images/{key}', async () => {
        const png = await sharp({
          create: { width: 40, height: 30, channels: 3, background: '#123456' },
        })
          .png()
          .toBuffer();
        const body = await multipart(
          { titleId: fixture.languageId, descriptionId: fixture.descriptionId },
          [{ content: png, name: 'logo.png', type: 'image/png' }],
        );
        const created = await server.app.inject({
          method: 'POST',
          url: '/api/service/create',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(fixture.token) },
        });
        expect(created.statusCode).toBe(201);
        const service = await server.app.inject({
          method: 'GET',
          url: `/api/service/get/${created.json().id}?images=url`,
        });
        const address = service.json().image as string;
        for (const url of [address, `${address}?size=thumb`]) {
          const response = await server.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('image/png');
        }
      });

      test('POST /api/chat/create', async () => {
        const before = await server.snapshot();
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/chat/create',
          payload: {
            subject: 'Nog een vraag',
            author: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be' },
            content: 'Goedemiddag',
          },
        });
        expect(response.statusCode).toBe(201);
        expect(await server.snapshot()).toMatchObject({
          chats: before.chats + 1,
          messages: before.messages + 1,
        });
      });
    });
}

import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  documentBlobChunks,
  documentBlobs,
  documentShares,
  documentTypes,
  documentUploadLinks,
  documentVersions,
  documents,
} from '../db/schema';
import { bearer, expectError, expectShape, useTestServer } from '../test/harness';

const server = useTestServer();

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A document with one stored version, written as the upload writes it. */
async function storedDocument(name = 'Offerte dakwerken', bytes = Buffer.from('%PDF-1.4 test')) {
  const db = server.database.db;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.insert(documentTypes).values({ name: 'Overig' }).onConflictDoNothing();
  await db
    .insert(documentBlobs)
    .values({ sha256, size: bytes.length, chunks: 1 })
    .onConflictDoNothing();
  await db.insert(documentBlobChunks).values({ sha256, seq: 0, bytes }).onConflictDoNothing();
  const [document] = await db
    .insert(documents)
    .values({ name, type: 'Overig' })
    .returning({ id: documents.id });
  await db.insert(documentVersions).values({
    documentId: document.id,
    version: 1,
    fileName: 'offerte.pdf',
    mime: 'application/pdf',
    size: bytes.length,
    sha256,
    scanStatus: 'niet gescand',
  });
  return document.id;
}

const tokenOfUrl = (url: string) => new URL(url).hash.match(/token=([^&]+)/)![1];

async function share(token: string, documentId: number, body: object) {
  return server.app.inject({
    method: 'POST',
    url: `/api/document/share/${documentId}`,
    headers: bearer(token),
    payload: body,
  });
}

const openShared = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  server.app.inject({ method: 'GET', url: '/api/document/public/shared', headers, remoteAddress });

describe('share links', () => {
  test('a share opens its document with the token of its fragment, and only the hash is kept', async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const created = await share(staff, id, { expiresAt: inAWeek() });
    expect(created.statusCode).toBe(201);
    expectShape('LinkCreated', created.json());
    const { url } = created.json();
    expect(url).toMatch(/\/gedeeld#token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOfUrl(url);

    const [row] = await server.database.db.select().from(documentShares);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const opened = await openShared({ 'x-document-token': token });
    expect(opened.statusCode).toBe(200);
    expectShape('SharedDocument', opened.json());
    expect(opened.json()).toMatchObject({
      name: 'Offerte dakwerken',
      fileName: 'offerte.pdf',
      mime: 'application/pdf',
      preview: true,
    });
    expect(opened.headers['cache-control']).toBe('private, no-store');
  });

  test('unknown, missing, expired, revoked and a wrong password all answer the same 404', async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const make = async (body: object) =>
      tokenOfUrl((await share(staff, id, { expiresAt: inAWeek(), ...body })).json().url);
    const expired = await make({});
    await server.database.db
      .update(documentShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentShares.tokenHash, createHash('sha256').update(expired).digest('hex')));
    const revoked = await make({});
    const [{ id: revokedId }] = await server.database.db
      .select({ id: documentShares.id })
      .from(documentShares)
      .where(eq(documentShares.tokenHash, createHash('sha256').update(revoked).digest('hex')));
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/document/share/${id}/${revokedId}`,
      headers: bearer(staff),
    });
    expect(removed.statusCode).toBe(204);
    const guarded = await make({ password: 'Zomer élan 2026' });
    const url = (await share(staff, id, { expiresAt: inAWeek(), password: 'x1' })).json().url;
    expect(url).toMatch(/&wachtwoord=1$/);

    const answers = [
      await openShared({}),
      await openShared({ 'x-document-token': 'nothing-like-a-token' }),
      await openShared({ 'x-document-token': expired }),
      await openShared({ 'x-document-token': revoked }),
      await openShared({ 'x-document-token': guarded }),
      await openShared({ 'x-document-token': guarded, 'x-document-password': 'zomer' }),
    ];
    for (const answer of answers) expectError(answer, 404, 'NOT_FOUND');
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0].json().message).toMatch(/^Deze link opent geen document/);

    const right = await openShared({
      'x-document-token': guarded,
      'x-document-password': encodeURIComponent('Zomer élan 2026'),
    });
    expect(right.statusCode).toBe(200);
  });

  test("the document's shares are listed, revoked ones too; revoking twice changes nothing", async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const first = (await share(staff, id, { expiresAt: inAWeek(), password: 'geheim' })).json();
    await share(staff, id, { expiresAt: inAWeek() });
    for (let i = 0; i < 2; i++) {
      const revoked = await server.app.inject({
        method: 'DELETE',
        url: `/api/document/share/${id}/${first.id}`,
        headers: bearer(staff),
      });
      expect(revoked.statusCode).toBe(204);
    }
    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/document/shares/${id}`,
      headers: bearer(staff),
    });
    expect(listed.statusCode).toBe(200);
    expectShape('DocumentShares', listed.json());
    const { shares } = listed.json();
    expect(shares).toHaveLength(2);
    expect(shares[1]).toMatchObject({ id: first.id, hasPassword: true });
    expect(shares[1].revokedAt).not.toBeNull();
    expect(shares[0]).toMatchObject({ hasPassword: false, revokedAt: null });
    expect(shares[0].createdBy).toMatch(/\S+ \S+/);

    const other = await storedDocument('Plan');
    expectError(
      await server.app.inject({
        method: 'DELETE',
        url: `/api/document/share/${other}/${first.id}`,
        headers: bearer(staff),
      }),
      404,
      'NOT_FOUND',
    );
  });

  test("a trashed document's links answer the one 404, and open again once it is restored", async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const make = async (body: object = {}) => {
      const created = (await share(staff, id, { expiresAt: inAWeek(), ...body })).json();
      return { id: created.id as number, token: tokenOfUrl(created.url) };
    };
    const open = await make();
    const guarded = await make({ password: 'geheim' });
    const revoked = await make();
    const expiring = await make();
    await server.app.inject({
      method: 'DELETE',
      url: `/api/document/share/${id}/${revoked.id}`,
      headers: bearer(staff),
    });
    const staffCall = (method: 'DELETE' | 'POST', url: string) =>
      server.app.inject({ method, url: `/api${url}`, headers: bearer(staff) });
    expect((await staffCall('DELETE', `/document/remove/${id}`)).statusCode).toBe(204);

    const unknown = await openShared({ 'x-document-token': 'nothing-like-a-token' });
    const whileTrashed = await openShared({ 'x-document-token': open.token });
    expectError(whileTrashed, 404, 'NOT_FOUND');
    expect(whileTrashed.body).toBe(unknown.body);
    expectError(
      await openShared({ 'x-document-token': guarded.token, 'x-document-password': 'geheim' }),
      404,
      'NOT_FOUND',
    );
    // One link runs out while the document is in the trash.
    const [trashed] = (
      (await server.database.db.execute(
        sql`select data from trash where kind = 'document' and entity_id = ${id}`,
      )) as unknown as { rows: { data: { shares: { id: number }[] } }[] }
    ).rows;
    expect(trashed.data.shares.map((one) => one.id).sort()).toEqual(
      [open.id, guarded.id, revoked.id, expiring.id].sort(),
    );
    await server.database.db.execute(sql`update trash set data = jsonb_set(data, '{shares}',
      (select jsonb_agg(case when (s ->> 'id')::int = ${expiring.id}
        then jsonb_set(s, '{expiresAt}', to_jsonb(now() - interval '1 minute')) else s end)
       from jsonb_array_elements(data -> 'shares') s))
      where kind = 'document' and entity_id = ${id}`);

    expect((await staffCall('POST', `/trash/restore/document/${id}`)).statusCode).toBe(200);
    expect((await openShared({ 'x-document-token': open.token })).statusCode).toBe(200);
    expect(
      (await openShared({ 'x-document-token': guarded.token, 'x-document-password': 'geheim' }))
        .statusCode,
    ).toBe(200);
    expectError(await openShared({ 'x-document-token': guarded.token }), 404, 'NOT_FOUND');
    expectError(await openShared({ 'x-document-token': revoked.token }), 404, 'NOT_FOUND');
    expectError(await openShared({ 'x-document-token': expiring.token }), 404, 'NOT_FOUND');
    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/document/shares/${id}`,
      headers: bearer(staff),
    });
    const shares = listed.json().shares as { id: number; revokedAt: string | null }[];
    expect(shares.map((one) => one.id)).toEqual([expiring.id, revoked.id, guarded.id, open.id]);
    expect(shares.find((one) => one.id === revoked.id)!.revokedAt).not.toBeNull();
    expect(listed.json().shares[0].createdBy).toMatch(/\S+ \S+/);
  });

  test('a wrong share changes nothing', async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const before = await server.snapshot();
    const past = new Date(Date.now() - 60_000).toISOString();
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expectError(await share(staff, id, { expiresAt: past }), 400, 'VALIDATION');
    expectError(await share(staff, id, { expiresAt: far }), 400, 'VALIDATION');
    expectError(await share(staff, id, { expiresAt: 'morgen' }), 400, 'VALIDATION');
    expectError(await share(staff, id, {}), 400, 'VALIDATION');
    expectError(await share(staff, id, { expiresAt: inAWeek(), x: 1 }), 400, 'VALIDATION');
    expectError(await share(staff, id + 100, { expiresAt: inAWeek() }), 404, 'NOT_FOUND');
    expect(await server.snapshot()).toEqual(before);
    expect(await server.database.db.select().from(documentShares)).toEqual([]);
  });

  test('an address that keeps guessing is answered 429, even with a right token', async () => {
    const staff = await server.signIn();
    const id = await storedDocument();
    const token = tokenOfUrl((await share(staff, id, { expiresAt: inAWeek() })).json().url);
    const address = '198.51.100.7';
    const { missesPerAddress } = server.config.documentLinkLimits;
    // Opening it does not count: only misses do.
    for (let i = 0; i < 3; i++)
      expect((await openShared({ 'x-document-token': token }, address)).statusCode).toBe(200);
    for (let i = 0; i < missesPerAddress; i++)
      expectError(await openShared({ 'x-document-token': `guess${i}` }, address), 404, 'NOT_FOUND');
    const braked = await openShared({ 'x-document-token': token }, address);
    expectError(braked, 429, 'RATE_LIMITED');
    expect(Number(braked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not braked.
    expect((await openShared({ 'x-document-token': token }, '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('upload links', () => {
  async function newCustomer(staff: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/customer/create',
      headers: bearer(staff),
      payload: { kind: 'person', firstName: 'An', lastName: 'Peeters' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  const create = (staff: string, body: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/document/uploadLink',
      headers: bearer(staff),
      payload: body,
    });

  const openLink = (token?: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/document/public/uploadLink',
      headers: token === undefined ? {} : { 'x-upload-token': token },
    });

  test("a customer's upload link opens its page until revoked", async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const created = await create(staff, {
      linkKind: 'customer',
      linkId: customerId,
      expiresAt: inAWeek(),
      note: "Stuur ons foto's van de situatie",
    });
    expect(created.statusCode).toBe(201);
    const { id, url } = created.json();
    expect(url).toMatch(/\/opladen#token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOfUrl(url);

    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expectShape('PublicUploadLink', opened.json());
    expect(opened.json().note).toBe("Stuur ons foto's van de situatie");

    const listed = await server.app.inject({
      method: 'GET',
      url: `/api/document/uploadLinks?linkKind=customer&linkId=${customerId}`,
      headers: bearer(staff),
    });
    expectShape('UploadLinks', listed.json());
    expect(listed.json().uploadLinks).toEqual([
      expect.objectContaining({ id, linkKind: 'customer', linkId: customerId, received: 0 }),
    ]);

    const revoked = await server.app.inject({
      method: 'DELETE',
      url: `/api/document/uploadLink/${id}`,
      headers: bearer(staff),
    });
    expect(revoked.statusCode).toBe(204);
    const answers = [await openLink(token), await openLink(), await openLink('x'.repeat(43))];
    for (const answer of answers) expectError(answer, 404, 'NOT_FOUND');
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  test('an upload link for nothing, or expired already, is refused and writes nothing', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const before = await server.snapshot();
    expectError(
      await create(staff, { linkKind: 'project', linkId: 999, expiresAt: inAWeek() }),
      400,
      'UNKNOWN_REFERENCE',
    );
    expectError(
      await create(staff, { linkKind: 'employee', linkId: customerId, expiresAt: inAWeek() }),
      400,
      'VALIDATION',
    );
    expectError(
      await create(staff, {
        linkKind: 'customer',
        linkId: customerId,
        expiresAt: new Date(Date.now() - 1).toISOString(),
      }),
      400,
      'VALIDATION',
    );
    expect(await server.snapshot()).toEqual(before);
    expect(await server.database.db.select().from(documentUploadLinks)).toEqual([]);
  });

  test('an expired upload link answers the same 404', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const { url } = (
      await create(staff, { linkKind: 'customer', linkId: customerId, expiresAt: inAWeek() })
    ).json();
    await server.database.db
      .update(documentUploadLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await openLink(tokenOfUrl(url));
    expectError(expired, 404, 'NOT_FOUND');
    expect(expired.body).toBe((await openLink('unknown')).body);
  });
});

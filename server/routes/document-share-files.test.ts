import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { renderMail, type MailContext } from '../mail/templates';
import { rowsOf } from '../db/rows-of';
import { documentLinks, documentUploadLinks, documentVersions, documents } from '../db/schema';
import { startChatOn } from '../test/chats';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { photoFile, type UploadFile } from '../test/image-files';
import { letterPdf } from '../test/pdf-files';

const FILES_PER_LINK = 4;
const server = useTestServer({
  overrides: {
    documentLinkLimits: {
      missesPerAddress: 20,
      uploadsPerAddress: 30,
      windowSeconds: 900,
      filesPerLink: FILES_PER_LINK,
    },
  },
});

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const tokenOfUrl = (url: string) => new URL(url).hash.match(/token=([^&]+)/)![1];
const pdf = async (): Promise<UploadFile> => ({
  content: await letterPdf(),
  name: 'offerte badkamer.pdf',
  type: 'application/pdf',
});

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

async function uploadLinkOf(staff: string, customerId: number) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/document/uploadLink',
    headers: bearer(staff),
    payload: { linkKind: 'customer', linkId: customerId, expiresAt: inAWeek(), note: 'Foto’s' },
  });
  expect(response.statusCode).toBe(201);
  return tokenOfUrl(response.json().url);
}

async function send(
  token: string | undefined,
  files: UploadFile[],
  remoteAddress = '10.9.0.1',
  data?: object,
) {
  const body = await multipart(data, files);
  return server.app.inject({
    method: 'POST',
    url: '/api/document/public/upload',
    headers: { ...body.headers, ...(token === undefined ? {} : { 'x-upload-token': token }) },
    payload: body.payload,
    remoteAddress,
  });
}

const countRows = async (table: string) =>
  Number(
    rowsOf(await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]
      .n,
  );

/** The documents linked to the customer. */
const linkedToCustomer = (customerId: number) =>
  sql`${documentLinks.kind} = 'customer' and ${documentLinks.targetId} = ${customerId}`;

describe("a customer's upload link", () => {
  test("the customer's files become the customer's documents, and staff are told by mail", async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const token = await uploadLinkOf(staff, customerId);

    const sent = await send(token, [await pdf(), await photoFile()], '10.9.0.1', {
      message: 'De lekkage\nin de badkamer',
    });
    expect(sent.statusCode).toBe(201);
    expectShape('PublicUploadDone', sent.json());
    expect(sent.json()).toEqual({ received: 2 });

    const db = server.database.db;
    const rows = await db
      .select({
        id: documents.id,
        name: documents.name,
        type: documents.type,
        tags: documents.tags,
      })
      .from(documents)
      .innerJoin(documentLinks, eq(documentLinks.documentId, documents.id))
      .where(linkedToCustomer(customerId));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tags)).toEqual([['van klant'], ['van klant']]);
    // Photos and a PDF together: Overig.
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['Overig']));
    expect(rows.map((row) => row.name).sort()).toEqual(['foto', 'offerte badkamer']);
    const [link] = await db.select().from(documentUploadLinks);
    expect(link.received).toBe(2);

    const mails = rowsOf(
      await db.execute(sql`select payload from outbox where kind = 'documents-received'`),
    ) as { payload: Record<string, unknown> }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0].payload).toMatchObject({
      count: 2,
      target: 'klant An Peeters',
      path: `/projects/customers/${customerId}`,
    });
    const mail = renderMail(
      { kind: 'documents-received', language: 'nl', payload: mails[0].payload },
      { appUrl: 'https://bo.example.be', companyName: 'Bouw bv' } as MailContext,
    );
    expect(mail.subject).toBe('2 bestand(en) ontvangen via een opladenlink: klant An Peeters');
    expect(mail.text).toContain(`https://bo.example.be/projects/customers/${customerId}`);
    expect(mail.text).toContain('De klant schreef erbij: "De lekkage in de badkamer"');

    // Photos alone: Foto.
    expect((await send(token, [await photoFile()])).statusCode).toBe(201);
    const [last] = await db
      .select({ type: documents.type })
      .from(documents)
      .orderBy(sql`${documents.id} desc`)
      .limit(1);
    expect(last.type).toBe('Foto');
  });

  test('a wrong token is refused before the body is read, and nothing is stored', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const token = await uploadLinkOf(staff, customerId);
    await server.database.db.update(documentUploadLinks).set({ revokedAt: new Date() });
    const blobs = await countRows('document_blobs');
    const answers = [
      await send(undefined, [await pdf()]),
      await send('no-such-token', [await pdf()]),
      await send(token, [await pdf()]),
    ];
    for (const answer of answers) expectError(answer, 404, 'NOT_FOUND');
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await countRows('document_blobs')).toBe(blobs);
    expect(await countRows('documents')).toBe(0);
  });

  test('a file that is not allowed is refused (415), and leaves nothing behind', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const token = await uploadLinkOf(staff, customerId);
    const blobs = await countRows('document_blobs');
    const refused = await send(token, [
      await pdf(),
      { content: Buffer.from('MZ\x90\x00 not a document', 'latin1'), name: 'factuur.pdf' },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(await countRows('document_blobs')).toBe(blobs);
    expect(await countRows('documents')).toBe(0);
    const [link] = await server.database.db.select().from(documentUploadLinks);
    expect(link.received).toBe(0);
  });

  test('a link takes at most its ceiling of files', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const token = await uploadLinkOf(staff, customerId);
    expect((await send(token, [await photoFile(), await photoFile()])).statusCode).toBe(201);
    const over = await send(token, [await photoFile(), await photoFile(), await photoFile()]);
    expectError(over, 413, 'PAYLOAD_TOO_LARGE');
    expect(await countRows('documents')).toBe(2);
    expect((await send(token, [await photoFile(), await photoFile()])).statusCode).toBe(201);
    expectError(await send(token, [await photoFile()]), 413, 'PAYLOAD_TOO_LARGE');
    expect(await countRows('documents')).toBe(FILES_PER_LINK);
  });
});

describe('a shared file', () => {
  test("the shared document's file is its current version, sent so that nothing in it runs", async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const uploadToken = await uploadLinkOf(staff, customerId);
    const file = await pdf();
    expect((await send(uploadToken, [file])).statusCode).toBe(201);
    const [document] = await server.database.db.select({ id: documents.id }).from(documents);
    const shared = await server.app.inject({
      method: 'POST',
      url: `/api/document/share/${document.id}`,
      headers: bearer(staff),
      payload: { expiresAt: inAWeek(), password: 'badkamer' },
    });
    const token = tokenOfUrl(shared.json().url);
    const headers = { 'x-document-token': token, 'x-document-password': 'badkamer' };

    const inline = await server.app.inject({
      method: 'GET',
      url: '/api/document/public/shared/file',
      headers,
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toMatch(/^application\/pdf/);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const [version] = await server.database.db.select().from(documentVersions);
    expect(createHash('sha256').update(inline.rawPayload).digest('hex')).toBe(version.sha256);

    const download = await server.app.inject({
      method: 'GET',
      url: '/api/document/public/shared/file?download=true',
      headers,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/document/public/shared/file',
      headers: { 'x-document-token': token, 'x-document-password': 'Badkamer' },
    });
    expectError(wrong, 404, 'NOT_FOUND');
    const meta = await server.app.inject({
      method: 'GET',
      url: '/api/document/public/shared',
      headers: { 'x-document-token': 'unknown' },
    });
    expect(wrong.body).toBe(meta.body);
  });
});

describe('a chat file kept among the documents', () => {
  async function chatPhoto() {
    const chat = await startChatOn(server.app);
    const body = await multipart({ content: '<p>Zie foto</p>' }, [await photoFile()]);
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/chat/public/${chat.id}/message`,
      headers: { ...body.headers, 'x-chat-token': chat.accessToken },
      payload: body.payload,
      remoteAddress: '10.2.1.1',
    });
    expect(sent.statusCode).toBe(201);
    const [file] = rowsOf(await server.database.db.execute(sql`select id from chat_files`));
    return Number(file.id);
  }

  const keep = (staff: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: '/api/document/fromChatFile',
      headers: bearer(staff),
      payload,
    });

  test('a photo of a conversation becomes a document of the customer, typed Foto', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const chatFileId = await chatPhoto();
    const kept = await keep(staff, { chatFileId, links: [{ kind: 'customer', id: customerId }] });
    expect(kept.statusCode).toBe(201);
    expectShape('Created', kept.json());
    const [row] = await server.database.db
      .select({ type: documents.type, name: documents.name })
      .from(documents)
      .where(eq(documents.id, kept.json().id));
    expect(row.type).toBe('Foto');
    const links = await server.database.db
      .select()
      .from(documentLinks)
      .where(eq(documentLinks.documentId, kept.json().id));
    expect(links).toEqual([{ documentId: kept.json().id, kind: 'customer', targetId: customerId }]);
  });

  test('an unknown chat file is 404, a role without the chats 403, and nothing is written', async () => {
    const staff = await server.signIn();
    const customerId = await newCustomer(staff);
    const chatFileId = await chatPhoto();
    const technician = await server.signIn('technieker@example.be', 'technieker');
    const before = await server.snapshot();
    const links = [{ kind: 'customer', id: customerId }];
    expectError(await keep(staff, { chatFileId: chatFileId + 100, links }), 404, 'NOT_FOUND');
    expectError(await keep(staff, { chatFileId, links: [] }), 400, 'VALIDATION');
    expectError(await keep(technician, { chatFileId, links }), 403, 'FORBIDDEN');
    expect(await server.snapshot()).toEqual(before);
    expect(await countRows('documents')).toBe(0);
  });
});

import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rowsOf } from '../db/rows-of';
import type { ErrorCode } from '../schemas';
import { bearer, expectError, expectShape, multipart, useTestServer } from '../test/harness';
import { graphicFile, photoFile, type UploadFile } from '../test/image-files';
import { encryptedPdf, hiddenScripts, letterPdf } from '../test/pdf-files';

const server = useTestServer({
  overrides: { chatMessageLimit: { perChat: 8, perAddress: 100, windowSeconds: 3600 } },
});
let staffToken: string;

beforeEach(async () => {
  staffToken = await server.signIn();
});

const AUTHOR = { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be' };

let address = 0;
async function startChat() {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/chat/create',
    payload: { subject: 'Vochtplek', author: AUTHOR, content: 'Er is een vochtplek.' },
    remoteAddress: `10.2.0.${++address}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; accessToken: string };
}

async function customerSends(
  chat: { id: number; accessToken: string },
  files: UploadFile[],
  content = '<p>Zie foto</p>',
) {
  const body = await multipart({ content }, files);
  return server.app.inject({
    method: 'POST',
    url: `/api/chat/public/${chat.id}/message`,
    headers: { ...body.headers, 'x-chat-token': chat.accessToken },
    payload: body.payload,
    remoteAddress: '10.2.1.1',
  });
}

const readPublic = (chat: { id: number; accessToken: string }) =>
  server.app.inject({
    method: 'GET',
    url: `/api/chat/public/${chat.id}`,
    headers: { 'x-chat-token': chat.accessToken },
  });

const staffFile = (fileId: number, query = '') =>
  server.app.inject({
    method: 'GET',
    url: `/api/chat/file/${fileId}${query}`,
    headers: bearer(staffToken),
  });

const count = async (table: 'chat_files' | 'messages') =>
  Number(
    rowsOf(await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]
      .n,
  );

/** A camera photo with its location in EXIF (GPS), as a phone writes it. */
const gpsPhoto = async (): Promise<UploadFile> => ({
  content: await sharp((await photoFile(2400, 1800)).content)
    .withExif({
      IFD0: { Make: 'Telefoon' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 50/1 4000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 21/1 1000/100',
      },
    })
    .jpeg()
    .toBuffer(),
  name: 'IMG_2041.JPG',
  type: 'image/jpeg',
});

/** A small, valid PDF; `extra` goes into its catalogue, `streams` are added as Flate streams. */
function pdf(extra = '', streams: Buffer[] = []): UploadFile {
  const parts: Buffer[] = [
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
      'latin1',
    ),
  ];
  for (const [i, stream] of streams.entries()) {
    const packed = deflateSync(stream);
    parts.push(
      Buffer.from(
        `${3 + i} 0 obj\n<< /Type /ObjStm /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  }
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return { content: Buffer.concat(parts), name: 'offerte.pdf', type: 'application/pdf' };
}

describe('files with a message', () => {
  test('a customer sends a GPS-tagged photo and a PDF: stored without the location, read with the token', async () => {
    const chat = await startChat();
    const photo = await gpsPhoto();
    // The photo as sent carries its EXIF (the camera's make and the GPS position).
    const sentExif = (await sharp(photo.content).metadata()).exif!;
    expect(sentExif.includes(Buffer.from('Telefoon'))).toBe(true);

    const sent = await customerSends(chat, [photo, pdf()]);
    expect(sent.statusCode).toBe(201);

    const read = await readPublic(chat);
    expectShape('PublicChat', read.json());
    const message = read.json().messages.at(-1);
    expect(message.files).toEqual([
      {
        id: expect.any(Number),
        name: 'IMG_2041.jpg',
        type: 'image/jpeg',
        size: expect.any(Number),
      },
      {
        id: expect.any(Number),
        name: 'offerte.pdf',
        type: 'application/pdf',
        size: pdf().content.length,
      },
    ]);
    const [photoId, pdfId] = message.files.map((file: { id: number }) => file.id);

    // Staff see the same files on the conversation.
    const staffChat = await server.app.inject({
      method: 'GET',
      url: `/api/chat/get/${chat.id}`,
      headers: bearer(staffToken),
    });
    expectShape('Chat', staffChat.json());
    expect(staffChat.json().messages.at(-1).files).toEqual(message.files);

    const stored = await staffFile(photoId);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.headers['cache-control']).toBe('private, no-cache');
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('Telefoon'))).toBe(false);
    expect(Math.max(metadata.width!, metadata.height!)).toBe(1600);
    expect(stored.rawPayload.length).toBe(message.files[0].size);

    const thumb = await staffFile(photoId, '?size=thumb');
    expect(Math.max((await sharp(thumb.rawPayload).metadata()).width!)).toBe(480);

    const document = await staffFile(pdfId, '?download=true');
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename="offerte.pdf"/);
    expect(document.headers['content-security-policy']).toContain('sandbox');
    expect(document.rawPayload.equals(pdf().content)).toBe(true);

    // The customer reads them with the token only; another chat's token opens nothing.
    const own = await server.app.inject({
      method: 'GET',
      url: `/api/chat/public/${chat.id}/file/${photoId}?size=thumb`,
      headers: { 'x-chat-token': chat.accessToken },
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(thumb.rawPayload)).toBe(true);
    const other = await startChat();
    for (const headers of [{}, { 'x-chat-token': other.accessToken }]) {
      expectError(
        await server.app.inject({
          method: 'GET',
          url: `/api/chat/public/${chat.id}/file/${photoId}`,
          headers,
        }),
        404,
        'NOT_FOUND',
      );
    }
    // Not by another chat's address with its own token either.
    expectError(
      await server.app.inject({
        method: 'GET',
        url: `/api/chat/public/${other.id}/file/${photoId}`,
        headers: { 'x-chat-token': other.accessToken },
      }),
      404,
      'NOT_FOUND',
    );
    // Staff only, with a session.
    expectError(
      await server.app.inject({ method: 'GET', url: `/api/chat/file/${photoId}` }),
      401,
      'UNAUTHORIZED',
    );
  });

  test('staff attach a file to a reply; the customer sees it; a photo alone needs no text', async () => {
    const chat = await startChat();
    const body = await multipart({ content: '<p>Hier de offerte.</p>' }, [pdf()]);
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/chat/createMessage/${chat.id}`,
      headers: { ...body.headers, ...bearer(staffToken) },
      payload: body.payload,
    });
    expect(reply.statusCode).toBe(201);
    expect((await customerSends(chat, [await graphicFile()], '')).statusCode).toBe(201);
    const messages = (await readPublic(chat)).json().messages;
    expect(messages.at(-2)).toMatchObject({ sender: 'staff', files: [{ name: 'offerte.pdf' }] });
    expect(messages.at(-1)).toMatchObject({
      sender: 'customer',
      content: '',
      files: [{ name: 'logo.png', type: 'image/png' }],
    });
    // Blank without files stays refused, as JSON and as multipart.
    expectError(await customerSends(chat, [], '<p> </p>'), 400, 'VALIDATION');
  });

  test('the list of conversations carries the latest message with its files', async () => {
    const chat = await startChat();
    await customerSends(chat, [pdf()]);
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/chat/getall',
      headers: bearer(staffToken),
    });
    const listed = list.json().find((c: { id: number }) => c.id === chat.id);
    expect(listed.messages[0].files).toMatchObject([{ name: 'offerte.pdf' }]);
  });
});

describe('hostile files are refused, and nothing is stored', () => {
  const hostile: [string, () => Promise<UploadFile> | UploadFile, number, ErrorCode][] = [
    [
      'a script renamed .jpg',
      () => ({
        content: Buffer.from('<script>alert(1)</script>'),
        name: 'foto.jpg',
        type: 'image/jpeg',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a shell script',
      () => ({ content: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'x.sh' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a JPEG header over garbage',
      () => ({
        content: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF with a JavaScript action',
      () => pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF that launches a program',
      () => pdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF whose script name is escaped',
      () => pdf('/OpenAction << /S /J#61vaScript /J#53 (x) >>'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF with a script inside a compressed object stream',
      () => pdf('', [Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>')]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF whose stream is a decompression bomb',
      () => pdf('', [Buffer.alloc(80 * 1024 * 1024)]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a PDF without its end',
      () => ({ content: Buffer.from('%PDF-1.7\n1 0 obj\n'), name: 'kapot.pdf' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a zip bomb',
      () => ({
        content: Buffer.concat([
          Buffer.from('PK\u0003\u0004', 'latin1'),
          deflateSync(Buffer.alloc(50 * 1024 * 1024)),
        ]),
        name: 'fotos.zip',
        type: 'application/zip',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a 10,000 x 10,000 PNG',
      async () => graphicFile({ width: 10_000, height: 10_000, name: 'groot.png' }),
      413,
      'IMAGE_TOO_MANY_PIXELS',
    ],
    [
      'a file over 10 MB',
      () => ({
        content: Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.alloc(11 * 1024 * 1024, 32),
          Buffer.from('%%EOF'),
        ]),
        name: 'groot.pdf',
      }),
      413,
      'FILE_TOO_LARGE',
    ],
  ];

  test.each(hostile)('%s', async (_name, make, status, code) => {
    const chat = await startChat();
    const before = [await count('messages'), await count('chat_files')];
    // Beside a good photo: the whole message is refused.
    const response = await customerSends(chat, [await photoFile(), await make()]);
    expectError(response, status, code);
    if (status === 415) expect(response.json().message).toMatch(/^.+: /);
    expect([await count('messages'), await count('chat_files')]).toEqual(before);
  });

  test('six files are too many', async () => {
    const chat = await startChat();
    const files = await Promise.all(Array.from({ length: 6 }, () => graphicFile()));
    expectError(await customerSends(chat, files), 413, 'TOO_MANY_FILES');
  });
});

describe('a PDF is read whole before it is stored', () => {
  const asUpload = (content: Buffer): UploadFile => ({
    content,
    name: 'offerte.pdf',
    type: 'application/pdf',
  });
  const refusals: [string, Buffer, ErrorCode, RegExp][] = [
    ...hiddenScripts().map(([how, content]): [string, Buffer, ErrorCode, RegExp] => [
      `a script hidden in an object stream ${how}`,
      content,
      'UNSUPPORTED_MEDIA_TYPE',
      /^offerte\.pdf: the PDF holds scripts or actions/,
    ]),
    [
      'an encrypted PDF',
      encryptedPdf(),
      'PDF_ENCRYPTED',
      /^offerte\.pdf: Dit PDF-bestand is beveiligd; stuur een onbeveiligde versie$/,
    ],
  ];

  test.each(refusals)('%s: 415, nothing stored', async (_name, content, code, message) => {
    const chat = await startChat();
    const before = [await count('messages'), await count('chat_files')];
    const response = await customerSends(chat, [asUpload(content)]);
    expectError(response, 415, code);
    expect(response.json().message).toMatch(message);
    expect([await count('messages'), await count('chat_files')]).toEqual(before);
  });

  test('a document with text, as a PDF library writes it, is stored as sent', async () => {
    const chat = await startChat();
    const letter = await letterPdf();
    expect((await customerSends(chat, [asUpload(letter)])).statusCode).toBe(201);
    const [file] = (await readPublic(chat)).json().messages.at(-1).files;
    expect(file).toMatchObject({ name: 'offerte.pdf', type: 'application/pdf' });
    expect((await staffFile(file.id)).rawPayload.equals(letter)).toBe(true);
  });

  test("staff's reply goes through the same check", async () => {
    const chat = await startChat();
    const before = [await count('messages'), await count('chat_files')];
    const body = await multipart({ content: '<p>Hier de offerte.</p>' }, [
      asUpload(hiddenScripts()[4][1]),
    ]);
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/chat/createMessage/${chat.id}`,
      headers: { ...body.headers, ...bearer(staffToken) },
      payload: body.payload,
    });
    expectError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(reply.json().message).toMatch(/scripts or actions/);
    expect([await count('messages'), await count('chat_files')]).toEqual(before);
  });
});

test('each file counts against the limit per chat as a message does', async () => {
  const chat = await startChat();
  // perChat is 8: the first message of the chat was not a follow-up; 1 + 5 files, then 1 + 1.
  const five = await Promise.all(Array.from({ length: 5 }, () => graphicFile()));
  expect((await customerSends(chat, five)).statusCode).toBe(201);
  expect((await customerSends(chat, [await graphicFile()])).statusCode).toBe(201);
  expectError(await customerSends(chat, [await graphicFile()]), 429, 'RATE_LIMITED');
});

test('the export lists the files; erasure and removal take them away', async () => {
  const first = await startChat();
  await customerSends(first, [pdf()]);
  const exported = await server.app.inject({
    method: 'GET',
    url: `/api/chat/customerData?email=${AUTHOR.email}`,
    headers: bearer(staffToken),
  });
  expectShape('CustomerData', exported.json());
  const files = exported.json().files as { id: number; chatId: number; path: string }[];
  const own = files.filter((file) => file.chatId === first.id);
  // Listed with their place in the export's ZIP, which holds the bytes (customer-data.test.ts).
  expect(own).toEqual([
    expect.objectContaining({ name: 'offerte.pdf', path: `bestanden/${own[0].id}-offerte.pdf` }),
  ]);
  expect(exported.body).not.toContain('base64');

  const second = await startChat();
  await customerSends(second, [pdf()]);
  const removed = await server.app.inject({
    method: 'DELETE',
    url: `/api/chat/remove/${second.id}`,
    headers: bearer(staffToken),
  });
  expect(removed.statusCode).toBe(204);
  const left = rowsOf(
    await server.database.db.execute(
      sql`select count(*)::int as n from chat_files where chat_id = ${second.id}`,
    ),
  );
  expect(Number(left[0].n)).toBe(0);
  expect(await count('chat_files')).toBeGreaterThan(0);

  const erased = await server.app.inject({
    method: 'DELETE',
    url: `/api/chat/customerData?email=${AUTHOR.email}`,
    headers: bearer(staffToken),
  });
  expect(erased.statusCode).toBe(200);
  expect(await count('chat_files')).toBe(0);
});

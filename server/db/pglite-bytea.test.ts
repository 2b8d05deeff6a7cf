import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pgliteByteaCodec } from './pglite-bytea';

describe("PGlite's bytea codec", () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite(pgliteByteaCodec);
    await pg.exec('create table blobs (id int primary key, bytes bytea not null)');
  });
  afterAll(() => pg.close());

  it('writes and reads every byte value, empty values and views into a larger buffer', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const large = randomBytes(3 * 1024 * 1024 + 7);
    const view = large.subarray(1001, 1001 + 65_536); // a byteOffset into a shared buffer
    const values = [every, Buffer.alloc(0), large, view, new Uint8Array([0, 92, 120])];
    for (const [id, value] of values.entries())
      await pg.query('insert into blobs values ($1, $2)', [id, value]);
    const { rows } = await pg.query<{ id: number; bytes: Buffer; length: number }>(
      'select id, bytes, length(bytes) as length from blobs order by id',
    );
    expect(rows.map((row) => row.length)).toEqual(values.map((value) => value.length));
    for (const row of rows) expect(Buffer.compare(row.bytes, Buffer.from(values[row.id]))).toBe(0);
    // What the server stored, seen by the database itself: the same digest.
    const [digest] = (
      await pg.query<{ hex: string }>(
        `select encode(sha256(bytes), 'hex') as hex from blobs where id = 3`,
      )
    ).rows;
    expect(digest.hex).toBe(createHash('sha256').update(view).digest('hex'));
  });

  it('refuses what is not bytes, as PGlite does', async () => {
    await expect(pg.query('insert into blobs values (9, $1)', ['\\x00'])).rejects.toThrow(
      'Invalid input for bytea type',
    );
  });
});

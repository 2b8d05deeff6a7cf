import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { Value } from '@sinclair/typebox/value';
import type { TObject } from '@sinclair/typebox';
import { rowsOf } from '../db/rows-of';
import * as schema from '../db/schema';
import { seedDemo } from '../cli/seed-demo';
import { CONTENT_KINDS } from '../domain/history';
import { CustomerData } from '../schemas';
import { DATABASE_HOOK_TIMEOUT, useTestServer } from '../test/harness';
import { contentKind, contentKinds, Version } from './content-kinds';

/**
 * The registry of content kinds (docs/architecture.md § Content kinds): every table of the
 * schema is a kind's or named here with why it is none, and each declaration agrees with the
 * contract and with what its kind's state holds.
 */

/** Tables that hold no content kind, and why. A new table is one of these or a kind's. */
const NOT_CONTENT: Partial<Record<keyof typeof schema, string>> = {
  users: 'Staff accounts: managed in the settings, their changes in the activity log, no versions',
  sessions: 'Sign-in state, not content',
  throttleEvents: 'Sign-in attempts counted against guessing, not content',
  images: "Image files, kept while a kind's row, version or trash item shows them",
  imageRenditions: 'Smaller copies of the image files, made from them',
  chats:
    "Conversations: removed for good, no versions; the customer's privacy is services/chats.ts'",
  chatViewers: 'Who has a conversation open now',
  chatReads: 'Where each staff member has read a conversation up to',
  chatLinks: "A conversation's links by e-mail (their tokens), removed with it",
  messages: "A conversation's messages, removed with it",
  chatFiles: "A conversation's files, removed with it",
  quickReplies: "Staff's shared answers: settings, changed in place, no history",
  openingHours: "The company's opening hours: one setting, its changes in the activity log",
  companySettings: "The company's invoicing identity: one setting, its changes in the activity log",
  peppolEvents: "The access point's webhook events as received, kept once each, not content",
  outbox: 'Mail on its way',
  versions: "History's own: the versions of every kind",
  versionImages: 'The images each version shows',
  trash: "The trash's own: the items of every kind",
  trashImages: 'The images each trash item shows',
  activity: 'The activity log itself',
  employeeFeeds: "An employee's calendar feeds: secret addresses, not content",
  appointmentLinks: "An appointment's links in its mail (their tokens), not content",
  documentTypes: 'The document types of the settings and their retention, changed in place',
  documentBlobs: "Files' bytes, kept while a version or trash item holds them",
  documentBlobChunks: "The blobs' bytes in chunks",
  documentShares: 'Share links of a document (their token hashes), not content',
  documentUploadLinks: "Customers' upload links (their token hashes), not content",
  numberSeries:
    'The last number given per series and year (invoices, credit notes, quotes): counters, not content',
  bankAccounts: "The company's bank accounts: settings of Financiën, changed in place",
  bankFiles: "The bank's statement files as delivered, for the accountant's export: never edited",
  bankStatements: "The bank's statements as imported: the bank's record, never edited",
  bankLines: "A statement's movements as the bank wrote them, with what they were matched to",
  bankMatches: 'Which movement paid which invoice or purchase, undone by removal',
  vehicleReminders:
    "The reminders written of a vehicle's dates, so each goes once: the job's bookkeeping",
  toolReminders:
    "The reminders written of a tool's inspection, so each goes once: the job's bookkeeping",
  vehicleBenefitYears:
    "The company-car benefit's parameters of each year, as the law publishes them: reference data",
  vehicleFuellings:
    "A fuel card's lines as the provider's file gave them: imported records, never edited",
  paymentRuns: 'A payment file as it was offered to the bank: kept unchanged, never edited',
  paymentRunTransfers: "The transfers of a payment run's file, kept with it",
  stockLocations:
    "Inventaris's warehouses, vans and sites: settings, their changes in the activity log",
  stockMoves: "The stock's movements: facts, never edited, the record every level sums",
  stockLevels: "The sum of each article's movements per location, kept with them, and its minimum",
};

const tableNames = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name as keyof typeof schema);

describe('the registry', () => {
  test('declares each kind of the contract once, under its own name', () => {
    const declared = contentKinds().map((one) => one.kind);
    expect([...declared].sort()).toEqual([...CONTENT_KINDS].sort());
    for (const kind of CONTENT_KINDS) expect(contentKind(kind).kind).toBe(kind);
  });

  test("names every table of the schema as a kind's or as no content, with a reason", () => {
    const registered: string[] = contentKinds().flatMap((declared) => declared.tables);
    const unclassified = (names: string[]) =>
      names.filter(
        (name) => !registered.includes(name) && !NOT_CONTENT[name as keyof typeof schema],
      );
    expect(unclassified(tableNames)).toEqual([]);
    // A table added without either is named.
    expect(unclassified([...tableNames, 'stockItems'])).toEqual(['stockItems']);
    // Each table once: a kind's table is not also excluded, nor two kinds'.
    expect(registered.filter((name) => NOT_CONTENT[name as keyof typeof schema])).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
    for (const name of [...registered, ...Object.keys(NOT_CONTENT)])
      expect(tableNames).toContain(name);
  });

  test("each kind's versions are the contract's Version of that kind", () => {
    const members = (Version as unknown as { anyOf: TObject[] }).anyOf;
    for (const declared of contentKinds()) {
      const member = members.find((one) => one.properties.kind.const === declared.kind);
      expect(member?.properties.data.$ref).toBe(`${declared.version.$id}#`);
    }
  });

  test("says for each kind what the customer's export and erasure do with it", () => {
    const exported = Object.keys((CustomerData as unknown as TObject).properties);
    for (const { kind, customerData } of contentKinds()) {
      if ('exportAs' in customerData)
        expect({ kind, exported }).toEqual({
          kind,
          exported: expect.arrayContaining([customerData.exportAs]),
        });
      else expect(customerData.holdsNothing.length).toBeGreaterThan(10);
      // Nothing erased reads as nothing in the activity entry.
      if ('erased' in customerData)
        expect(
          customerData.erased({ customers: 0, appointmentsRemoved: 0, appointmentsKept: 0 }),
        ).toBe('');
    }
  });
});

describe("each kind's state", () => {
  const server = useTestServer({ reset: false });

  // The demo seed makes at least one of every kind: a kind it leaves empty fails here, so the
  // demo shows each area (docs/adding-an-area.md § Seeds). The seed paints some fifty pictures:
  // minutes on a busy machine, as in seed-demo.test.ts.
  beforeAll(async () => {
    const { db } = server.database;
    expect(await seedDemo(db, new Date())).toMatchObject({ created: true });
  }, 2 * DATABASE_HOOK_TIMEOUT);

  test.each([...CONTENT_KINDS])(
    '%s: the demo makes one, its state holds the fields its version schema names, and names it for the log',
    async (kind) => {
      const { db } = server.database;
      const declared = contentKind(kind);
      const table = schema[declared.tables[0]] as PgTable;
      const [row] = rowsOf(
        await db.execute(sql`select min(id) as id from ${sql.identifier(getTableName(table))}`),
      );
      expect(row.id).not.toBeNull();
      const state = await declared.state(db, Number(row.id));
      expect(state).toBeDefined();
      const fields = Object.keys((declared.version as TObject).properties);
      // A field the state holds and the schema does not name would not reach the screen.
      expect(Object.keys(state!.data).filter((name) => !fields.includes(name))).toEqual([]);
      expect([...Value.Errors(declared.version, state!.data)].map((e) => e.path)).toEqual([]);
      const target = await declared.target(db, Number(row.id), state!.data);
      expect(target).toMatchObject({ kind, id: Number(row.id) });
      expect(target.label).not.toBe('');
    },
  );
});

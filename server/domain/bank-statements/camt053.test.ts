import { ACCOUNT, SAVINGS, current, refusalOf, savings } from '../../test/bank-statement-examples';
import { camt053File } from '../../test/camt053-files';
import { codaFile } from '../../test/coda-files';
import { camt053Reader } from './camt053';
import { codaReader } from './coda';
import { readStatementFile } from '.';

/**
 * The camt.053 reader on statements written by the tests' own builder from the ISO 20022
 * message (server/test/camt053-files.ts), from the same descriptions as the CODA tests' files.
 */

const read = (xml: string) => camt053Reader.read(Buffer.from(xml, 'utf8'));

const refusal = (xml: string) => refusalOf(read, xml);

test.each(['02', '08'] as const)(
  'camt.053.001.%s reads as the same statements in CODA do',
  (version) => {
    const xml = camt053File([current, savings], version);
    expect(camt053Reader.recognises(Buffer.from(xml))).toBe(true);
    expect(codaReader.recognises(Buffer.from(xml))).toBe(false);
    const statements = read(xml);
    expect(statements.map((statement) => statement.account)).toEqual([ACCOUNT, SAVINGS]);
    expect(statements).toEqual(codaReader.read(Buffer.from(codaFile([current, savings]))));
    expect(statements[0].lines[0]).toMatchObject({
      structuredCommunication: '000000010104',
      counterparty: { name: 'Dirk Claes', account: 'BE62510007547061', bic: 'GEBABEBB' },
    });
    expect(statements[0].lines[2].details).toHaveLength(2);
  },
);

test('a balance that does not add up is reported as in CODA', () => {
  const [statement] = read(camt053File([{ ...savings, closingBalance: 5_001_000 }]));
  expect(statement.warnings).toEqual(
    codaReader.read(Buffer.from(codaFile([{ ...savings, closingBalance: 5_001_000 }])))[0].warnings,
  );
  expect(statement.warnings[0]).toContain('(verschil -€ 2,50)');
});

test('a reference that is no valid structured communication is kept as no structured one', () => {
  const xml = camt053File([
    {
      ...savings,
      movements: [{ amount: 500, entryDate: '2026-03-31', structured: '000000010105' }],
    },
  ]);
  expect(read(xml)[0].lines[0]).toMatchObject({
    structuredCommunication: null,
    communication: '+++000/0000/10105+++',
  });
  // CODA alike.
  expect(
    codaReader.read(
      Buffer.from(
        codaFile([
          {
            ...savings,
            movements: [{ amount: 500, entryDate: '2026-03-31', structured: '000000010105' }],
          },
        ]),
      ),
    )[0].lines[0],
  ).toMatchObject({ structuredCommunication: null, communication: '+++000/0000/10105+++' });
});

test('what is not a readable camt.053 statement is refused as a whole, saying why', () => {
  const xml = camt053File([current, savings]);
  expect(refusal(xml.replace('</Document>', ''))).toMatch(/^Het bestand is geen geldige XML: /);
  expect(refusal(xml.replaceAll('camt.053.001.02', 'camt.052.001.02'))).toBe(
    'Het bestand is geen camt.053-rekeninguittreksel.',
  );
  expect(refusal(xml.replace('<Cd>CLBD</Cd>', '<Cd>ITBD</Cd>'))).toBe(
    'Uittreksel STMT-57: het geboekte begin- (OPBD) of eindsaldo (CLBD) ontbreekt.',
  );
  expect(refusal(xml.replace('>1210.00<', '>1210,00<'))).toBe(
    "Uittreksel STMT-57, beweging 1: het bedrag '1210,00' is geen bedrag in euro.",
  );
  expect(refusal(xml.replace('<Dt>2026-03-31</Dt>', '<Dt>2026-02-31</Dt>'))).toMatch(
    /^Uittreksel STMT-3, .*'2026-02-31' is geen datum \(JJJJ-MM-DD\)\.$/,
  );
  expect(refusal(xml.replace(/<Stmt>[\s\S]*<\/Stmt>/, ''))).toBe(
    'Het camt.053-bestand bevat geen uittreksel (Stmt).',
  );
});

test('a file is read by the reader of its format, and one of neither format is refused', () => {
  const coda = Buffer.from(codaFile([savings]));
  const camt = Buffer.from(camt053File([savings]));
  expect(readStatementFile(coda).statements).toEqual(readStatementFile(camt).statements);
  expect(() => readStatementFile(Buffer.from('Datum;Bedrag\n2026-03-31;12,50\n'))).toThrow(
    'Dit is geen rekeninguittreksel dat gelezen kan worden: alleen CODA en camt.053.',
  );
});

import { ACCOUNT, SAVINGS, current, refusalOf, savings } from '../../test/bank-statement-examples';
import { codaFile } from '../../test/coda-files';
import { codaReader } from './coda';

/**
 * The CODA reader on files written by the tests' own builder from the standard's layout
 * (server/test/coda-files.ts): what it reads, and every way a file is refused as a whole.
 */

const read = (text: string) => codaReader.read(Buffer.from(text, 'latin1'));

const refusal = (text: string) => refusalOf(read, text);

test('several statements of two accounts in one file, each with its balances and movements', () => {
  const file = codaFile([current, savings]);
  expect(codaReader.recognises(Buffer.from(file))).toBe(true);
  const [first, second] = read(file);
  expect(first).toMatchObject({
    account: ACCOUNT,
    currency: 'EUR',
    number: '57',
    openingBalance: 1_254_310,
    openingDate: '2026-03-27',
    closingBalance: 1_254_310 + 121_000 - 45_980 - 300_000,
    closingDate: '2026-03-30',
    warnings: [],
  });
  expect(first.lines).toHaveLength(3);
  expect(first.lines[0]).toEqual({
    sequence: 1,
    amount: 121_000,
    entryDate: '2026-03-30',
    valueDate: '2026-03-29',
    structuredCommunication: '000000010104',
    communication: '+++000/0000/10104+++',
    counterparty: { name: 'Dirk Claes', account: 'BE62510007547061', bic: 'GEBABEBB' },
    bankReference: 'EBNK00000000000000001',
    details: [],
  });
  // A free communication runs on over records 2.2 and 2.3.
  expect(first.lines[1]).toMatchObject({
    amount: -45_980,
    valueDate: '2026-03-30',
    structuredCommunication: null,
    communication: current.movements[1].communication,
    counterparty: { name: 'Bouwmaterialen Desmet NV', account: 'BE43068999999501' },
  });
  // A batch: one movement on the account, its parts listed.
  expect(first.lines[2]).toMatchObject({
    sequence: 3,
    amount: -300_000,
    communication: 'Betaalopdracht 12',
    details: [
      { amount: -180_000, communication: 'Factuur A-77 Elektro Peeters' },
      { amount: -120_000, communication: 'Factuur 2026/44 Schrijnwerk Maes' },
    ],
  });
  expect(second).toMatchObject({
    account: SAVINGS,
    number: '3',
    openingBalance: 5_000_000,
    closingBalance: 5_001_250,
    lines: [{ sequence: 1, amount: 1_250, communication: 'Intrest Q1' }],
    warnings: [],
  });
});

test('line ends of LF alone, a Latin-1 name and a file without a last line end read alike', () => {
  const latin = {
    ...savings,
    movements: [
      {
        ...savings.movements[0],
        counterparty: { name: 'Gérard Lefèvre', iban: 'BE62510007547061', bic: 'GEBABEBB' },
      },
    ],
  };
  const file = codaFile([latin]).replace(/\r\n/g, '\n').trimEnd();
  expect(read(file)[0].lines[0].counterparty.name).toBe('Gérard Lefèvre');
  expect(read(codaFile([latin]))[0].lines[0].counterparty.name).toBe('Gérard Lefèvre');
  // The same in UTF-8, as some software writes it.
  const utf8 = codaReader.read(Buffer.from(codaFile([latin]), 'utf8'));
  expect(utf8[0].lines[0].counterparty.name).toBe('Gérard Lefèvre');
});

test('a balance that does not add up is reported with its figures, not corrected', () => {
  const [statement] = read(codaFile([{ ...savings, closingBalance: 5_001_000 }]));
  expect(statement.closingBalance).toBe(5_001_000);
  expect(statement.lines).toHaveLength(1);
  expect(statement.warnings).toEqual([
    `Uittreksel 3 van ${SAVINGS}: het oude saldo € 50.000,00 plus de bewegingen € 12,50 geeft ` +
      '€ 50.012,50, maar de bank vermeldt een nieuw saldo van € 50.010,00 (verschil -€ 2,50).',
  ]);
});

test('a record that is not 128 characters long refuses the whole file, naming its line', () => {
  const lines = codaFile([current, savings]).split('\r\n');
  lines[4] = lines[4].slice(0, 127);
  expect(refusal(lines.join('\r\n'))).toBe(
    'Regel 5: een CODA-record heeft 128 tekens, dit heeft er 127.',
  );
  lines[4] = `${lines[4]}  `;
  expect(refusal(lines.join('\r\n'))).toBe(
    'Regel 5: een CODA-record heeft 128 tekens, dit heeft er 129.',
  );
});

test('a trailer whose count or totals differ from the statement refuses the file', () => {
  // The current account's statement: header, 13 records (1; 2.1–2.3 twice; 2.1, 3.1 and two
  // details; 4; 8) and trailer, after the savings account's 5 lines.
  const records = codaFile([current]).split('\r\n').length - 1;
  expect(records).toBe(15);
  expect(refusal(codaFile([savings, { ...current, trailer: { records: 12 } }]))).toBe(
    'Regel 20: de eindregel (record 9) telt 12 records, het uittreksel heeft er 13.',
  );
  expect(refusal(codaFile([{ ...current, trailer: { debit: 345_000 } }]))).toBe(
    `Regel 15: de eindregel (record 9) telt € 3.450,00 debet en € 1.210,00 credit, ` +
      'de bewegingen € 3.459,80 debet en € 1.210,00 credit.',
  );
});

test('a file cut short, one that does not start with a header, and damaged fields are refused', () => {
  const lines = codaFile([current, savings]).split('\r\n');
  const cut = lines.slice(0, -3).join('\r\n');
  expect(refusal(cut)).toBe(
    `Regel ${lines.length - 3}: het uittreksel dat op regel 16 begint, heeft geen eindregel (record 9).`,
  );
  expect(refusal(lines.slice(1).join('\r\n'))).toBe(
    'Regel 1: een CODA-bestand begint met een kopregel (record 0).',
  );
  const amount = [...lines];
  amount[2] = `${amount[2].slice(0, 40)}x${amount[2].slice(41)}`;
  expect(refusal(amount.join('\r\n'))).toBe(
    "Regel 3: het bedrag (posities 33–47) is geen getal: '00000000x210000'.",
  );
  const date = [...lines];
  date[2] = `${date[2].slice(0, 115)}310226${date[2].slice(121)}`;
  expect(refusal(date.join('\r\n'))).toBe(
    "Regel 3: de boekingsdatum '310226' is geen bestaande datum (DDMMJJ).",
  );
  const version = [...lines];
  version[0] = `${version[0].slice(0, 127)}1`;
  expect(refusal(version.join('\r\n'))).toBe(
    "Regel 1: CODA-versie '1' (positie 128) wordt niet gelezen, alleen versie 2.",
  );
  expect(refusal('')).toBe('Het CODA-bestand is leeg.');
});

test('what is not a CODA file is not recognised as one', () => {
  expect(codaReader.recognises(Buffer.from('<?xml version="1.0"?><Document/>'))).toBe(false);
  expect(codaReader.recognises(Buffer.from('Datum;Bedrag;Omschrijving\n'))).toBe(false);
});

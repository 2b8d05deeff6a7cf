import { creditTransferXml, sepaText, type CreditTransferFile } from './pain001';
import { checkCreditTransferFile } from './pain001-check';

/**
 * The payment run's file (docs/product.md § Financiën: payments out) against the EPC's schema
 * for pain.001.001.09 (EPC132-08 2023), pinned in server/sepa/artefacts.
 */
jest.setTimeout(60_000);

const file = (extra: Partial<CreditTransferFile> = {}): CreditTransferFile => ({
  messageId: 'BETALING-20261201-7',
  createdAt: new Date('2026-11-30T09:15:00.123Z'),
  executionDate: '2026-12-01',
  debtor: { name: 'Bouwbedrijf Peeters BV', iban: 'BE68539007547034', bic: 'GEBABEBB' },
  transfers: [
    {
      endToEndId: 'AANK-12',
      amount: 96_800,
      creditor: { name: 'Bouwmaterialen Vandamme & Zn', iban: 'BE43068999999501', bic: '' },
      reference: '+++000/0000/04545+++',
    },
    {
      endToEndId: 'AANK-13',
      amount: 5,
      creditor: { name: 'Électricité Dubois', iban: 'BE62510007547061', bic: 'GKCCBEBB' },
      reference: 'Factuur 2026/77',
    },
  ],
  ...extra,
});

test('a file with a structured and a free reference is valid by the EPC schema', async () => {
  const xml = creditTransferXml(file());
  expect(await checkCreditTransferFile(xml)).toEqual([]);
  // The Belgian structured reference: SCOR, issued by BBA, the twelve digits.
  expect(xml).toMatch(
    /<Strd>\s*<CdtrRefInf>\s*<Tp>\s*<CdOrPrtry>\s*<Cd>SCOR<\/Cd>\s*<\/CdOrPrtry>\s*<Issr>BBA<\/Issr>\s*<\/Tp>\s*<Ref>000000004545<\/Ref>/,
  );
  expect(xml).toContain('<Ustrd>Factuur 2026/77</Ustrd>');
  expect(xml).toContain('<NbOfTxs>2</NbOfTxs>');
  expect(xml).toContain('<CtrlSum>968.05</CtrlSum>');
  expect(xml).toContain('<InstdAmt Ccy="EUR">0.05</InstdAmt>');
  expect(xml).toContain('<ReqdExctnDt>\n        <Dt>2026-12-01</Dt>');
  // One debit per transfer, so the statement shows each and each invoice is closed by its own.
  expect(xml).toContain('<BtchBookg>false</BtchBookg>');
  expect(xml).toContain('<Nm>Electricite Dubois</Nm>');
});

test('a communication whose check digits fail travels as free text, not as SCOR', async () => {
  const xml = creditTransferXml(
    file({
      transfers: [
        {
          endToEndId: 'AANK-14',
          amount: 100,
          creditor: { name: 'X', iban: 'BE43068999999501', bic: '' },
          reference: '+++000/0000/04546+++',
        },
      ],
    }),
  );
  expect(xml).not.toContain('SCOR');
  expect(xml).toContain('<Ustrd>+++000/0000/04546+++</Ustrd>');
  expect(await checkCreditTransferFile(xml)).toEqual([]);
});

test('the schema refuses what a bank would: the check is not a formality', async () => {
  const bad = creditTransferXml(
    file({ debtor: { name: 'Peeters', iban: 'BE68 5390', bic: 'gebabebb' } }),
  );
  const failures = await checkCreditTransferFile(bad);
  expect(failures.length).toBeGreaterThan(0);
  expect(failures.map((failure) => failure.message).join(' ')).toMatch(/IBAN|BICFI/);
  expect(() => creditTransferXml(file({ transfers: [] }))).toThrow('needs a transfer');
  expect(() =>
    creditTransferXml(file({ transfers: [{ ...file().transfers[0], amount: 0 }] })),
  ).toThrow('is not cents > 0');
});

test('text keeps to the Latin set SEPA banks accept, and to its length', () => {
  expect(sepaText('Bouwwerken Åkesson & Zn <bv>', 70)).toBe('Bouwwerken Akesson + Zn bv');
  expect(sepaText('Ça coûte € 5', 70)).toBe('Ca coute 5');
  expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
});

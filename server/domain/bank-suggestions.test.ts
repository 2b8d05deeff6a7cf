import { suggestMatches, type OpenDocumentFacts } from './bank-suggestions';

/** The evidence that a movement pays an invoice, weighed (docs/product.md § Financiën). */

const invoice = (overrides: Partial<OpenDocumentFacts>): OpenDocumentFacts => ({
  id: 1,
  number: 'F2026-0042',
  structuredCommunication: '+++000/0000/42042+++',
  openAmount: 121_000,
  payableAmount: 121_000,
  partyName: 'Bouwbedrijf Janssens BV',
  partyIban: 'BE62510007547061',
  ...overrides,
});

const movement = {
  left: 121_000,
  structuredCommunication: '',
  communication: '',
  counterpartyName: '',
  counterpartyAccount: '',
};

test('each piece of evidence is named, and the likeliest invoice comes first', () => {
  const invoices = [
    invoice({ id: 1 }),
    invoice({ id: 2, number: 'F2026-0043', partyName: 'Peeters', partyIban: '' }),
    invoice({ id: 3, number: 'F2026-0044', openAmount: 5_000, payableAmount: 9_000 }),
  ];
  const suggestions = suggestMatches(
    {
      ...movement,
      communication: 'betaling factuur f2026-0042 dank u',
      counterpartyName: 'JANSSENS BOUWBEDRIJF',
      counterpartyAccount: 'BE62510007547061',
    },
    invoices,
    'invoice',
  );
  expect(suggestions.map((suggestion) => suggestion.id)).toEqual([1, 2, 3]);
  expect(suggestions[0].evidence).toEqual([
    'Het bedrag is precies wat openstaat (€ 1.210,00).',
    'De mededeling noemt factuur F2026-0042.',
    'De rekening van de betaler is die van de klant.',
    'De naam van de betaler lijkt op Bouwbedrijf Janssens BV.',
  ]);
  expect(suggestions[0].score).toBeGreaterThan(suggestions[1].score);
  // Invoice 3: only the account and the name (30 + 15), no amount.
  expect(suggestions[2].evidence).toHaveLength(2);
});

test('the number is found by its digits, the whole invoice amount counts, a legal form alone does not', () => {
  const [only] = suggestMatches(
    { ...movement, communication: 'FACT 20260042' },
    [invoice({ openAmount: 21_000, partyIban: '' })],
    'invoice',
  );
  expect(only.evidence).toEqual([
    'Het bedrag is het factuurbedrag (€ 1.210,00).',
    'De mededeling noemt factuur F2026-0042.',
  ]);
  expect(
    suggestMatches(
      { ...movement, left: 1, counterpartyName: 'Andere BV' },
      [invoice({ partyIban: '' })],
      'invoice',
    ),
  ).toEqual([]);
});

test('a structured communication outweighs the rest, and at most five are suggested', () => {
  const many = Array.from({ length: 8 }, (_, index) =>
    invoice({ id: index + 1, number: `F2026-01${index}`, partyIban: '' }),
  );
  many.push(invoice({ id: 20, openAmount: 3, structuredCommunication: '+++000/0000/99999+++' }));
  const suggestions = suggestMatches(
    { ...movement, structuredCommunication: '000000099999', counterpartyAccount: 'x' },
    many,
    'invoice',
  );
  expect(suggestions).toHaveLength(5);
  expect(suggestions[0].id).toBe(20);
  expect(suggestions.slice(1).map((suggestion) => suggestion.id)).toEqual([1, 2, 3, 4]);
});

test("a supplier's invoice is named as such, the account and name as the payee's", () => {
  const [only] = suggestMatches(
    {
      ...movement,
      communication: 'VF26-0412 Vandamme',
      counterpartyName: 'BOUWMATERIALEN VANDAMME NV',
      counterpartyAccount: 'BE43068999999501',
    },
    [
      invoice({
        number: 'VF26-0412',
        partyName: 'Bouwmaterialen Vandamme',
        partyIban: 'BE43068999999501',
      }),
    ],
    'purchase',
  );
  expect(only.evidence).toEqual([
    'Het bedrag is precies wat openstaat (€ 1.210,00).',
    'De mededeling noemt aankoopfactuur VF26-0412.',
    'De rekening van de begunstigde is die van de leverancier.',
    'De naam van de begunstigde lijkt op Bouwmaterialen Vandamme.',
  ]);
});

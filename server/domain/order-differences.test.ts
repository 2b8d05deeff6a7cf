import { orderDifferences } from './order-differences';

/** The differences between an order's lines and an invoice's (docs/product.md § Aankopen). */

const line = (description: string, quantity: number, unitPrice: number, discountPercent = 0) => ({
  description,
  quantity,
  unitPrice,
  discountPercent,
});

test('lines that agree answer no differences, whatever their case, spacing or order', () => {
  expect(
    orderDifferences(
      [line('Dakpannen, rood', 100, 150), line('Folie', 2, 8900)],
      [line('folie', 2, 8900), line('DAKPANNEN  rood', 100, 150)],
    ),
  ).toEqual([]);
});

test('a price of a cent or more and any quantity difference are flagged', () => {
  const differences = orderDifferences(
    [line('Dakpannen', 100, 150), line('Folie', 2, 8900), line('Nokpannen', 20, 420)],
    [line('Dakpannen', 100, 151), line('Folie', 2.5, 8900), line('Nokpannen', 20, 525, 20)],
  );
  expect(differences.map((d) => [d.description, d.kinds])).toEqual([
    ['Dakpannen', ['price']],
    ['Folie', ['quantity']],
  ]);
  expect(differences[1]).toMatchObject({ orderedNet: 17800, invoicedNet: 22250 });
});

test('unmatched lines pair in order; what is left was not ordered or not invoiced', () => {
  const differences = orderDifferences(
    [line('Dakgoot zink', 12, 3100), line('Haken', 24, 250)],
    [line('Zinken dakgoot 333 mm', 12, 3300), line('Haken', 24, 250), line('Transport', 1, 4500)],
  );
  expect(differences.map((d) => [d.description, d.orderLine, d.invoiceLine, d.kinds])).toEqual([
    ['Dakgoot zink', 0, 0, ['price']],
    ['Transport', null, 2, ['notOrdered']],
  ]);
  expect(
    orderDifferences([line('Haken', 24, 250)], []).map((d) => [d.kinds, d.invoicedNet]),
  ).toEqual([[['notInvoiced'], 0]]);
});

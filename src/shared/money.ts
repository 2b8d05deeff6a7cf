const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** An amount in euro cents as people in Belgium read it: `€ 1.234,56`. */
export const formatCents = (cents: number) => euro.format(cents / 100);

/** A stored IBAN in groups of four: 'BE68 5390 0754 7034'. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Twelve digits as people write a Belgian structured communication: +++123/4567/89002+++. */
export const formatStructured = (twelve: string) =>
  `+++${twelve.slice(0, 3)}/${twelve.slice(3, 7)}/${twelve.slice(7)}+++`;

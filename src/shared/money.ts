const euro = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** An amount in euro cents as people in Belgium read it: `€ 1.234,56`. */
export const formatCents = (cents: number) => euro.format(cents / 100);

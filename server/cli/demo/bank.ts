import type { Db } from '../../db/client';
import type { BankLine } from '../../domain/bank-statements';
import { addDays } from '../../domain/invoice-status';
import { addBankAccount, storeStatements } from '../../services/bank';

/**
 * The demo's bank (docs/product.md § Financiën): the company's current account and its last
 * statement, stored as an import stores it: customers paying without a structured
 * communication (for the suggestions), suppliers paid, the bank's costs.
 */

const ACCOUNT = 'BE68539007547034';

const MOVEMENTS: { amount: number; communication: string; name: string; account: string }[] = [
  {
    amount: 145_290,
    communication: 'Factuur dakwerken Kerkstraat',
    name: 'Dirk Claes',
    account: 'BE62510007547061',
  },
  {
    amount: -312_450,
    communication: 'VF26-0412 Bouwmaterialen Vandamme',
    name: 'Bouwmaterialen Vandamme',
    account: 'BE43068999999501',
  },
  {
    amount: 73_100,
    communication: 'voorschot goten',
    name: 'Bakkerij Mertens BV',
    account: 'BE71096123456769',
  },
  { amount: -1_850, communication: 'Kosten zichtrekening', name: '', account: '' },
  {
    amount: 25_000,
    communication: 'teruggave borg steiger',
    name: 'Steigerverhuur Aalst',
    account: 'BE56001234567888',
  },
  {
    amount: -98_010,
    communication: 'Onderaanneming elektriciteit werf Gent',
    name: 'Elektro Peeters',
    account: 'BE09737100000157',
  },
];

/** Writes the account and its statement of the last week; answers how many movements. */
export async function insertBank(db: Db, today: string) {
  await addBankAccount(db, { iban: ACCOUNT, bic: 'GKCCBEBB', name: 'Zichtrekening KBC' }, null);
  const lines: BankLine[] = MOVEMENTS.map((movement, index) => {
    const day = addDays(today, -7 + index);
    return {
      sequence: index + 1,
      amount: movement.amount,
      entryDate: day,
      valueDate: day,
      structuredCommunication: null,
      communication: movement.communication,
      counterparty: { name: movement.name, account: movement.account, bic: '' },
      bankReference: '',
      details: [],
    };
  });
  const opening = 2_450_000;
  await storeStatements(
    db,
    [
      {
        account: ACCOUNT,
        currency: 'EUR',
        number: '212',
        openingBalance: opening,
        openingDate: addDays(today, -8),
        closingBalance: opening + lines.reduce((sum, line) => sum + line.amount, 0),
        closingDate: addDays(today, -1),
        lines,
        warnings: [],
      },
    ],
    'coda',
    null,
  );
  return lines.length;
}

import { ApiError } from '../domain/errors';
import type { CodaStatementSpec } from './coda-files';

/** Two statements of a contractor's accounts, for the bank file readers' tests. */

export const ACCOUNT = 'BE68539007547034';
export const SAVINGS = 'BE71096123456769';

export const current: CodaStatementSpec = {
  iban: ACCOUNT,
  number: 57,
  openingBalance: 1_254_310,
  openingDate: '2026-03-27',
  closingDate: '2026-03-30',
  movements: [
    {
      amount: 121_000,
      entryDate: '2026-03-30',
      valueDate: '2026-03-29',
      structured: '000000010104',
      counterparty: { name: 'Dirk Claes', iban: 'BE62510007547061', bic: 'GEBABEBB' },
    },
    {
      amount: -45_980,
      entryDate: '2026-03-30',
      communication:
        'Factuur 2026-118 Bouwmaterialen Desmet, levering steigerbuizen en koppelingen werf ' +
        'Gentstraat 12 Aalst, zie bijlage',
      counterparty: { name: 'Bouwmaterialen Desmet NV', iban: 'BE43068999999501', bic: 'GKCCBEBB' },
    },
    {
      amount: -300_000,
      entryDate: '2026-03-30',
      communication: 'Betaalopdracht 12',
      details: [
        { amount: -180_000, communication: 'Factuur A-77 Elektro Peeters' },
        { amount: -120_000, communication: 'Factuur 2026/44 Schrijnwerk Maes' },
      ],
      information: 'Verzamelde overschrijving van 2 opdrachten',
    },
  ],
  message: 'Vanaf 1 mei wijzigen de tarieven van uw rekening.',
};

export const savings: CodaStatementSpec = {
  iban: SAVINGS,
  number: 3,
  openingBalance: 5_000_000,
  openingDate: '2026-02-28',
  closingDate: '2026-03-31',
  movements: [{ amount: 1_250, entryDate: '2026-03-31', communication: 'Intrest Q1' }],
};

/** The Dutch message with which `read` refuses a file: it must be a 400 VALIDATION. */
export function refusalOf(read: (text: string) => unknown, text: string): string {
  try {
    read(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION');
    return (error as ApiError).message;
  }
  throw new Error('the file was read');
}

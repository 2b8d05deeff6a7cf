import { ApiError } from './errors';
import { formatIban, isValidIban, mod97, normaliseIban } from './iban';
import { isValidBic, normaliseBic } from './bic';
import { defaultPeppolId, normalisePeppolId, peppolIdOrDefault } from './peppol-id';
import {
  formatStructuredCommunication,
  isValidStructuredCommunication,
  normaliseStructuredCommunication,
  structuredCommunicationOf,
} from './structured-communication';
import { enterpriseNumberOfVat, formatVatNumber, normaliseVatNumber } from './vat-number';

/** The Dutch message of the ApiError `run` throws. */
function messageOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION');
    return (error as ApiError).message;
  }
  throw new Error('expected an error');
}

describe('Belgian VAT numbers', () => {
  test.each([
    ['BE0403170701', 'BE0403170701'],
    ['be 0403.170.701', 'BE0403170701'],
    ['0403 170 701', 'BE0403170701'],
    ['403170701', 'BE0403170701'],
    ['BE 1000.000.021', 'BE1000000021'],
    ['', ''],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseVatNumber(typed)).toBe(stored);
  });

  test('a wrong check, a wrong shape and another country are refused in Dutch', () => {
    expect(messageOf(() => normaliseVatNumber('BE0403170702'))).toMatch(
      /Btw-nummer BE 0403\.170\.702 bestaat niet.*modulo 97/,
    );
    expect(messageOf(() => normaliseVatNumber('BE2403170701'))).toMatch(/niet de vorm/);
    expect(messageOf(() => normaliseVatNumber('NL123456789B01'))).toMatch(/niet de vorm/);
    expect(messageOf(() => normaliseVatNumber('BE04031707'))).toMatch(/niet de vorm/);
  });

  test('shown with the enterprise number inside', () => {
    expect(formatVatNumber('BE0403170701')).toBe('BE 0403.170.701');
    expect(enterpriseNumberOfVat('BE0403170701')).toBe('0403170701');
    expect(enterpriseNumberOfVat('')).toBe('');
  });
});

describe('IBAN', () => {
  test.each([
    ['BE68 5390 0754 7034', 'BE68539007547034'],
    ['be68539007547034', 'BE68539007547034'],
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB82 WEST 1234 5698 7654 32', 'GB82WEST12345698765432'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['', ''],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseIban(typed)).toBe(stored);
    if (stored) expect(isValidIban(typed)).toBe(true);
  });

  test('a wrong check digit or a wrong shape is refused in Dutch', () => {
    expect(isValidIban('BE68539007547035')).toBe(false);
    expect(messageOf(() => normaliseIban('BE68 5390 0754 7035'))).toBe(
      'IBAN BE68 5390 0754 7035 bestaat niet: de controlecijfers kloppen niet (modulo 97).',
    );
    expect(messageOf(() => normaliseIban('BE6853900754'))).toMatch(/niet de vorm/);
    expect(messageOf(() => normaliseIban('6853900754703412'))).toMatch(/niet de vorm/);
  });

  test('mod 97 of long numbers and the groups of four', () => {
    expect(mod97('3214282912345698765432161182')).toBe(1);
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });
});

describe('BIC', () => {
  test.each([
    ['GEBABEBB', 'GEBABEBB'],
    ['kredbebb', 'KREDBEBB'],
    ['DEUT DE FF 500', 'DEUTDEFF500'],
    ['', ''],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normaliseBic(typed)).toBe(stored);
  });

  test('another length or digits where the bank and country stand are refused', () => {
    expect(isValidBic('GEBABEB')).toBe(false);
    expect(isValidBic('GEBABEBB1')).toBe(false);
    expect(isValidBic('GEB1BEBB')).toBe(false);
    expect(messageOf(() => normaliseBic('GEBABE'))).toBe(
      "BIC 'GEBABE' heeft niet de vorm van een BIC: 8 of 11 letters en cijfers (bv. GEBABEBB).",
    );
  });
});

describe('Peppol participant IDs', () => {
  test.each([
    ['0208:0403170701', '0208:0403170701'],
    [' 0208:0403.170.701 ', '0208:0403170701'],
    ['iso6523-actorid-upis::0208:0403170701', '0208:0403170701'],
    ['9925:BE0403170701', '9925:be0403170701'],
    ['0088:5412345000013', '0088:5412345000013'],
    ['', ''],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalisePeppolId(typed)).toBe(stored);
  });

  test('0208 needs a KBO number that passes its check; the rest its shape', () => {
    expect(messageOf(() => normalisePeppolId('0208:0403170702'))).toMatch(
      /na 0208 hoort een geldig Belgisch ondernemingsnummer/,
    );
    expect(messageOf(() => normalisePeppolId('0208:12345'))).toMatch(/na 0208/);
    expect(messageOf(() => normalisePeppolId('0403170701'))).toMatch(/schema:nummer/);
    expect(messageOf(() => normalisePeppolId('208:0403170701'))).toMatch(/schema:nummer/);
    expect(messageOf(() => normalisePeppolId('9925:'))).toMatch(/schema:nummer/);
  });

  test('empty means 0208 and the enterprise number, when there is one', () => {
    expect(defaultPeppolId('0403170701')).toBe('0208:0403170701');
    expect(peppolIdOrDefault('', '0403170701')).toBe('0208:0403170701');
    expect(peppolIdOrDefault('9925:BE0403170701', '0403170701')).toBe('9925:be0403170701');
    expect(peppolIdOrDefault('', '')).toBe('');
  });
});

describe('structured communication (OGM)', () => {
  test('the example of the rules is valid, its neighbour is not', () => {
    expect(isValidStructuredCommunication('+++123/4567/89002+++')).toBe(true);
    expect(isValidStructuredCommunication('+++123/4567/89012+++')).toBe(false);
    expect(messageOf(() => normaliseStructuredCommunication('+++123/4567/89012+++'))).toBe(
      'Gestructureerde mededeling +++123/4567/89012+++ bestaat niet: de laatste twee cijfers kloppen niet met de controle (modulo 97).',
    );
  });

  test('generated from a number, 97 where the remainder is 0', () => {
    expect(structuredCommunicationOf(1234567890)).toBe('+++123/4567/89002+++');
    expect(structuredCommunicationOf(1)).toBe('+++000/0000/00101+++');
    expect(structuredCommunicationOf(97)).toBe('+++000/0000/09797+++');
    expect(structuredCommunicationOf(9999999999n)).toBe(
      formatStructuredCommunication(
        `9999999999${String(Number(9999999999n % 97n)).padStart(2, '0')}`,
      ),
    );
    for (const n of [0, 5, 202600001, 9999999999])
      expect(isValidStructuredCommunication(structuredCommunicationOf(n))).toBe(true);
    expect(messageOf(() => structuredCommunicationOf(12345678901))).toMatch(
      /hoogstens tien cijfers/,
    );
    expect(messageOf(() => structuredCommunicationOf(-1))).toMatch(/hoogstens tien cijfers/);
  });

  test('typed with stars, spaces or without the plus signs, written in one form', () => {
    expect(normaliseStructuredCommunication('***123/4567/89002***')).toBe('+++123/4567/89002+++');
    expect(normaliseStructuredCommunication('123456789002')).toBe('+++123/4567/89002+++');
    expect(messageOf(() => normaliseStructuredCommunication('+++123/4567/8900+++'))).toMatch(
      /niet de vorm/,
    );
  });
});

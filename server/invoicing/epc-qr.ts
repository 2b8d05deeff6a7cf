/**
 * The payload of the EPC QR code that banking apps scan to pay an invoice (European Payments
 * Council EPC069-12, "Quick Response Code: guidelines to enable data capture for the initiation
 * of a SEPA credit transfer", version 002). docs/product.md § Facturen.
 *
 * The Belgian structured communication (OGM, `+++123/4567/89002+++`) goes on the structured
 * creditor reference line as its twelve digits, the unstructured line stays empty: the guideline
 * allows one of the two, and a Belgian bank then books the payment as a structured one.
 */

export interface EpcPayment {
  /** The beneficiary: at most 70 characters are kept. */
  name: string;
  iban: string;
  /** Optional in version 002 within the EEA; 8 or 11 characters when given. */
  bic: string;
  /** Cents: 1 to 99,999,999,999 (EUR 0.01 to 999,999,999.99). */
  amount: number;
  /** '+++123/4567/89002+++' or its twelve digits. */
  structuredCommunication: string;
}

/** The most bytes a payload may have (version 13 of a QR code at error correction M). */
export const EPC_MAX_BYTES = 331;
const MAX_AMOUNT_CENTS = 99_999_999_999;
const MAX_NAME_LENGTH = 70;

export class EpcPayloadError extends Error {}

/** The twelve digits of a Belgian structured communication, its mod-97 check verified. */
export function ogmDigits(communication: string): string {
  const digits = communication.replace(/[+*/\s]/g, '');
  if (!/^\d{12}$/.test(digits)) {
    throw new EpcPayloadError(`Geen gestructureerde mededeling: ${communication}`);
  }
  const check = Number(BigInt(digits.slice(0, 10)) % 97n) || 97;
  if (check !== Number(digits.slice(10))) {
    throw new EpcPayloadError(
      `De controle van de gestructureerde mededeling klopt niet: ${communication}`,
    );
  }
  return digits;
}

/** 12345 → 'EUR123.45': the currency, then the amount with a point and two decimals. */
function epcAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 1 || cents > MAX_AMOUNT_CENTS) {
    throw new EpcPayloadError('Het bedrag moet tussen 0,01 en 999.999.999,99 euro liggen.');
  }
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function epcPayload(payment: EpcPayment): string {
  const iban = payment.iban.replace(/\s/g, '').toUpperCase();
  const bic = payment.bic.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) {
    throw new EpcPayloadError(`Geen geldig IBAN: ${payment.iban}`);
  }
  if (bic && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bic)) {
    throw new EpcPayloadError(`Geen geldige BIC: ${payment.bic}`);
  }
  const name = [...payment.name.replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME_LENGTH).join('');
  if (!name) throw new EpcPayloadError('De begunstigde heeft geen naam.');
  const lines = [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    bic,
    name,
    iban,
    epcAmount(payment.amount),
    '', // purpose
    ogmDigits(payment.structuredCommunication), // structured creditor reference
    '', // unstructured remittance information: not with a structured one
  ];
  // Trailing empty elements are left off after the last element given.
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > EPC_MAX_BYTES) {
    throw new EpcPayloadError(`De betaalcode is langer dan ${EPC_MAX_BYTES} bytes.`);
  }
  return payload.replace(/\n+$/, '');
}

import { validation } from './errors';

/**
 * The Belgian structured communication (OGM/VCS, docs/product.md § Facturen) a payment carries
 * so the invoice it pays is found: ten digits and two check digits, the ten modulo 97 (97 when
 * that is 0), written +++123/4567/89002+++. It goes into the UBL's PaymentID and the EPC QR code.
 */

const checkOf = (ten: string) => Number(BigInt(ten) % 97n) || 97;

/** The twelve digits in their written form: '+++123/4567/89002+++'. */
export const formatStructuredCommunication = (twelve: string) =>
  `+++${twelve.slice(0, 3)}/${twelve.slice(3, 7)}/${twelve.slice(7)}+++`;

/**
 * The communication of a number (an invoice's sequence, at most ten digits), zero-padded on
 * the left: 1 → +++000/0000/00101+++.
 */
export function structuredCommunicationOf(value: number | bigint): string {
  const ten = String(value);
  if (!/^\d{1,10}$/.test(ten))
    throw validation(
      `Een gestructureerde mededeling wordt gemaakt uit een getal van hoogstens tien cijfers, niet uit '${ten}'.`,
    );
  const padded = ten.padStart(10, '0');
  return formatStructuredCommunication(padded + String(checkOf(padded)).padStart(2, '0'));
}

/** The twelve digits of a communication as typed (with or without +++, / or *), if its shape. */
export const twelveDigitsOf = (typed: string) => {
  const bare = typed.replace(/[\s+*/]/g, '');
  return /^\d{12}$/.test(bare) ? bare : undefined;
};

/** Whether a typed communication has the shape and its check digits are right. */
export function isValidStructuredCommunication(typed: string): boolean {
  const twelve = twelveDigitsOf(typed);
  return !!twelve && checkOf(twelve.slice(0, 10)) === Number(twelve.slice(10));
}

/** The communication in its written form, or 400 VALIDATION with a Dutch message. */
export function normaliseStructuredCommunication(typed: string): string {
  const twelve = twelveDigitsOf(typed);
  if (!twelve)
    throw validation(
      `Gestructureerde mededeling '${typed.trim()}' heeft niet de vorm +++123/4567/89002+++ (twaalf cijfers).`,
    );
  if (!isValidStructuredCommunication(twelve))
    throw validation(
      `Gestructureerde mededeling ${formatStructuredCommunication(twelve)} bestaat niet: de laatste twee cijfers kloppen niet met de controle (modulo 97).`,
    );
  return formatStructuredCommunication(twelve);
}

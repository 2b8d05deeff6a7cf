import { validation } from './errors';

/**
 * A vehicle's identifiers (docs/product.md § Voertuigen): the Belgian number plate and the VIN.
 * Pure: what is typed, what is stored and how it is shown.
 */

/** A plate as stored: 2 to 8 capitals and digits, at least one letter ('1ABC234'). */
const PLATE_SHAPE = /^(?=.*[A-Z])[A-Z0-9]{2,8}$/;

/** The plate as typed without its separators (spaces, dashes, dots), in capitals. */
const plateKey = (typed: string) => typed.replace(/[\s.-]/g, '').toUpperCase();

/**
 * The plate as stored ('1-abc-234', '1 ABC 234' and '1.ABC.234' are '1ABC234'), or 400
 * VALIDATION with a Dutch message: only letters and digits, 2 to 8 of them, a letter among them.
 */
export function normalisePlate(typed: string): string {
  const plate = plateKey(typed);
  if (!PLATE_SHAPE.test(plate))
    throw validation(
      `Nummerplaat '${typed.trim()}' is geen Belgische nummerplaat: 2 tot 8 letters en cijfers (bv. 1-ABC-234).`,
    );
  return plate;
}

/** A stored plate as it is shown: a dash between letters and digits ('1ABC234' → '1-ABC-234'). */
export const formatPlate = (plate: string) =>
  plate.replace(/(?<=[A-Z])(?=\d)|(?<=\d)(?=[A-Z])/g, '-');

/** ISO 3779: 17 capitals and digits, without I, O and Q (they read as 1 and 0). */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The VIN as stored, in capitals without spaces ('' for none), or 400 VALIDATION. */
export function normaliseVin(typed: string): string {
  const vin = typed.replace(/\s/g, '').toUpperCase();
  if (!vin) return '';
  if (!VIN_SHAPE.test(vin))
    throw validation(
      `Chassisnummer (VIN) '${typed.trim()}' klopt niet: 17 letters en cijfers, zonder I, O of Q.`,
    );
  return vin;
}

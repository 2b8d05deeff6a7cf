import { euro } from '../invoicing/pdf-text';

/**
 * Which open invoices an incoming movement may pay, with the evidence for each (docs/product.md
 * § Financiën, matching). Each piece of evidence adds to a score; staff see the evidence in
 * Dutch and decide. Nothing here matches by itself: only a structured communication does that,
 * at import.
 */

export interface MovementFacts {
  /** What is left of the movement to match, in cents (positive). */
  left: number;
  structuredCommunication: string;
  communication: string;
  counterpartyName: string;
  counterpartyAccount: string;
}

export interface OpenInvoiceFacts {
  id: number;
  number: string;
  structuredCommunication: string;
  openAmount: number;
  payableAmount: number;
  customerName: string | null;
  customerIban: string | null;
}

export interface Suggestion {
  invoiceId: number;
  score: number;
  evidence: string[];
}

/** The weight of each piece of evidence; a suggestion needs at least MIN_SCORE. */
const WEIGHTS = {
  communication: 60,
  exactOpenAmount: 45,
  exactPayable: 35,
  numberInText: 40,
  iban: 30,
  name: 15,
};
const MIN_SCORE = 30;

const digitsOnly = (text: string) => text.replace(/\D/g, '');
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);

/** The invoice number in the free text: as written, or its digits as one run (2026-0042 → 20260042). */
function namesNumber(communication: string, number: string) {
  if (!number) return false;
  const text = communication.toLowerCase();
  if (text.includes(number.toLowerCase())) return true;
  const digits = digitsOnly(number);
  return digits.length >= 6 && digitsOnly(communication).includes(digits);
}

/** Words of the customer's name (legal forms aside) that the counterparty's name holds too. */
const LEGAL_FORMS = new Set(['bv', 'bvba', 'nv', 'vof', 'commv', 'cvba', 'vzw', 'srl', 'sa']);
function sharesName(counterparty: string, customer: string | null) {
  if (!customer || !counterparty) return false;
  const theirs = new Set(words(counterparty));
  return words(customer).some((word) => !LEGAL_FORMS.has(word) && theirs.has(word));
}

export function suggestInvoices(
  movement: MovementFacts,
  invoices: OpenInvoiceFacts[],
  limit = 5,
): Suggestion[] {
  const suggestions = invoices.map((invoice) => {
    const evidence: string[] = [];
    let score = 0;
    const add = (weight: number, text: string) => {
      score += weight;
      evidence.push(text);
    };
    if (
      movement.structuredCommunication &&
      digitsOnly(invoice.structuredCommunication) === movement.structuredCommunication
    )
      add(WEIGHTS.communication, 'De gestructureerde mededeling is die van de factuur.');
    if (invoice.openAmount === movement.left)
      add(WEIGHTS.exactOpenAmount, `Het bedrag is precies wat openstaat (${euro(movement.left)}).`);
    else if (invoice.payableAmount === movement.left)
      add(WEIGHTS.exactPayable, `Het bedrag is het factuurbedrag (${euro(movement.left)}).`);
    if (namesNumber(movement.communication, invoice.number))
      add(WEIGHTS.numberInText, `De mededeling noemt factuur ${invoice.number}.`);
    if (invoice.customerIban && invoice.customerIban === movement.counterpartyAccount)
      add(WEIGHTS.iban, 'De rekening van de betaler is die van de klant.');
    if (sharesName(movement.counterpartyName, invoice.customerName))
      add(WEIGHTS.name, `De naam van de betaler lijkt op ${invoice.customerName}.`);
    return { invoiceId: invoice.id, score, evidence };
  });
  return suggestions
    .filter((suggestion) => suggestion.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.invoiceId - b.invoiceId)
    .slice(0, limit);
}

import { euro } from '../invoicing/pdf-text';

/**
 * Which open documents a movement may settle, with the evidence for each (docs/product.md
 * § Financiën, matching): an incoming movement a customer's invoice, an outgoing one a
 * supplier's approved invoice. Each piece of evidence adds to a score; staff see the evidence in
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

/** An open invoice of ours, or a supplier's approved one, as a suggestion weighs it. */
export interface OpenDocumentFacts {
  id: number;
  number: string;
  /** Its structured communication (ours) or the supplier's payment reference. */
  structuredCommunication: string;
  openAmount: number;
  payableAmount: number;
  /** The customer's or the supplier's name and IBAN in the register. */
  partyName: string | null;
  partyIban: string | null;
}

export interface Suggestion {
  id: number;
  score: number;
  evidence: string[];
}

/** The words of the evidence for an invoice of ours (`invoice`) or a supplier's (`purchase`). */
const WORDS = {
  invoice: { document: 'factuur', payer: 'de betaler', party: 'de klant' },
  purchase: { document: 'aankoopfactuur', payer: 'de begunstigde', party: 'de leverancier' },
};

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

export function suggestMatches(
  movement: MovementFacts,
  documents: OpenDocumentFacts[],
  side: keyof typeof WORDS,
  limit = 5,
): Suggestion[] {
  const words = WORDS[side];
  const suggestions = documents.map((document) => {
    const evidence: string[] = [];
    let score = 0;
    const add = (weight: number, text: string) => {
      score += weight;
      evidence.push(text);
    };
    if (
      movement.structuredCommunication &&
      digitsOnly(document.structuredCommunication) === movement.structuredCommunication
    )
      add(WEIGHTS.communication, `De gestructureerde mededeling is die van de ${words.document}.`);
    if (document.openAmount === movement.left)
      add(WEIGHTS.exactOpenAmount, `Het bedrag is precies wat openstaat (${euro(movement.left)}).`);
    else if (document.payableAmount === movement.left)
      add(WEIGHTS.exactPayable, `Het bedrag is het factuurbedrag (${euro(movement.left)}).`);
    if (namesNumber(movement.communication, document.number))
      add(WEIGHTS.numberInText, `De mededeling noemt ${words.document} ${document.number}.`);
    if (document.partyIban && document.partyIban === movement.counterpartyAccount)
      add(WEIGHTS.iban, `De rekening van ${words.payer} is die van ${words.party}.`);
    if (sharesName(movement.counterpartyName, document.partyName))
      add(WEIGHTS.name, `De naam van ${words.payer} lijkt op ${document.partyName}.`);
    return { id: document.id, score, evidence };
  });
  return suggestions
    .filter((suggestion) => suggestion.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit);
}

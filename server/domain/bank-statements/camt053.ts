import {
  formatStructuredCommunication,
  isValidStructuredCommunication,
  twelveDigitsOf,
} from '../structured-communication';
import { isCalendarDate } from '../opening-hours';
import { find, findAll, parseXmlTree, textAt, type XmlElement } from '../xml-tree';
import {
  balanceWarnings,
  statementFileError,
  type BankLine,
  type BankStatement,
  type StatementReader,
} from './statement';

/**
 * camt.053, the ISO 20022 bank-to-customer statement (versions 001.02 to 001.13, which name
 * these elements alike; Febelfin's Belgian guideline builds on it; docs/product.md § Financiën):
 * one `Stmt` per statement, its opening (OPBD, or PRCD) and closing (CLBD) booked balances and
 * its booked entries (`Ntry`), each with one or more transactions (`TxDtls`: the parts of a batch).
 */

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

const date = (element: XmlElement | undefined) =>
  (textAt(element, 'Dt') || textAt(element, 'DtTm')).slice(0, 10);

/** An amount as written ('1210.5'), in cents. */
function unsignedCents(where: string, written: string): number {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(written))
    throw statementFileError(null, `${where}: het bedrag '${written}' is geen bedrag in euro.`);
  const [whole, decimals = ''] = written.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** An amount with its credit or debit mark, in cents (negative for money leaving the account). */
function centsOf(where: string, parent: XmlElement | undefined): number {
  const cents = unsignedCents(where, textAt(parent, 'Amt'));
  const mark = textAt(parent, 'CdtDbtInd');
  if (mark !== 'CRDT' && mark !== 'DBIT')
    throw statementFileError(null, `${where}: '${mark}' is geen CRDT of DBIT.`);
  return mark === 'DBIT' ? -cents : cents;
}

function checkedDate(where: string, value: string): string {
  if (!isCalendarDate(value))
    throw statementFileError(null, `${where}: '${value}' is geen datum (JJJJ-MM-DD).`);
  return value;
}

/** A party's name (001.02: Dbtr/Nm; later: Dbtr/Pty/Nm). */
const nameOf = (parties: XmlElement | undefined, role: 'Dbtr' | 'Cdtr') =>
  textAt(parties, `${role}/Nm`) || textAt(parties, `${role}/Pty/Nm`);

const bicOf = (agents: XmlElement | undefined, role: 'DbtrAgt' | 'CdtrAgt') =>
  textAt(agents, `${role}/FinInstnId/BIC`) || textAt(agents, `${role}/FinInstnId/BICFI`);

/** A transaction's communication as written, and its structured one when its check digits hold. */
function communicationOf(transaction: XmlElement | undefined) {
  const reference = twelveDigitsOf(textAt(transaction, 'RmtInf/Strd/CdtrRefInf/Ref'));
  if (!reference) return { structured: null, communication: freeTextOf(transaction) };
  return {
    structured: isValidStructuredCommunication(reference) ? reference : null,
    communication: formatStructuredCommunication(reference),
  };
}

const freeTextOf = (transaction: XmlElement | undefined) =>
  findAll(transaction, 'RmtInf/Ustrd')
    .map((element) => element.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

function lineOf(entry: XmlElement, sequence: number, where: string): BankLine {
  const amount = centsOf(where, entry);
  const entryDate = checkedDate(`${where}, boekingsdatum`, date(find(entry, 'BookgDt')));
  const valueDate = date(find(entry, 'ValDt'));
  const transactions = findAll(entry, 'NtryDtls/TxDtls');
  const first = transactions[0];
  // The counterparty: who paid money in, or who was paid.
  const incoming = amount >= 0;
  const parties = find(first, 'RltdPties');
  const { structured, communication } = communicationOf(first);
  return {
    sequence,
    amount,
    entryDate,
    valueDate: valueDate ? checkedDate(`${where}, valutadatum`, valueDate) : entryDate,
    structuredCommunication: transactions.length > 1 ? null : structured,
    communication:
      transactions.length > 1
        ? textAt(entry, 'AddtlNtryInf')
        : communication || textAt(entry, 'AddtlNtryInf'),
    counterparty: {
      name: nameOf(parties, incoming ? 'Dbtr' : 'Cdtr'),
      account: textAt(parties, `${incoming ? 'DbtrAcct' : 'CdtrAcct'}/Id/IBAN`),
      bic: bicOf(find(first, 'RltdAgts'), incoming ? 'DbtrAgt' : 'CdtrAgt'),
    },
    bankReference: textAt(entry, 'AcctSvcrRef'),
    details:
      transactions.length > 1
        ? transactions.map((transaction, index) => {
            const part = communicationOf(transaction);
            // A part's amount, in the entry's direction (its own mark is optional).
            const partAmount =
              textAt(transaction, 'AmtDtls/TxAmt/Amt') || textAt(transaction, 'Amt');
            return {
              amount: Math.sign(amount) * unsignedCents(`${where}, deel ${index + 1}`, partAmount),
              communication: part.communication,
              structuredCommunication: part.structured,
            };
          })
        : [],
  };
}

function statementOf(element: XmlElement): BankStatement {
  const id = textAt(element, 'Id');
  const where = `Uittreksel ${id || '(zonder Id)'}`;
  const account = textAt(element, 'Acct/Id/IBAN') || textAt(element, 'Acct/Id/Othr/Id');
  if (!account) throw statementFileError(null, `${where}: het rekeningnummer ontbreekt.`);
  const balances = findAll(element, 'Bal');
  const balance = (...codes: string[]) =>
    balances.find((candidate) => codes.includes(textAt(candidate, 'Tp/CdOrPrtry/Cd')));
  const opening = balance('OPBD', 'PRCD');
  const closing = balance('CLBD');
  if (!opening || !closing)
    throw statementFileError(
      null,
      `${where}: het geboekte begin- (OPBD) of eindsaldo (CLBD) ontbreekt.`,
    );
  const entries = findAll(element, 'Ntry').filter(
    (entry) => (textAt(entry, 'Sts') || textAt(entry, 'Sts/Cd')) === 'BOOK',
  );
  const statement = {
    account,
    currency: textAt(element, 'Acct/Ccy') || find(opening, 'Amt')?.attributes.Ccy || 'EUR',
    number: textAt(element, 'LglSeqNb') || textAt(element, 'ElctrncSeqNb') || id,
    openingBalance: centsOf(`${where}, beginsaldo`, opening),
    openingDate: checkedDate(`${where}, beginsaldo`, date(find(opening, 'Dt'))),
    closingBalance: centsOf(`${where}, eindsaldo`, closing),
    closingDate: checkedDate(`${where}, eindsaldo`, date(find(closing, 'Dt'))),
    lines: entries.map((entry, index) =>
      lineOf(entry, index + 1, `${where}, beweging ${index + 1}`),
    ),
  };
  return { ...statement, warnings: balanceWarnings(statement) };
}

export const camt053Reader: StatementReader = {
  recognises: (bytes) => /camt\.053\.001\.\d{2}/.test(bytes.subarray(0, 2048).toString('latin1')),

  read(bytes) {
    let tree: ReturnType<typeof parseXmlTree>;
    try {
      tree = parseXmlTree(bytes.toString('utf8'));
    } catch (error) {
      throw statementFileError(
        null,
        `Het bestand is geen geldige XML: ${(error as Error).message}`,
      );
    }
    if (!NAMESPACE.test(tree.namespace) || tree.root.name !== 'Document')
      throw statementFileError(null, 'Het bestand is geen camt.053-rekeninguittreksel.');
    const statements = findAll(tree.root, 'BkToCstmrStmt/Stmt');
    if (statements.length === 0)
      throw statementFileError(null, 'Het camt.053-bestand bevat geen uittreksel (Stmt).');
    return statements.map(statementOf);
  },
};

import { create } from 'xmlbuilder2';
import { isValidStructuredCommunication, twelveDigitsOf } from '../domain/structured-communication';

/**
 * A SEPA credit transfer initiation, ISO 20022 pain.001.001.09 as the EPC's implementation
 * guidelines for customer-to-bank files restrict it (EPC132-08 2023 V1.0, docs/product.md §
 * Financiën: payments out): one payment instruction from the company's account, on one
 * requested execution day, with one transaction per transfer. A transfer whose reference is a
 * Belgian structured communication carries it as the creditor's structured reference (`SCOR`,
 * issuer `BBA`); any other reference goes as free text. Checked against the schema by
 * pain001-check.ts before it is offered.
 */

export interface CreditTransferFile {
  /** Unique per file, at most 35 characters: the bank refuses a file whose id it saw. */
  messageId: string;
  createdAt: Date;
  /** The Brussels calendar day the bank is asked to execute it (YYYY-MM-DD). */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: CreditTransfer[];
}

export interface CreditTransfer {
  /** Travels unchanged to the creditor's statement; at most 35 characters. */
  endToEndId: string;
  /** In cents, more than 0. */
  amount: number;
  creditor: { name: string; iban: string; bic: string };
  /** A structured communication (any written form) or free text. */
  reference: string;
}

/**
 * The Latin character set every SEPA bank accepts (EPC217-08): others lose their accents or
 * become a space, so a name like "Bouwwerken Åkesson & Zn" does not get the file refused.
 */
export function sepaText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, '+')
    .replace(/[^A-Za-z0-9/?:().,'+\- ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** 123456 cents → '1234.56': the file's amounts, a dot and two decimals. */
const decimal = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The twelve digits of a valid structured communication, else undefined. */
export function belgianReference(reference: string): string | undefined {
  return isValidStructuredCommunication(reference) ? twelveDigitsOf(reference) : undefined;
}

/** An agent: its BIC, or `NOTPROVIDED` where the guidelines allow the debtor's to be left out. */
const agent = (bic: string) =>
  bic ? { FinInstnId: { BICFI: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } };

function transaction(transfer: CreditTransfer) {
  const structured = belgianReference(transfer.reference);
  return {
    PmtId: { EndToEndId: sepaText(transfer.endToEndId, 35) },
    Amt: { InstdAmt: { '@Ccy': 'EUR', '#': decimal(transfer.amount) } },
    ...(transfer.creditor.bic ? { CdtrAgt: agent(transfer.creditor.bic) } : {}),
    Cdtr: { Nm: sepaText(transfer.creditor.name, 70) || 'Onbekend' },
    CdtrAcct: { Id: { IBAN: transfer.creditor.iban } },
    RmtInf: structured
      ? {
          Strd: {
            CdtrRefInf: {
              Tp: { CdOrPrtry: { Cd: 'SCOR' }, Issr: 'BBA' },
              Ref: structured,
            },
          },
        }
      : { Ustrd: sepaText(transfer.reference, 140) || transfer.endToEndId },
  };
}

/** The pain.001.001.09 document of a payment run, UTF-8, indented for a person who reads it. */
export function creditTransferXml(file: CreditTransferFile): string {
  if (file.transfers.length === 0) throw new Error('A credit transfer file needs a transfer');
  for (const transfer of file.transfers)
    if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0)
      throw new Error(
        `Transfer ${transfer.endToEndId}: amount ${transfer.amount} is not cents > 0`,
      );
  const count = String(file.transfers.length);
  const total = decimal(file.transfers.reduce((sum, transfer) => sum + transfer.amount, 0));
  const debtorName = sepaText(file.debtor.name, 70);
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Document: {
        '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
        CstmrCdtTrfInitn: {
          GrpHdr: {
            MsgId: sepaText(file.messageId, 35),
            CreDtTm: file.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
            NbOfTxs: count,
            CtrlSum: total,
            InitgPty: { Nm: debtorName },
          },
          PmtInf: {
            PmtInfId: sepaText(file.messageId, 35),
            PmtMtd: 'TRF',
            BtchBookg: 'false',
            NbOfTxs: count,
            CtrlSum: total,
            PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
            ReqdExctnDt: { Dt: file.executionDate },
            Dbtr: { Nm: debtorName },
            DbtrAcct: { Id: { IBAN: file.debtor.iban } },
            DbtrAgt: agent(file.debtor.bic),
            ChrgBr: 'SLEV',
            CdtTrfTxInf: file.transfers.map(transaction),
          },
        },
      },
    },
  ).end({ prettyPrint: true });
}

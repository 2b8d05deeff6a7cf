import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { CodaStatementSpec } from './coda-files';

/**
 * camt.053 statements written for the tests from the ISO 20022 message definition, element by
 * element and independently of the product's reader, from the same descriptions as the CODA
 * files (server/test/coda-files.ts): the same statement in both formats must read the same.
 * Version 001.02 names a party `Dbtr/Nm` and an agent `BIC`; 001.08 `Dbtr/Pty/Nm` and `BICFI`.
 */

const euros = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const mark = (cents: number) => (cents < 0 ? 'DBIT' : 'CRDT');

function balance(statement: XMLBuilder, code: string, cents: number, date: string) {
  const element = statement.ele('Bal');
  element.ele('Tp').ele('CdOrPrtry').ele('Cd').txt(code);
  element.ele('Amt', { Ccy: 'EUR' }).txt(euros(cents));
  element.ele('CdtDbtInd').txt(mark(cents));
  element.ele('Dt').ele('Dt').txt(date);
}

export function camt053File(specs: CodaStatementSpec[], version: '02' | '08' = '02'): string {
  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`,
    'Document',
  );
  const message = document.ele('BkToCstmrStmt');
  const header = message.ele('GrpHdr');
  header.ele('MsgId').txt('CAMT-TEST-1');
  header.ele('CreDtTm').txt('2026-03-31T06:00:00+02:00');
  for (const spec of specs) {
    const statement = message.ele('Stmt');
    statement.ele('Id').txt(`STMT-${spec.number}`);
    statement.ele('ElctrncSeqNb').txt(String(spec.number));
    statement.ele('LglSeqNb').txt(String(spec.number));
    statement.ele('CreDtTm').txt(`${spec.closingDate}T06:00:00+02:00`);
    const account = statement.ele('Acct');
    account.ele('Id').ele('IBAN').txt(spec.iban);
    account.ele('Ccy').txt('EUR');
    balance(statement, 'OPBD', spec.openingBalance, spec.openingDate);
    const moved = spec.movements.reduce((sum, movement) => sum + movement.amount, 0);
    balance(
      statement,
      'CLBD',
      spec.closingBalance ?? spec.openingBalance + moved,
      spec.closingDate,
    );
    spec.movements.forEach((movement, index) => {
      const entry = statement.ele('Ntry');
      entry.ele('NtryRef').txt(String(index + 1));
      entry.ele('Amt', { Ccy: 'EUR' }).txt(euros(movement.amount));
      entry.ele('CdtDbtInd').txt(mark(movement.amount));
      if (version === '02') entry.ele('Sts').txt('BOOK');
      else entry.ele('Sts').ele('Cd').txt('BOOK');
      entry.ele('BookgDt').ele('Dt').txt(movement.entryDate);
      entry
        .ele('ValDt')
        .ele('Dt')
        .txt(movement.valueDate ?? movement.entryDate);
      entry
        .ele('AcctSvcrRef')
        .txt(movement.bankReference ?? `EBNK${String(index + 1).padStart(17, '0')}`);
      entry.ele('BkTxCd').ele('Prtry').ele('Cd').txt('01500000');
      const details = entry.ele('NtryDtls');
      const parts = movement.details ?? [movement];
      for (const part of parts) {
        const transaction = details.ele('TxDtls');
        if (movement.details)
          transaction
            .ele('AmtDtls')
            .ele('TxAmt')
            .ele('Amt', { Ccy: 'EUR' })
            .txt(euros(part.amount));
        const counterparty = movement.counterparty;
        if (counterparty) {
          const incoming = movement.amount >= 0;
          const role = incoming ? 'Dbtr' : 'Cdtr';
          const parties = transaction.ele('RltdPties');
          const party = parties.ele(role);
          (version === '02' ? party : party.ele('Pty')).ele('Nm').txt(counterparty.name);
          parties.ele(`${role}Acct`).ele('Id').ele('IBAN').txt(counterparty.iban);
          transaction
            .ele('RltdAgts')
            .ele(`${role}Agt`)
            .ele('FinInstnId')
            .ele(version === '02' ? 'BIC' : 'BICFI')
            .txt(counterparty.bic);
        }
        const remittance = transaction.ele('RmtInf');
        const structured = 'structured' in part ? part.structured : undefined;
        if (structured) {
          const reference = remittance.ele('Strd').ele('CdtrRefInf');
          const type = reference.ele('Tp');
          type.ele('CdOrPrtry').ele('Cd').txt('SCOR');
          type.ele('Issr').txt('BBA');
          reference.ele('Ref').txt(structured);
        } else remittance.ele('Ustrd').txt(part.communication ?? '');
      }
      if (movement.details) entry.ele('AddtlNtryInf').txt(movement.communication ?? '');
    });
  }
  return document.end({ prettyPrint: true });
}

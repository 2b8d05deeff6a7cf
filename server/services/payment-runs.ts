import type { Db } from '../db/client';
import type { TransferPayee } from '../db/schema';
import { ApiError, notFound, validation } from '../domain/errors';
import { normaliseIban } from '../domain/iban';
import { paymentParts } from '../domain/purchase-allocations';
import { formatStructuredCommunication } from '../domain/structured-communication';
import { findBankAccount } from '../repositories/bank';
import {
  findPaymentRun,
  insertPaymentRun,
  nextPaymentRunId,
  recentPaymentRuns,
} from '../repositories/payment-runs';
import { approvedPurchasesDueBy, type PurchaseWithSupplier } from '../repositories/purchases';
import { belgianReference, creditTransferXml, type CreditTransfer } from '../sepa/pain001';
import { checkCreditTransferFile } from '../sepa/pain001-check';
import { readCompanySettings } from './company-settings';
import { brusselsToday } from './documents';
import type { Actor } from './language';
import { changePurchaseStatus } from './purchase-steps';
import { lockedPurchase, withholdingRequired } from './purchases';

/**
 * Financiën's payments out (docs/product.md § Financiën: payments out). Staff choose approved
 * supplier invoices due by a day; the run writes one SEPA credit transfer file (pain.001.001.09)
 * from one of the company's accounts, checks it against the EPC's schema, keeps it and moves the
 * invoices to `te betalen`. They become `betaald` when the bank's statement shows the transfer
 * (services/bank.ts). A subcontractor's invoice whose inhoudingsplicht check found debts is paid
 * in parts: the withheld 35 % / 15 % of its amount without VAT to the RSZ and FOD Financiën
 * (their accounts in the company settings), the rest to the supplier.
 */

/** The IBAN a supplier is paid on: the invoice's own, else the register's. */
const creditorIban = (row: PurchaseWithSupplier) => row.supplierIban || row.supplierAccount || '';

/** Why an approved invoice cannot go into a run yet (its kind and the Dutch reason); null when it can. */
function blockedReason(
  row: PurchaseWithSupplier,
): { kind: 'iban' | 'withholding'; reason: string } | null {
  const iban = creditorIban(row);
  if (!iban) return { kind: 'iban', reason: 'Geen rekeningnummer van de leverancier.' };
  try {
    normaliseIban(iban);
  } catch {
    return { kind: 'iban', reason: `Rekeningnummer ${iban} van de leverancier klopt niet.` };
  }
  if (withholdingRequired(row) && !row.withholdingCheckedOn)
    return {
      kind: 'withholding',
      reason: 'Factuur van een onderaannemer: de controle van de inhoudingsplicht ontbreekt.',
    };
  return null;
}

/** The approved invoices a run can pay, due by `dueBy`, each with its parts and what blocks it. */
export async function paymentCandidates(db: Db, dueBy: string) {
  const { rows, more } = await approvedPurchasesDueBy(db, dueBy);
  return {
    more,
    purchases: rows.map((row) => {
      const reference = belgianReference(row.paymentReference);
      return {
        id: row.id,
        number: row.number,
        supplierName: row.supplierName ?? '',
        dueDate: row.dueDate,
        grossAmount: row.grossAmount,
        ...paymentParts(row),
        iban: creditorIban(row),
        reference: reference ? formatStructuredCommunication(reference) : '',
        blocked: blockedReason(row)?.reason ?? null,
      };
    }),
  };
}

/** The transfers that pay one invoice: the supplier's, and the withheld parts when it has them. */
function transfersOf(
  row: PurchaseWithSupplier,
  withholding: { social: string; tax: string },
): (CreditTransfer & { payee: TransferPayee })[] {
  const { socialAmount, taxAmount, supplierAmount } = paymentParts(row);
  const supplier = row.supplierName || 'Leverancier';
  const number = row.number || `aankoop ${row.id}`;
  const endToEnd = `AANK-${row.id}`;
  const withheld = `${supplier}${row.supplierVatNumber ? ` ${row.supplierVatNumber}` : ''}, factuur ${number}`;
  const transfers: (CreditTransfer & { payee: TransferPayee })[] = [];
  if (supplierAmount > 0)
    transfers.push({
      payee: 'supplier',
      endToEndId: endToEnd,
      amount: supplierAmount,
      creditor: { name: supplier, iban: normaliseIban(creditorIban(row)), bic: '' },
      reference: belgianReference(row.paymentReference) ?? `Factuur ${number}`,
    });
  if (socialAmount > 0)
    transfers.push({
      payee: 'rsz',
      endToEndId: `${endToEnd}-RSZ`,
      amount: socialAmount,
      creditor: { name: 'RSZ', iban: withholding.social, bic: '' },
      reference: `Inhouding art. 30bis RSZ-wet: ${withheld}`,
    });
  if (taxAmount > 0)
    transfers.push({
      payee: 'fod',
      endToEndId: `${endToEnd}-FOD`,
      amount: taxAmount,
      creditor: { name: 'FOD Financien', iban: withholding.tax, bic: '' },
      reference: `Inhouding art. 403 WIB 92: ${withheld}`,
    });
  return transfers;
}

/**
 * Makes a payment run: in one transaction the invoices move to `te betalen` (each its own
 * payment step and activity entry), the file is written, checked against the EPC's schema and
 * kept. Refused whole when one invoice may not be paid, or when the file fails the schema.
 */
export async function createPaymentRun(
  db: Db,
  input: { purchaseIds: number[]; executionDate: string; accountId: number },
  by: Actor,
) {
  const ids = [...new Set(input.purchaseIds)];
  if (ids.length !== input.purchaseIds.length)
    throw validation('purchaseIds: elke aankoopfactuur komt één keer in een betaling.');
  if (input.executionDate < brusselsToday())
    throw validation(
      'executionDate: de uitvoeringsdatum ligt in het verleden; kies vandaag of later.',
    );
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, input.accountId);
    if (!account) throw notFound('BankAccount', input.accountId);
    const company = await readCompanySettings(tx);
    const transfers: (CreditTransfer & { payee: TransferPayee; purchaseId: number })[] = [];
    for (const id of ids) {
      const row = await lockedPurchase(tx, id);
      if (row.kind !== 'invoice')
        throw new ApiError('CONFLICT', `Creditnota ${row.number} wordt niet betaald.`);
      if (row.status !== 'goedgekeurd')
        throw new ApiError(
          'PURCHASE_STATUS',
          `Aankoopfactuur ${row.number} is ${row.status}: alleen goedgekeurde facturen komen in een betaling.`,
        );
      const blocked = blockedReason(row);
      // The inhoudingsplicht's own refusal (409 WITHHOLDING_CHECK_MISSING) comes from the step.
      if (blocked?.kind === 'iban')
        throw validation(`Aankoopfactuur ${row.number}: ${blocked.reason}`);
      await changePurchaseStatus(tx, id, 'te betalen', by);
      transfers.push(
        ...transfersOf(row, company.withholdingAccounts).map((t) => ({ ...t, purchaseId: id })),
      );
    }
    const id = await nextPaymentRunId(tx);
    const createdAt = new Date();
    const messageId = `BETALING-${input.executionDate.replace(/-/g, '')}-${id}`;
    const xml = creditTransferXml({
      messageId,
      createdAt,
      executionDate: input.executionDate,
      debtor: { name: company.name || account.name, iban: account.iban, bic: account.bic },
      transfers,
    });
    const failures = await checkCreditTransferFile(xml);
    if (failures.length > 0)
      throw validation(
        `Het betaalbestand voldoet niet aan het schema van de EPC (pain.001.001.09): ${failures
          .map((failure) => failure.message)
          .join('; ')}`,
      );
    const total = transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
    await insertPaymentRun(
      tx,
      {
        id,
        accountId: account.id,
        messageId,
        executionDate: input.executionDate,
        total,
        xml,
        createdBy: by,
        createdAt,
      },
      transfers.map((transfer) => ({
        purchaseId: transfer.purchaseId,
        payee: transfer.payee,
        amount: transfer.amount,
        creditorName: transfer.creditor.name,
        creditorIban: transfer.creditor.iban,
        reference: transfer.reference,
        endToEndId: transfer.endToEndId,
      })),
    );
    return { id, messageId, transfers: transfers.length, total };
  });
}

/** The file of a run as it was checked and offered, with the name to save it under. */
export async function paymentRunFile(db: Db, id: number) {
  const run = await findPaymentRun(db, id);
  if (!run) throw notFound('PaymentRun', id);
  return { xml: run.xml, fileName: `${run.messageId.toLowerCase()}.xml` };
}

/** The newest runs, each with its transfers and the state of the invoices they pay. */
export async function listPaymentRuns(db: Db) {
  const { runs, transfers } = await recentPaymentRuns(db, 20);
  return {
    runs: runs.map((run) => ({
      ...run,
      createdAt: run.createdAt.toISOString(),
      transfers: transfers
        .filter((transfer) => transfer.runId === run.id)
        .map(({ runId, ...transfer }) => {
          void runId;
          return transfer;
        }),
    })),
  };
}

import type { Static } from '@sinclair/typebox';
import type { Db } from '../db/client';
import { documents, type PurchaseStatus } from '../db/schema';
import { ApiError, unknownReference, validation } from '../domain/errors';
import { ADMIN_ROLE } from '../domain/roles';
import { logActivity } from '../repositories/activity';
import { recordCapturedVersion } from '../repositories/history';
import { missingIds, updatePurchase } from '../repositories/purchases';
import type { StaffUser } from '../repositories/sessions';
import type { WithholdingCheckInput } from '../schemas/purchases';
import { readCompanySettings } from './company-settings';
import type { Actor } from './language';
import {
  lockedPurchase,
  purchaseLabel,
  purchaseState,
  purchaseTarget,
  readPurchase,
  statusRefusal,
  withholdingRequired,
} from './purchases';

/**
 * A supplier invoice's steps after intake (docs/product.md § Aankopen): approval within the
 * role's limit, rejection with a reason, the inhoudingsplicht check, and the payment steps
 * (`te betalen`, `betaald`). Each step is a version and an activity entry.
 */

const euro = (cents: number) =>
  (cents / 100).toLocaleString('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Runs a step on the locked purchase, records its version and activity entry; answers it. */
async function step(
  db: Db,
  id: number,
  by: Actor,
  kind: 'approve' | 'reject' | 'withholdingCheck' | 'update' | 'payment',
  apply: (row: Awaited<ReturnType<typeof lockedPurchase>>, tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const row = await lockedPurchase(tx, id);
    await apply(row, tx);
    await recordCapturedVersion(tx, 'purchase', id, by, (await purchaseState(tx, id))!);
    await logActivity(tx, { by, kind, target: purchaseTarget(id, purchaseLabel(row)) });
  });
  return readPurchase(db, id);
}

/**
 * Approves a received invoice. A Beheerder approves any amount; another role up to its limit in
 * the company settings (gross cents; a role without one approves nothing): above it 403.
 */
export async function approvePurchase(db: Db, id: number, actor: StaffUser) {
  const { approvalLimits } = await readCompanySettings(db);
  return step(db, id, actor.id, 'approve', async (row, tx) => {
    if (row.status !== 'ontvangen')
      throw statusRefusal(
        `Aankoopfactuur ${row.number || id} is ${row.status}; alleen een ontvangen factuur wordt goedgekeurd.`,
      );
    if (row.supplierId === null) throw validation('Kies eerst de leverancier van deze factuur.');
    if (actor.role !== ADMIN_ROLE) {
      const limit = (approvalLimits as Partial<Record<string, number>>)[actor.role];
      if (limit === undefined || row.grossAmount > limit)
        throw new ApiError(
          'APPROVAL_LIMIT',
          limit === undefined
            ? 'Uw rol keurt geen aankoopfacturen goed; een beheerder keurt ze goed.'
            : `Deze factuur (€ ${euro(row.grossAmount)}) ligt boven uw goedkeuringsgrens van € ${euro(limit)}; een beheerder keurt ze goed.`,
        );
    }
    await updatePurchase(tx, id, {
      status: 'goedgekeurd',
      approvedBy: actor.id,
      approvedAt: new Date(),
    });
  });
}

/** Refuses a received or approved invoice with a reason: `geweigerd`, to be corrected. */
export async function rejectPurchase(db: Db, id: number, reason: string, by: Actor) {
  const text = reason.trim();
  if (!text) throw validation('Geef een reden om de factuur te weigeren.');
  return step(db, id, by, 'reject', async (row, tx) => {
    if (row.status !== 'ontvangen' && row.status !== 'goedgekeurd')
      throw statusRefusal(
        `Aankoopfactuur ${row.number || id} is ${row.status}; alleen een ontvangen of goedgekeurde factuur wordt geweigerd.`,
      );
    await updatePurchase(tx, id, {
      status: 'geweigerd',
      rejectedBy: by,
      rejectedAt: new Date(),
      rejectionReason: text,
      approvedBy: null,
      approvedAt: null,
    });
  });
}

/** Records the inhoudingsplicht check (date, debts found, the attest in Bestanden). */
export async function recordWithholdingCheck(
  db: Db,
  id: number,
  input: Static<typeof WithholdingCheckInput>,
  by: Actor,
) {
  return step(db, id, by, 'withholdingCheck', async (row, tx) => {
    if (row.status === 'betaald')
      throw statusRefusal(`Aankoopfactuur ${row.number || id} is al betaald.`);
    const documentId = input.documentId ?? null;
    if (documentId !== null && (await missingIds(tx, documents, [documentId])).length)
      throw unknownReference('Document', documentId);
    await updatePurchase(tx, id, {
      withholdingCheckedOn: input.checkedOn,
      withholdingSocialDebt: input.socialDebt,
      withholdingTaxDebt: input.taxDebt,
      withholdingDocumentId: documentId,
    });
  });
}

/** The payment steps each status allows. */
const NEXT: Partial<Record<PurchaseStatus, PurchaseStatus[]>> = {
  goedgekeurd: ['te betalen', 'betaald'],
  'te betalen': ['betaald', 'goedgekeurd'],
};

/**
 * Moves an approved invoice through payment. A subcontractor's invoice is not paid (nor put in
 * a payment run) before its inhoudingsplicht check: 409.
 */
export async function changePurchaseStatus(
  db: Db,
  id: number,
  status: 'goedgekeurd' | 'te betalen' | 'betaald',
  by: Actor,
) {
  return step(db, id, by, status === 'betaald' ? 'payment' : 'update', async (row, tx) => {
    if (!NEXT[row.status]?.includes(status))
      throw statusRefusal(
        `Aankoopfactuur ${row.number || id} gaat niet van ${row.status} naar ${status}.`,
      );
    if (status !== 'goedgekeurd' && withholdingRequired(row) && !row.withholdingCheckedOn)
      throw new ApiError(
        'WITHHOLDING_CHECK_MISSING',
        'Dit is een factuur van een onderaannemer: registreer eerst de controle van de inhoudingsplicht (RSZ en FOD Financiën) voor ze betaald wordt.',
      );
    await updatePurchase(tx, id, {
      status,
      paidAt: status === 'betaald' ? new Date() : null,
    });
  });
}

/**
 * A bank match undone (docs/product.md § Financiën): the invoice the movement had paid is again
 * what it was before, approved or in a payment run. Only a paid one moves.
 */
export async function unpayPurchase(
  db: Db,
  id: number,
  status: 'goedgekeurd' | 'te betalen',
  by: Actor,
) {
  return step(db, id, by, 'payment', async (row, tx) => {
    if (row.status === 'betaald') await updatePurchase(tx, id, { status, paidAt: null });
  });
}

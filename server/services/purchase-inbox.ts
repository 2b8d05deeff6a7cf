import type { Db } from '../db/client';
import { ApiError } from '../domain/errors';
import type { PeppolGateway } from '../peppol/gateway';
import { MAX_UBL_BYTES, readPurchaseUbl, type PurchaseDocument } from '../peppol/ubl-purchase';
import { UblRefused } from '../peppol/ubl-summary';
import { claimIncomingEvent, releaseIncomingEvent } from '../repositories/purchase-inbox';
import { findPurchaseByPeppolRef } from '../repositories/purchase-intake';
import { storePeppolEvent } from '../repositories/peppol-events';
import { putBlob } from '../storage/blob-store';
import { storeDocumentFile, type StoredFile } from './document-files';
import { AlreadyReceived, receivePurchase, type PurchaseIntake } from './purchase-intake';

/**
 * Supplier invoices arriving over Peppol (docs/architecture.md § Peppol, incoming): each
 * incoming document the access point tells of (its webhook's `document.received`, or the
 * periodic poll of its inbox) becomes a webhook event row; whoever claims the row fetches the
 * UBL and takes it in. The purchase's unique `peppol_ref` makes every path idempotent: a
 * repeated webhook, a poll that finds it again or two instances at once add nothing.
 */

export interface InboxLog {
  warn(details: object, message: string): void;
}

/** Bytes we hold as they came (the UBL off the access point): stored as they are, not sniffed. */
export async function storeAsIs(db: Db, bytes: Buffer, fileName: string, mime: string) {
  const blob = await putBlob(db, [bytes]);
  return {
    fileName,
    mime,
    size: blob.size,
    sha256: blob.sha256,
    scanStatus: 'niet gescand',
  } satisfies StoredFile;
}

/** A supplier's embedded PDF, checked as Bestanden checks an upload; undefined when refused. */
export async function storeEmbeddedPdf(db: Db, pdf: PurchaseDocument['pdf']) {
  if (!pdf) return undefined;
  try {
    return await storeDocumentFile(db, { name: pdf.fileName, content: pdf.bytes });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** The intake's fields as the UBL gives them (the files are the caller's). */
export const ublIntakeFields = (doc: PurchaseDocument) => ({
  kind: doc.kind,
  number: doc.number,
  issueDate: doc.issueDate,
  dueDate: doc.dueDate,
  currency: doc.currency,
  orderReference: doc.orderReference,
  paymentReference: doc.paymentReference,
  supplier: doc.supplier,
  lines: doc.lines,
  lineNets: doc.lineNets,
  netAmount: doc.netAmount,
  vatAmount: doc.vatAmount,
  grossAmount: doc.grossAmount,
  reverseCharge: doc.reverseCharge,
});

/** The UBL of an incoming document as a purchase; answers its id (the one stored before, too). */
export async function receiveIncoming(db: Db, gateway: PeppolGateway, ref: string) {
  const known = await findPurchaseByPeppolRef(db, ref);
  if (known) return known;
  const { xml } = await gateway.fetchIncoming(ref);
  if (xml.length > MAX_UBL_BYTES) throw new UblRefused(`the UBL is larger than 20 MB`);
  const doc = readPurchaseUbl(xml.toString('utf8'));
  const name = `${(doc.number || ref).replace(/[^\w.-]+/g, '_').slice(0, 80)}.xml`;
  const original = await storeAsIs(db, xml, name, 'application/xml');
  const pdf = await storeEmbeddedPdf(db, doc.pdf);
  const intake: PurchaseIntake = {
    source: 'peppol',
    peppolRef: ref,
    ...ublIntakeFields(doc),
    original,
    ...(pdf && { pdf }),
  };
  try {
    return await receivePurchase(db, intake, null);
  } catch (error) {
    if (error instanceof AlreadyReceived) return error.id;
    throw error;
  }
}

/**
 * Takes in the incoming documents whose events wait (of one document when `ref` is given):
 * each event is claimed by one instance; one that fails is released for a later run, except a
 * document that can never become a purchase (no UBL, a duplicate), which is logged and left.
 * Answers the purchases' ids.
 */
export async function receiveWaitingDocuments(
  db: Db,
  gateway: PeppolGateway,
  log: InboxLog,
  ref?: string,
) {
  const received: number[] = [];
  for (let event = await claimIncomingEvent(db, ref); event;) {
    try {
      received.push(await receiveIncoming(db, gateway, event.ref));
    } catch (error) {
      const final = error instanceof UblRefused || error instanceof ApiError;
      log.warn(
        { err: error, ref: event.ref, final },
        final
          ? 'peppol: an incoming document did not become a purchase'
          : 'peppol: an incoming document waits for a next try',
      );
      // Released, it is tried again by the next run, not by this one.
      if (!final) {
        await releaseIncomingEvent(db, event.id);
        return received;
      }
    }
    event = await claimIncomingEvent(db, ref);
  }
  return received;
}

/**
 * Asks the access point for the documents received since `since` and records those not taken
 * in yet, as the webhook would have (an event per document, stored once); then takes them in.
 */
export async function pollIncoming(db: Db, gateway: PeppolGateway, log: InboxLog, since: Date) {
  const listed = await gateway.listIncoming(since);
  for (const { ref } of listed) {
    if (await findPurchaseByPeppolRef(db, ref)) continue;
    await storePeppolEvent(db, {
      id: `poll:${ref}`,
      type: 'document.received',
      direction: 'incoming',
      ref,
      occurredAt: new Date(),
      payload: { source: 'poll' },
    });
  }
  return receiveWaitingDocuments(db, gateway, log);
}

import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../domain/errors';
import type { InvoiceDocument } from '../domain/invoice-document';
import { invoicePdf } from '../invoicing/pdf';
import { GatewayError, type PeppolGateway } from '../peppol/gateway';
import { invoiceToUbl } from '../peppol/ubl';
import { validateUbl } from '../peppol/ubl-validate';
import { logActivity } from '../repositories/activity';
import {
  announceInvoiceChange,
  applyDelivery,
  claimInvoiceEvents,
  claimQuietSendings,
  deliveryOf,
  deliveryOfInvoice,
  findInvoiceToSend,
  markEventHandled,
  recordEmailRefusal,
  recordSending,
  type InvoiceToSend,
} from '../repositories/invoice-delivery';
import { insertMail, type ClaimedMail } from '../repositories/outbox';
import { readBlobBytes } from '../storage/blob-store';
import { billingLanguage } from '../mail/billing-texts';
import type { InvoiceMailPayload, MailAttachment } from '../mail/invoice-templates';
import { readCompanySettings } from './company-settings';
import { openDocumentFile } from './document-files';
import type { Actor } from './language';
import { newMessageId } from './mail';

/**
 * Sending an issued invoice (docs/product.md § Facturen, Verzenden): over Peppol through the
 * access point, or by e-mail through the outbox with its PDF and UBL; and what the access point
 * says afterwards (its webhook events, or its answer when asked), as the invoice's delivery
 * state: `verzonden`, `afgeleverd`, `geweigerd` with the reason.
 */

/** Peppol's rule that a buyer has an electronic address: a private person has none. */
export const BUYER_ADDRESS_RULE = 'PEPPOL-EN16931-R010';

export interface SendingContext {
  db: Db;
  mail: MailConfig;
  gateway?: PeppolGateway;
  /** Tells the outbox's sender there is mail (app.mailSender.wake). */
  wakeMail?: () => void;
}

/** The PDF and the UBL of an issued invoice, as Bestanden archived them, else made anew. */
export interface InvoiceFiles {
  pdf: Buffer;
  ubl: string;
  pdfName: string;
  ublName: string;
}

async function archived(db: Db, documentId: number) {
  // Version 1 is the file as it was issued; Bestanden keeps it unchanged.
  const file = await openDocumentFile(db, documentId, 1);
  file.stream.destroy();
  return readBlobBytes(db, file.sha256, file.size);
}

/** The files of an issued invoice: the archived ones when it has them. */
export async function invoiceFiles(db: Db, invoice: InvoiceToSend): Promise<InvoiceFiles> {
  const document = invoice.document as InvoiceDocument;
  const title = document.kind === 'creditNote' ? 'Creditnota' : 'Factuur';
  const pdfName = `${title} ${document.number}.pdf`;
  const ublName = `${title} ${document.number}.xml`;
  if (invoice.pdfDocumentId && invoice.ublDocumentId) {
    const [pdf, ubl] = await Promise.all([
      archived(db, invoice.pdfDocumentId),
      archived(db, invoice.ublDocumentId),
    ]);
    return { pdf, ubl: ubl.toString('utf8'), pdfName, ublName };
  }
  const settings = await readCompanySettings(db);
  const pdf = Buffer.from(await invoicePdf(document, { footer: settings.invoiceFooter }));
  return { pdf, ubl: invoiceToUbl(document, { pdf, filename: pdfName }), pdfName, ublName };
}

/** The issued invoice `id`, or the answer that says why it cannot be sent. */
async function issuedInvoice(db: Db, id: number) {
  const invoice = await findInvoiceToSend(db, id);
  if (!invoice) throw notFound('Invoice', id);
  if (invoice.status === 'concept' || !invoice.document || !invoice.number)
    throw new ApiError(
      'INVOICE_NOT_ISSUED',
      'Een conceptfactuur wordt niet verzonden: reik ze eerst uit.',
    );
  return invoice;
}

/** The rules the UBL fails, leaving out those `ignored`; 422 INVOICE_RULES when any is left. */
async function checkUbl(xml: string, ignored: string[] = []) {
  const result = await validateUbl(xml);
  const failures = result.failures.filter((failure) => !ignored.includes(failure.rule));
  if (failures.length)
    throw new ApiError(
      'INVOICE_RULES',
      `De e-factuur voldoet niet aan de regels: ${failures
        .map((failure) => `${failure.rule}: ${failure.message}`)
        .join('; ')}`,
    );
}

const label = (invoice: InvoiceToSend) =>
  `${invoice.kind === 'creditNote' ? 'Creditnota' : 'Factuur'} ${invoice.number}`;

async function sendByPeppol(context: SendingContext, invoice: InvoiceToSend, by: Actor) {
  const { db, gateway } = context;
  if (!gateway)
    throw new ApiError(
      'PEPPOL_NOT_CONFIGURED',
      'Peppol is niet ingesteld op deze server; verstuur de factuur per e-mail.',
    );
  const document = invoice.document as InvoiceDocument;
  if (!document.buyer.peppolId)
    throw new ApiError(
      'CONFLICT',
      'Deze klant heeft geen Peppol-ID (een particulier of een bedrijf zonder Peppol): verstuur de factuur per e-mail.',
    );
  if (invoice.sentVia === 'peppol' && invoice.peppolRef && invoice.deliveryState !== 'geweigerd')
    throw new ApiError('CONFLICT', `${label(invoice)} is al via Peppol verzonden.`);
  const files = await invoiceFiles(db, invoice);
  await checkUbl(files.ubl);
  let ref: string;
  try {
    // The same attempt twice (a lost answer, two clicks) is one document at the access point.
    ({ ref } = await gateway.send({
      xml: Buffer.from(files.ubl, 'utf8'),
      kind: invoice.kind,
      receiver: document.buyer.peppolId,
      idempotencyKey: `invoice-${invoice.id}-${invoice.number}-${invoice.peppolRef ?? 'first'}`,
    }));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new ApiError(
      'PEPPOL_UNAVAILABLE',
      error.status > 0
        ? `Het Peppol-toegangspunt weigerde de factuur (${error.status})${error.detail ? `: ${error.detail}` : ''}.`
        : 'Het Peppol-toegangspunt antwoordt niet; probeer het later opnieuw of verstuur per e-mail.',
    );
  }
  await db.transaction(async (tx) => {
    await recordSending(tx, invoice.id, { via: 'peppol', peppolRef: ref, at: new Date() });
    await logActivity(tx, {
      by,
      kind: 'send',
      target: { kind: 'invoice', id: invoice.id, label: `${invoice.number} via Peppol` },
    });
    await announceInvoiceChange(tx, invoice.id);
  });
  // Events the access point sent before the reference was stored waited for it.
  await applyInvoiceEvents(db, ref);
}

async function sendByEmail(context: SendingContext, invoice: InvoiceToSend, by: Actor) {
  const { db, mail } = context;
  if (!mail.smtpUrl)
    throw new ApiError(
      'MAIL_NOT_CONFIGURED',
      'E-mail is niet ingesteld op deze server (SMTP_URL): de factuur kan niet per e-mail weg.',
    );
  const document = invoice.document as InvoiceDocument;
  const recipient = invoice.customerEmail || document.buyer.email;
  if (!recipient)
    throw new ApiError(
      'CONFLICT',
      'Deze klant heeft geen e-mailadres: vul het in bij de klant en verstuur opnieuw.',
    );
  const files = await invoiceFiles(db, invoice);
  // A private customer has no Peppol address (R010): by e-mail that is no fault.
  await checkUbl(files.ubl, [BUYER_ADDRESS_RULE]);
  const settings = await readCompanySettings(db);
  const attachments: MailAttachment[] = [
    {
      filename: files.pdfName,
      contentType: 'application/pdf',
      content: files.pdf.toString('base64'),
    },
    {
      filename: files.ublName,
      contentType: 'application/xml',
      content: Buffer.from(files.ubl, 'utf8').toString('base64'),
    },
  ];
  const at = new Date();
  const payload: InvoiceMailPayload = {
    invoiceId: invoice.id,
    sentAt: at.toISOString(),
    kind: invoice.kind,
    number: document.number,
    customer: document.buyer.name,
    company: document.seller.name || settings.name || mail.companyName,
    payable: invoice.kind === 'creditNote' ? 0 : invoice.payableAmount - invoice.paidAmount,
    ...(document.dueDate && { dueDate: document.dueDate }),
    structuredCommunication: document.structuredCommunication,
    iban: document.seller.iban,
    attachments,
  };
  await db.transaction(async (tx) => {
    await insertMail(tx, {
      kind: 'invoice',
      recipient,
      language: billingLanguage(invoice.customerLanguage),
      messageId: newMessageId(mail),
      payload: payload as unknown as Record<string, unknown>,
    });
    await recordSending(tx, invoice.id, { via: 'email', at });
    await logActivity(tx, {
      by,
      kind: 'send',
      target: { kind: 'invoice', id: invoice.id, label: `${invoice.number} per e-mail` },
    });
    await announceInvoiceChange(tx, invoice.id);
  });
  context.wakeMail?.();
}

/** Sends the issued invoice `id` as staff member `by` asked; answers its delivery. */
export async function sendInvoice(
  context: SendingContext,
  id: number,
  via: 'peppol' | 'email',
  by: Actor,
) {
  const invoice = await issuedInvoice(context.db, id);
  if (via === 'peppol') await sendByPeppol(context, invoice, by);
  else await sendByEmail(context, invoice, by);
  return readInvoiceDelivery(context.db, id);
}

export async function readInvoiceDelivery(db: Db, id: number) {
  const delivery = await deliveryOfInvoice(db, id);
  if (!delivery) throw notFound('Invoice', id);
  return {
    ...delivery,
    reminders: delivery.reminders.map((reminder) => ({
      level: reminder.level,
      sentAt: reminder.sentAt.toISOString(),
    })),
  };
}

/**
 * An invoice's mail failed for good (an unknown mailbox, nothing sent in time, or given up by
 * the outbox's clean-up): its sending becomes `geweigerd` with the mail server's reason, and the
 * screens hear of it.
 */
export async function invoiceMailFailed(
  db: Db,
  mail: Pick<ClaimedMail, 'kind' | 'payload'>,
  reason: string,
) {
  if (mail.kind !== 'invoice') return;
  const { invoiceId, sentAt } = mail.payload as Partial<InvoiceMailPayload>;
  if (typeof invoiceId !== 'number' || typeof sentAt !== 'string') return;
  await db.transaction(async (tx) => {
    if (await recordEmailRefusal(tx, invoiceId, sentAt, reason))
      await announceInvoiceChange(tx, invoiceId);
  });
}

/** Events handled per transaction. */
const EVENT_BATCH = 50;

/**
 * Applies the access point's stored events to the invoices they are about (all, or those of
 * `ref`): each once, whichever instance gets there first; a replayed event was never stored
 * twice. Answers the invoices whose delivery changed.
 */
export async function applyInvoiceEvents(db: Db, ref?: string) {
  const changed: number[] = [];
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const events = await claimInvoiceEvents(tx, EVENT_BATCH, ref);
      for (const event of events) {
        const state = deliveryOf(event.state);
        const invoiceId = state && (await applyDelivery(tx, event.ref, state, event.detail));
        if (invoiceId) {
          changed.push(invoiceId);
          await announceInvoiceChange(tx, invoiceId);
        }
        await markEventHandled(tx, event.id);
      }
      return events.length;
    });
    if (handled < EVENT_BATCH) return changed;
  }
}

/**
 * Asks the access point about Peppol invoices still `verzonden` after `quietSeconds` (a webhook
 * that never came), each at most every `everySeconds`; one instance asks about each.
 */
export async function pollQuietSendings(
  db: Db,
  gateway: PeppolGateway,
  options: { quietSeconds: number; everySeconds: number; limit?: number },
) {
  const changed: number[] = [];
  const claimed = await claimQuietSendings(db, { limit: 20, ...options });
  for (const { id, ref } of claimed) {
    // An access point that does not answer now is asked again after `everySeconds`.
    const answer = await gateway.status(ref).catch(() => undefined);
    if (!answer) continue;
    const state = deliveryOf(answer.state);
    if (!state) continue;
    await db.transaction(async (tx) => {
      if (!(await applyDelivery(tx, ref, state, answer.detail ?? null))) return;
      changed.push(id);
      await announceInvoiceChange(tx, id);
    });
  }
  return changed;
}

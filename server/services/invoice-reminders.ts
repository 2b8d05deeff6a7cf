import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { wallClockOf } from '../domain/brussels';
import type { InvoiceDocument } from '../domain/invoice-document';
import type { InvoiceReminderPayload } from '../mail/invoice-templates';
import {
  announceInvoiceChange,
  findDueReminders,
  findInvoiceToSend,
  takeReminder,
} from '../repositories/invoice-delivery';
import { billingLanguage } from '../mail/billing-texts';
import { insertMail } from '../repositories/outbox';
import { invoiceFiles } from './invoice-sending';
import { newMessageId } from './mail';

/**
 * The reminders of unpaid invoices (docs/product.md § Facturen, Herinneringen): the first and
 * second reminder and the formal notice (ingebrekestelling), by e-mail through the outbox with
 * the invoice's PDF (its EPC QR code pays the amount), on the Brussels days the company settings
 * name after the due date (`reminder_days`, default 7, 21 and 35). Each goes once (unique per
 * invoice and level, written in the mail's transaction); a paid or credited invoice gets none.
 */

/** Days a formal notice gives the customer to pay. */
export const NOTICE_DAYS = 15;
/** Invoices looked at per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Writes the reminders due on the Brussels date of `now`; answers how many. Every instance may
 * run it at once: an invoice another holds is skipped, and a reminder is written once.
 */
export async function queueDueInvoiceReminders(db: Db, mail: MailConfig, now = new Date()) {
  // Without mail a reminder would be recorded and never go: none is written until it is set up.
  if (!mail.smtpUrl) return 0;
  const today = wallClockOf(now).date;
  let written = 0;
  for (const due of await findDueReminders(db, today, BATCH)) {
    // The PDF is made before the transaction, so no row is held while it is drawn.
    const found = await findInvoiceToSend(db, due.id);
    if (!found?.document) continue;
    const files = await invoiceFiles(db, found);
    const queued = await db.transaction(async (tx) => {
      // The row as it is now, locked: a payment meanwhile stops the reminder or lowers the sum.
      const invoice = await takeReminder(tx, due.id, due.level, now);
      if (!invoice?.document) return false;
      const document: InvoiceDocument = invoice.document;
      const payload: InvoiceReminderPayload = {
        level: due.level,
        number: document.number,
        issueDate: document.issueDate,
        customer: document.buyer.name,
        company: document.seller.name || mail.companyName,
        open: invoice.payableAmount - invoice.paidAmount,
        dueDate: invoice.dueDate ?? document.dueDate ?? '',
        structuredCommunication: document.structuredCommunication,
        iban: document.seller.iban,
        noticeDays: NOTICE_DAYS,
        attachments: [
          {
            filename: files.pdfName,
            contentType: 'application/pdf',
            content: files.pdf.toString('base64'),
          },
        ],
      };
      await insertMail(tx, {
        kind: 'invoice-reminder',
        recipient: invoice.customerEmail || document.buyer.email,
        language: billingLanguage(invoice.customerLanguage),
        messageId: newMessageId(mail),
        payload: payload as unknown as Record<string, unknown>,
      });
      await announceInvoiceChange(tx, invoice.id);
      return true;
    });
    if (queued) written++;
  }
  return written;
}

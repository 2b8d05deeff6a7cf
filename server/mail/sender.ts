import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import {
  claimDueMail,
  finishMail,
  renewClaim,
  retryMailLater,
  secondsUntilNextMail,
  type ClaimedMail,
} from '../repositories/outbox';
import { isAppointmentMail } from './appointment-templates';
import { isInvoiceMail } from './invoice-templates';
import { renderMail } from './templates';
import { MAX_CONNECTIONS, failureOf, openTransport, type Transport } from './transport';

/** Mails claimed at once; the transport's pool sends them over a few connections. */
const BATCH = 20;
/**
 * How long a claim holds: a sender that died mid-send lets another try after this. Each mail's
 * claim is renewed right before it is sent, so a slow mail server cannot make a queued mail's
 * claim run out.
 */
const LEASE_SECONDS = 120;
/** The shortest sleep after a round that found nothing to claim (due mail another sender holds). */
const IDLE_SECONDS = 1;

/** The wait before try `attempt + 1`: the first retry soon, then doubling, never above the maximum. */
export const retryDelaySeconds = (attempt: number, mail: MailConfig) =>
  Math.min(mail.retryFirstSeconds * 2 ** Math.max(0, attempt - 1), mail.retryMaxSeconds);

export interface SenderLog {
  warn(details: object, message: string): void;
}

/**
 * Delivers the outbox: claims what is due, sends it and marks it, then sleeps until the next
 * mail is due, at most `pollSeconds` (mail written by another instance), or until woken (a
 * conversation changed, on any instance). Every instance runs one; the claims keep them from
 * sending a mail twice. A mail is sent again only after a crash between the SMTP server's
 * acceptance and the mark, with the same Message-ID.
 */
export class MailSender {
  private readonly transport: Transport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly mail: MailConfig & { smtpUrl: string },
    private readonly log: SenderLog,
    /** Whether the customer has the conversation open now (live/presence.ts). */
    private readonly customerOnline: (chatId: number) => Promise<boolean>,
    /** Told of each mail that failed for good (an invoice's mail marks its delivery). */
    private readonly onFailed?: (mail: ClaimedMail, reason: string) => Promise<void>,
  ) {
    this.transport = openTransport(mail.smtpUrl);
  }

  start() {
    this.wake();
  }

  /** Looks for due mail now (or right after the round under way). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round().finally(() => (this.running = undefined));
  }

  /**
   * Stops at once: the connections close first, so mail queued for them fails its try and
   * waits in the outbox for the next one, rather than holding up the shutdown.
   */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.transport.close();
    await this.running;
  }

  private async round() {
    let sleepSeconds = this.mail.pollSeconds;
    try {
      let claimedAny = false;
      do {
        this.again = false;
        const claimed = await claimDueMail(this.db, BATCH, LEASE_SECONDS);
        claimedAny ||= claimed.length > 0;
        await this.deliverAll(claimed);
        if (claimed.length === BATCH) this.again = true;
      } while (this.again && !this.stopped);
      const next = await secondsUntilNextMail(this.db);
      if (next !== null) sleepSeconds = Math.min(sleepSeconds, next);
      // Due mail that could not be claimed is another sender's: no spinning until it is done.
      if (!claimedAny) sleepSeconds = Math.max(sleepSeconds, IDLE_SECONDS);
    } catch (error) {
      this.log.warn({ err: error }, 'mail: the outbox could not be read');
    }
    if (this.stopped) return;
    // Woken after the last look at the outbox: look again now.
    if (this.again) sleepSeconds = 0;
    // A little after the due time, so the database's clock has passed it too.
    this.timer = setTimeout(() => this.wake(), Math.max(50, sleepSeconds * 1000 + 20));
    this.timer.unref();
  }

  /**
   * As many at once as there are connections, so each mail's claim is renewed when a connection
   * is free for it, not while it waits behind the others.
   */
  private async deliverAll(mails: ClaimedMail[]) {
    const queue = [...mails];
    const worker = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) await this.deliver(mail);
    };
    await Promise.all(Array.from({ length: Math.min(MAX_CONNECTIONS, queue.length) }, worker));
  }

  private async deliver(mail: ClaimedMail) {
    try {
      if (mail.ageSeconds > this.mail.giveUpHours * 3600) {
        await finishMail(this.db, mail, 'failed', mail.lastError ?? 'Not sent in time');
        await this.tellFailed(mail, mail.lastError ?? 'Not sent in time');
        return;
      }
      if (await this.needless(mail)) {
        await finishMail(this.db, mail, 'skipped');
        return;
      }
      if (this.stopped || !(await renewClaim(this.db, mail, LEASE_SECONDS))) return;
      const rendered = renderMail(mail, this.mail);
      try {
        await this.transport.sendMail({
          from: this.fromAddress(),
          to: mail.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          ...(rendered.attachments && {
            attachments: rendered.attachments.map((file) => ({
              filename: file.filename,
              content: Buffer.from(file.content, 'base64'),
              contentType: file.contentType,
            })),
          }),
          ...(rendered.calendar && {
            // The calendar part mail clients offer to add, and the same file as an attachment.
            icalEvent: {
              method: rendered.calendar.method,
              filename: rendered.calendar.filename,
              content: rendered.calendar.content,
            },
            attachments: [
              {
                filename: rendered.calendar.filename,
                content: rendered.calendar.content,
                contentType: `text/calendar; charset=utf-8; method=${rendered.calendar.method}`,
              },
            ],
          }),
          messageId: mail.messageId,
          // One recipient, as written: no address in a name can add another.
          envelope: { from: this.envelopeFrom(), to: [mail.recipient] },
        });
      } catch (error) {
        await this.failed(mail, error);
        return;
      }
      await finishMail(this.db, mail, 'sent');
    } catch (error) {
      // The database failed: the claim runs out and the mail is tried again.
      this.log.warn({ err: error, mail: mail.id }, 'mail: could not be marked');
    }
  }

  private async failed(mail: ClaimedMail, error: unknown) {
    const { permanent, reason } = failureOf(error);
    const delay = retryDelaySeconds(mail.attempts, this.mail);
    this.log.warn({ mail: mail.id, attempt: mail.attempts, reason }, 'mail: not sent');
    if (permanent || mail.ageSeconds + delay > this.mail.giveUpHours * 3600) {
      await finishMail(this.db, mail, 'failed', reason);
      await this.tellFailed(mail, reason);
    } else {
      await retryMailLater(this.db, mail, reason, delay);
    }
  }

  /**
   * A mail about a conversation that is gone (removed while the mail was written), or a reply
   * the customer has read already: they have the conversation open. Mail about an appointment
   * always goes: a removed appointment's is its cancellation.
   */
  private async needless(mail: ClaimedMail) {
    // About no one conversation.
    const aboutNoChat = [
      'test',
      'staff-summary',
      'upload-ceiling',
      'documents-received',
      'quote',
      'purchase-order',
      'vehicle-reminder',
      'tool-reminder',
    ].includes(mail.kind);
    if (aboutNoChat || isAppointmentMail(mail.kind) || isInvoiceMail(mail.kind)) return false;
    if (mail.chatId === null) return true;
    return mail.kind === 'customer-reply' && (await this.customerOnline(mail.chatId));
  }

  private async tellFailed(mail: ClaimedMail, reason: string) {
    try {
      await this.onFailed?.(mail, reason);
    } catch (error) {
      this.log.warn({ err: error, mail: mail.id }, 'mail: its failure could not be recorded');
    }
  }

  private fromAddress() {
    const { fromName, fromAddress, companyName } = this.mail;
    return { name: fromName || companyName, address: fromAddress };
  }

  private envelopeFrom() {
    return this.mail.fromAddress;
  }
}

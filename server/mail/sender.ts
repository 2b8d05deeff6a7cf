import type { MailConfig } from '../config';
import type { Db } from '../db/client';
import { hasWatcher } from '../repositories/chat-live';
import {
  claimDueMail,
  finishMail,
  pruneMail,
  retryMailLater,
  secondsUntilNextMail,
  type ClaimedMail,
} from '../repositories/outbox';
import { renderMail } from './templates';
import { failureOf, openTransport, type Transport } from './transport';

/** Mails claimed at once; the transport's pool sends them over a few connections. */
const BATCH = 20;
/** How long a claim holds: a sender that died mid-send lets another try after this. */
const LEASE_SECONDS = 120;
/** A customer's stream not touched for this long does not count as 'open' (server/live/presence.ts). */
const PRESENCE_STALE_SECONDS = 60;
/** Sent, failed and skipped mails are kept this long, for the status in /settings. */
const KEPT_DAYS = 30;

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
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly mail: MailConfig & { smtpUrl: string },
    private readonly log: SenderLog,
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

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private async round() {
    let sleepSeconds = this.mail.pollSeconds;
    try {
      do {
        this.again = false;
        const claimed = await claimDueMail(this.db, BATCH, LEASE_SECONDS);
        await Promise.all(claimed.map((mail) => this.deliver(mail)));
        if (claimed.length === BATCH) this.again = true;
      } while (this.again && !this.stopped);
      const next = await secondsUntilNextMail(this.db);
      if (next !== null) sleepSeconds = Math.min(sleepSeconds, next);
      await this.pruneDaily();
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

  private async deliver(mail: ClaimedMail) {
    try {
      if (mail.ageSeconds > this.mail.giveUpHours * 3600) {
        await finishMail(this.db, mail.id, 'failed', mail.lastError ?? 'Not sent in time');
        return;
      }
      // The customer has the conversation open: they have read the replies already.
      if (
        mail.kind === 'customer-reply' &&
        mail.chatId !== null &&
        (await hasWatcher(this.db, mail.chatId, PRESENCE_STALE_SECONDS))
      ) {
        await finishMail(this.db, mail.id, 'skipped');
        return;
      }
      const rendered = renderMail(mail, this.mail);
      try {
        await this.transport.sendMail({
          from: this.fromAddress(),
          to: mail.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: mail.messageId,
          // One recipient, as written: no address in a name can add another.
          envelope: { from: this.envelopeFrom(), to: [mail.recipient] },
        });
      } catch (error) {
        await this.failed(mail, error);
        return;
      }
      await finishMail(this.db, mail.id, 'sent');
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
      await finishMail(this.db, mail.id, 'failed', reason);
    } else {
      await retryMailLater(this.db, mail.id, reason, delay);
    }
  }

  private fromAddress() {
    const { from, companyName } = this.mail;
    return from.includes('<') ? from : { name: companyName, address: from };
  }

  private envelopeFrom() {
    const { from } = this.mail;
    return /<([^>]+)>/.exec(from)?.[1] ?? from;
  }

  private async pruneDaily() {
    if (Date.now() - this.lastPrune < 24 * 3600_000) return;
    this.lastPrune = Date.now();
    await pruneMail(this.db, KEPT_DAYS);
  }
}

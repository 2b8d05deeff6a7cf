import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { rolesWith, type Area } from '../domain/roles';

/**
 * The e-mail outbox (table outbox, migration 0006; docs/architecture.md § E-mail): mails are
 * written in the transaction of the change that causes them, then claimed, sent and marked by
 * the senders of every instance.
 */

/** The roles that have an area, as a text[]: staff mails about an area reach only them. */
const rolesArray = (area: Area) => sql`${`{${rolesWith(area).join(',')}}`}::text[]`;

export type MailKind =
  | 'customer-reply'
  | 'staff-notice'
  | 'staff-summary'
  | 'test'
  | 'appointment-confirmation'
  | 'appointment-reminder'
  | 'appointment-cancellation'
  | 'appointment-notice'
  | 'upload-ceiling'
  | 'documents-received'
  | 'invoice'
  | 'invoice-reminder'
  | 'quote'
  | 'purchase-order'
  | 'vehicle-reminder'
  | 'tool-reminder';
export type MailStatus = 'waiting' | 'sent' | 'failed' | 'skipped';
/** A mail's language; French only for quotes and invoices (server/mail/billing-texts.ts). */
export type MailLanguage = 'nl' | 'en' | 'fr';

export interface NewMail {
  kind: MailKind;
  chatId?: number;
  appointmentId?: number;
  recipient: string;
  language: MailLanguage;
  payload: Record<string, unknown>;
  messageId: string;
  /** Seconds before it may be sent (the grouping window of replies); 0: now. */
  delaySeconds?: number;
}

/** A mail claimed for sending. */
export interface ClaimedMail {
  id: number;
  messageId: string;
  kind: MailKind;
  chatId: number | null;
  recipient: string;
  language: MailLanguage;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  /** Seconds since it was written (the database's clock). */
  ageSeconds: number;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

const payloadOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'string' ? JSON.parse(value) : (value as Record<string, unknown>);

export async function insertMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      insert into outbox (message_id, kind, chat_id, appointment_id, recipient, language, payload, next_attempt_at)
      values (${mail.messageId}, ${mail.kind}, ${mail.chatId ?? null}, ${mail.appointmentId ?? null}, ${mail.recipient},
        ${mail.language}, ${JSON.stringify(mail.payload)}::jsonb,
        now() + make_interval(secs => ${mail.delaySeconds ?? 0}))
      returning id`),
  );
  return Number(row.id);
}

/**
 * A conversation's event told to every active account that wants notices (its assignee alone
 * when it has an active one; never whoever has it open now), in one statement:
 * a staff-notice mail each (its own Message-ID, `<uuid@domain>`) to the accounts that got fewer
 * than `perHour` notices in the last hour; the others (all of them with `perHour` 0) have the
 * event counted in their summary mail that still waits, or get one due in `summaryDelaySeconds`.
 * Answers how many notices and summaries were written or counted in.
 */
export async function insertStaffNotices(
  db: Db,
  notice: {
    chatId: number;
    event: 'created' | 'message';
    payload: Record<string, unknown>;
    messageIdDomain: string;
    perHour: number;
    summaryDelaySeconds: number;
    /** A staff screen marked as showing the conversation this recently has it open. */
    viewerFreshSeconds: number;
  },
): Promise<{ notices: number; summaries: number }> {
  const created = notice.event === 'created' ? 1 : 0;
  const messages = 1 - created;
  const [row] = rowsOf(
    await db.execute(sql`
      with recipients as (
        select u.email, u.first_name,
          (select count(*) from outbox o
            where o.kind = 'staff-notice' and o.recipient = u.email
              and o.created_at > now() - interval '1 hour') < ${notice.perHour}::int as notified
        from users u where u.active and u.notify_by_mail
          -- Accounts whose role has the chats (docs/product.md § Roles), and the assignee.
          and (u.role::text = any(${rolesArray('chats')})
            or exists (select 1 from chats c where c.id = ${notice.chatId} and c.assigned_to = u.id))
          -- An assigned conversation's notices go to its assignee alone, while that account
          -- is active; a deactivated assignee's conversation alerts everyone, as an unassigned one.
          and not exists (select 1 from chats c join users a on a.id = c.assigned_to
            where c.id = ${notice.chatId} and a.active and c.assigned_to <> u.id)
          -- Nor to whoever has the conversation open now (chat_viewers).
          and not exists (select 1 from chat_viewers v where v.chat_id = ${notice.chatId}
            and v.user_id = u.id
            and v.seen_at > now() - make_interval(secs => ${notice.viewerFreshSeconds}::int))
      ),
      notices as (
        insert into outbox (message_id, kind, chat_id, recipient, language, payload)
        select '<' || gen_random_uuid() || '@' || ${notice.messageIdDomain} || '>', 'staff-notice',
          ${notice.chatId}, email, 'nl',
          ${JSON.stringify(notice.payload)}::jsonb || jsonb_build_object('staffFirstName', first_name)
        from recipients where notified
        returning id
      ),
      counted as (
        update outbox o
        set payload = o.payload || jsonb_build_object(
          'conversations', coalesce((o.payload->>'conversations')::int, 0) + ${created}::int,
          'messages', coalesce((o.payload->>'messages')::int, 0) + ${messages}::int)
        from recipients r
        where not r.notified and o.recipient = r.email and o.kind = 'staff-summary'
          and o.status = 'waiting' and o.attempts = 0 and o.next_attempt_at > now()
        returning o.recipient
      ),
      summaries as (
        insert into outbox (message_id, kind, recipient, language, payload, next_attempt_at)
        select '<' || gen_random_uuid() || '@' || ${notice.messageIdDomain} || '>', 'staff-summary',
          email, 'nl',
          jsonb_build_object('conversations', ${created}::int, 'messages', ${messages}::int,
            'since', now(), 'staffFirstName', first_name),
          now() + make_interval(secs => ${notice.summaryDelaySeconds}::int)
        from recipients
        where not notified and email not in (select recipient from counted)
        returning id
      )
      select (select count(*) from notices)::int as notices,
        ((select count(*) from counted) + (select count(*) from summaries))::int as summaries`),
  );
  return { notices: Number(row.notices), summaries: Number(row.summaries) };
}

/**
 * Tells staff that customers' files reached the day's ceiling: one mail to each active account
 * that wants notices, once per day in Brussels. Run in a transaction: it holds a lock until the
 * end, so refusals on however many instances write one day's mails once. Answers how many.
 */
export async function insertUploadCeilingAlert(
  tx: Db,
  alert: { messageIdDomain: string; ceilingMb: number },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('outbox:upload-ceiling'))`);
  const rows = rowsOf(
    await tx.execute(sql`
        insert into outbox (message_id, kind, recipient, language, payload)
        select '<' || gen_random_uuid() || '@' || ${alert.messageIdDomain} || '>', 'upload-ceiling',
          u.email, 'nl',
          jsonb_build_object('staffFirstName', u.first_name, 'ceilingMb', ${alert.ceilingMb}::float8)
        from users u
        where u.active and u.notify_by_mail and u.role::text = any(${rolesArray('chats')})
          and not exists (
          select 1 from outbox o where o.kind = 'upload-ceiling'
            and o.created_at >= ((now() at time zone 'Europe/Brussels')::date)::timestamp
              at time zone 'Europe/Brussels')
        returning id`),
  );
  return rows.length;
}

/** A staff notice's payload, and the domain of its Message-ID. */
interface StaffNotice {
  payload: Record<string, unknown>;
  messageIdDomain: string;
}

/**
 * One mail of `kind` to each active account that wants notices and whose role has `area`, in
 * one statement, its payload with the account's first name; answers how many.
 */
async function insertAreaNotices(db: Db, kind: MailKind, area: Area, notice: StaffNotice) {
  const rows = rowsOf(
    await db.execute(sql`
      insert into outbox (message_id, kind, recipient, language, payload)
      select '<' || gen_random_uuid() || '@' || ${notice.messageIdDomain} || '>',
        ${kind}, email, 'nl',
        ${JSON.stringify(notice.payload)}::jsonb || jsonb_build_object('staffFirstName', first_name)
      from users where active and notify_by_mail and role::text = any(${rolesArray(area)})
      returning id`),
  );
  return rows.length;
}

/** Tells staff with the documents that a customer sent files through an upload link. */
export const insertDocumentsReceivedNotices = (db: Db, notice: StaffNotice) =>
  insertAreaNotices(db, 'documents-received', 'files', notice);

/** Tells staff with the vehicles of a vehicle's date coming up. */
export const insertVehicleReminderNotices = (db: Db, notice: StaffNotice) =>
  insertAreaNotices(db, 'vehicle-reminder', 'vehicles', notice);

/** Tells staff with Inventaris of a tool's inspection coming up. */
export const insertToolReminderNotices = (db: Db, notice: StaffNotice) =>
  insertAreaNotices(db, 'tool-reminder', 'inventory', notice);

/**
 * One mail of `kind` about an appointment to each active account that wants notices (the same
 * choice as for conversations), in one statement; answers how many.
 */
export async function insertAppointmentNotices(
  db: Db,
  notice: {
    kind: MailKind;
    appointmentId: number;
    payload: Record<string, unknown>;
    messageIdDomain: string;
  },
): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into outbox (message_id, kind, appointment_id, recipient, language, payload)
      select '<' || gen_random_uuid() || '@' || ${notice.messageIdDomain} || '>', ${notice.kind},
        ${notice.appointmentId}, email, 'nl',
        ${JSON.stringify(notice.payload)}::jsonb || jsonb_build_object('staffFirstName', first_name)
      from users where active and notify_by_mail and role::text = any(${rolesArray('agenda')})
      returning id`),
  );
  return rows.length;
}

/** Every mail about these appointments goes (a customer's erasure). */
export async function removeMailOfAppointments(db: Db, ids: number[]) {
  if (ids.length)
    await db.execute(
      sql`delete from outbox where appointment_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
}

/**
 * Adds an item to the array `field` of the conversation's `kind` mail that is still waiting
 * out its grouping window (never tried, not yet due); false when there is none, so the caller
 * writes a new one. A sender that claims the mail first makes this find nothing: the claim and
 * this update lock the same row, and the second re-checks the conditions.
 */
export async function appendToWaitingMail(
  db: Db,
  chatId: number,
  kind: MailKind,
  field: string,
  item: Record<string, unknown>,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update outbox
      set payload = jsonb_set(payload, ${`{${field}}`}::text[],
        coalesce(payload -> ${field}, '[]'::jsonb) || ${JSON.stringify([item])}::jsonb)
      where chat_id = ${chatId} and kind = ${kind} and status = 'waiting' and attempts = 0
        and next_attempt_at > now()
      returning id`),
  );
  return rows.length > 0;
}

/**
 * Claims up to `limit` mails that are due and not claimed by a live sender, for `leaseSeconds`:
 * each try counts. Rows another instance is claiming right now are skipped, not waited for.
 */
export async function claimDueMail(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMail[]> {
  const rows = rowsOf(
    await db.execute(sql`
      update outbox
      set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from outbox
        where status = 'waiting' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning id, message_id, kind, chat_id, recipient, language, payload, attempts, last_error,
        extract(epoch from now() - created_at)::float8 as age_seconds`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    messageId: String(row.message_id),
    kind: row.kind as MailKind,
    chatId: row.chat_id == null ? null : Number(row.chat_id),
    recipient: String(row.recipient),
    language: row.language as MailLanguage,
    payload: payloadOf(row.payload),
    attempts: Number(row.attempts),
    lastError: (row.last_error as string | null) ?? null,
    ageSeconds: Number(row.age_seconds),
  }));
}

/**
 * The claim of try `attempts` of a mail, as a condition: each claim counts a try, so a sender
 * whose claim ran out (and was taken over) changes nothing with its late marks.
 */
const claimed = (mail: Pick<ClaimedMail, 'id' | 'attempts'>) =>
  sql`id = ${mail.id} and attempts = ${mail.attempts} and status = 'waiting'`;

/**
 * Extends a claim right before the mail is sent; false when it is no longer this sender's (it
 * ran out and another sender took the mail, or the mail was removed): then it is not sent.
 */
export async function renewClaim(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  leaseSeconds: number,
) {
  const rows = rowsOf(
    await db.execute(sql`
      update outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
      where ${claimed(mail)} and locked_until > now()
      returning id`),
  );
  return rows.length > 0;
}

/** Sent, given up or skipped: its payload (a customer's text, a link's token) is not kept. */
export async function finishMail(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  status: Exclude<MailStatus, 'waiting'>,
  error: string | null = null,
) {
  await db.execute(sql`
    update outbox
    set status = ${status}, done_at = now(), locked_until = null, payload = '{}'::jsonb,
      last_error = coalesce(${error}, last_error)
    where ${claimed(mail)}`);
}

/** A failed try: tried again after `delaySeconds`. */
export async function retryMailLater(
  db: Db,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  error: string,
  delaySeconds: number,
) {
  await db.execute(sql`
    update outbox
    set last_error = ${error}, locked_until = null,
      next_attempt_at = now() + make_interval(secs => ${delaySeconds})
    where ${claimed(mail)}`);
}

/** A mail given up: its kind, its payload without the files it carried, and why. */
export interface GivenUpMail {
  kind: MailKind;
  payload: Record<string, unknown>;
  /** The last try's error; null when it was never tried (no mail server set up). */
  lastError: string | null;
}

/**
 * Mail still waiting after `hours` (no mail server set up, or one that never took it) is
 * given up, so no customer text or link token waits forever: by every instance, with or
 * without SMTP_URL. Answers the mails this call gave up (each is given up by one instance
 * only), their payload as it was less its attachments, for what depends on them.
 */
export async function giveUpOldMail(db: Db, hours: number): Promise<GivenUpMail[]> {
  const rows = rowsOf(
    await db.execute(sql`
      with stale as (
        select id, last_error, payload - 'attachments' - 'pdf' as facts from outbox
        where status = 'waiting' and created_at < now() - make_interval(hours => ${hours})
          and (locked_until is null or locked_until < now())
        for update skip locked
      )
      update outbox o
      set status = 'failed', done_at = now(), locked_until = null, payload = '{}'::jsonb,
        last_error = coalesce(o.last_error, 'Not sent within ' || ${hours} || ' hours')
      from stale where o.id = stale.id
      returning o.kind, stale.facts, stale.last_error`),
  );
  return rows.map((row) => ({
    kind: row.kind as MailKind,
    payload: payloadOf(row.facts),
    lastError: (row.last_error as string | null) ?? null,
  }));
}

/** Seconds until the next mail is due (0: now), or null when none waits. */
export async function secondsUntilNextMail(db: Db): Promise<number | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select extract(epoch from min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())::float8 as seconds
      from outbox where status = 'waiting'`),
  );
  return row.seconds == null ? null : Math.max(0, Number(row.seconds));
}

/**
 * A conversation's mail goes with it: unsent mail would link to nothing, and sent mail keeps
 * the customer's address.
 */
export async function removeMailOf(db: Db, chatId: number) {
  await db.execute(sql`delete from outbox where chat_id = ${chatId}`);
}

export async function mailOutcome(db: Db, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`select status, last_error from outbox where id = ${id}`),
  );
  return row
    ? { status: row.status as MailStatus, error: (row.last_error as string | null) ?? null }
    : undefined;
}

/** Mails of the last `days` days by state (waiting: every one still waiting), and the last error. */
export async function mailCounts(db: Db, days: number) {
  const [counts] = rowsOf(
    await db.execute(sql`
      select
        count(*) filter (where status = 'waiting')::int as waiting,
        count(*) filter (where status = 'sent' and done_at > now() - make_interval(days => ${days}))::int as sent,
        count(*) filter (where status = 'failed' and done_at > now() - make_interval(days => ${days}))::int as failed
      from outbox
      where status = 'waiting' or done_at > now() - make_interval(days => ${days})`),
  );
  const [last] = rowsOf(
    await db.execute(sql`
      select last_error, coalesce(done_at, next_attempt_at) as at from outbox
      where last_error is not null
        and coalesce(done_at, created_at) > now() - make_interval(days => ${days})
      order by coalesce(done_at, next_attempt_at) desc, id desc limit 1`),
  );
  return {
    sent: Number(counts.sent),
    waiting: Number(counts.waiting),
    failed: Number(counts.failed),
    lastError: last
      ? { message: String(last.last_error), at: toDate(last.at).toISOString() }
      : null,
  };
}

/** Sent, failed and skipped mails older than `days` days are forgotten. */
export async function pruneMail(db: Db, days: number) {
  await db.execute(sql`
    delete from outbox where status <> 'waiting' and done_at < now() - make_interval(days => ${days})`);
}

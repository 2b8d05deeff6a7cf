import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import type { DeliveryState, InvoiceStatus } from '../db/schema/invoices';
import type { InvoiceDocument } from '../domain/invoice-document';

/**
 * The sending side of the invoices (docs/product.md § Facturen, Verzenden): how an issued
 * invoice went out (`sent_via`, `peppol_ref`, `sent_at`), what the access point or the mail
 * said of it (`delivery_state`, `delivery_detail`), and the reminders of an unpaid one
 * (table invoice_reminders). The invoices' own columns are services/invoices.ts's.
 */

/** What sending an invoice needs of its row. */
export interface InvoiceToSend {
  id: number;
  kind: 'invoice' | 'creditNote';
  status: InvoiceStatus;
  number: string | null;
  document: InvoiceDocument | null;
  customerId: number | null;
  /** The customer's address now ('' when none or no customer). */
  customerEmail: string;
  /** The customer's language ('nl', 'fr' or 'en'; 'nl' when no customer): its mails speak it. */
  customerLanguage: string;
  pdfDocumentId: number | null;
  ublDocumentId: number | null;
  sentVia: 'peppol' | 'email' | null;
  deliveryState: DeliveryState | null;
  peppolRef: string | null;
  dueDate: string | null;
  payableAmount: number;
  paidAmount: number;
  structuredCommunication: string;
}

const toSend = (row: Record<string, unknown>): InvoiceToSend => ({
  id: Number(row.id),
  kind: row.kind as InvoiceToSend['kind'],
  status: row.status as InvoiceStatus,
  number: (row.number as string | null) ?? null,
  document: (typeof row.document === 'string'
    ? JSON.parse(row.document)
    : row.document) as InvoiceDocument | null,
  customerId: row.customer_id === null ? null : Number(row.customer_id),
  customerEmail: String(row.customer_email ?? ''),
  customerLanguage: String(row.customer_language ?? 'nl'),
  pdfDocumentId: row.pdf_document_id === null ? null : Number(row.pdf_document_id),
  ublDocumentId: row.ubl_document_id === null ? null : Number(row.ubl_document_id),
  sentVia: (row.sent_via as InvoiceToSend['sentVia']) ?? null,
  deliveryState: (row.delivery_state as DeliveryState | null) ?? null,
  peppolRef: (row.peppol_ref as string | null) ?? null,
  dueDate: row.due_date === null ? null : String(row.due_date).slice(0, 10),
  payableAmount: Number(row.payable_amount),
  paidAmount: Number(row.paid_amount),
  structuredCommunication: String(row.structured_communication),
});

const SEND_COLUMNS = sql`i.id, i.kind, i.status, i.number, i.document, i.customer_id,
  coalesce(c.email, '') as customer_email, coalesce(c.language, 'nl') as customer_language,
  i.pdf_document_id, i.ubl_document_id, i.sent_via,
  i.delivery_state, i.peppol_ref, i.due_date::text as due_date, i.payable_amount, i.paid_amount,
  i.structured_communication`;

/** The invoice as sending reads it; undefined when there is none. */
export async function findInvoiceToSend(db: Db, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select ${SEND_COLUMNS} from invoices i left join customers c on c.id = i.customer_id
      where i.id = ${id}`),
  );
  return row ? toSend(row) : undefined;
}

/**
 * Records a sending: how, the access point's reference (Peppol), `verzonden`, now; an issued
 * invoice's status becomes `verzonden` (a paid, partly paid or credited one keeps its own).
 * Answers false when the invoice is no longer issued (a concept cannot be: the check is the
 * caller's too).
 */
export async function recordSending(
  db: Db,
  id: number,
  sending: { via: 'peppol' | 'email'; peppolRef?: string; at: Date },
) {
  const rows = rowsOf(
    await db.execute(sql`
      update invoices set
        sent_via = ${sending.via},
        peppol_ref = ${sending.via === 'peppol' ? (sending.peppolRef ?? null) : sql`peppol_ref`},
        delivery_state = 'verzonden',
        delivery_detail = null,
        delivery_polled_at = null,
        sent_at = ${sending.at.toISOString()}::timestamptz,
        status = case when status = 'uitgereikt' then 'verzonden' else status end,
        updated_at = now()
      where id = ${id} and status <> 'concept'
      returning id`),
  );
  return rows.length === 1;
}

/**
 * The mail of the e-mail sending at `sentAt` failed for good: that sending, if it is still the
 * invoice's last, is `geweigerd` with the mail server's reason. Answers whether it changed.
 */
export async function recordEmailRefusal(db: Db, id: number, sentAt: string, reason: string) {
  const rows = rowsOf(
    await db.execute(sql`
      update invoices set delivery_state = 'geweigerd', delivery_detail = ${reason},
        updated_at = now()
      where id = ${id} and sent_via = 'email' and delivery_state = 'verzonden'
        and sent_at = ${sentAt}::timestamptz
      returning id`),
  );
  return rows.length === 1;
}

/** What the access point said of a document: the invoice's delivery state, or none to change. */
export const deliveryOf = (
  state: string | null | undefined,
): Exclude<DeliveryState, 'verzonden'> | undefined =>
  state === 'delivered'
    ? 'afgeleverd'
    : state === 'failed' || state === 'rejected'
      ? 'geweigerd'
      : undefined;

/**
 * The invoice sent over Peppol as `ref` is now `state` (with the access point's reason): once,
 * and never back from a refusal to a delivery. Answers the invoice's id when it changed.
 */
export async function applyDelivery(
  db: Db,
  ref: string,
  state: Exclude<DeliveryState, 'verzonden'>,
  detail: string | null,
): Promise<number | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      update invoices set delivery_state = ${state}, delivery_detail = ${detail},
        updated_at = now()
      where peppol_ref = ${ref} and sent_via = 'peppol'
        and delivery_state is distinct from ${state} and delivery_state is distinct from 'geweigerd'
      returning id`),
  );
  return row ? Number(row.id) : undefined;
}

/**
 * Claims the access point's outgoing events about our sent invoices that no one handled yet,
 * oldest first: each is marked handled in the caller's transaction, so only one instance acts
 * on it (the others skip the locked rows).
 */
export async function claimInvoiceEvents(db: Db, limit: number, ref?: string) {
  return rowsOf(
    await db.execute(sql`
      select e.id, e.ref, e.state, e.detail from peppol_events e
      where e.handled_at is null and e.direction = 'outgoing'
        and exists (select 1 from invoices i where i.peppol_ref = e.ref)
        ${ref === undefined ? sql`` : sql`and e.ref = ${ref}`}
      order by e.occurred_at, e.id
      limit ${limit}
      for update of e skip locked`),
  ).map((row) => ({
    id: Number(row.id),
    ref: String(row.ref),
    state: (row.state as string | null) ?? null,
    detail: (row.detail as string | null) ?? null,
  }));
}

export async function markEventHandled(db: Db, id: number) {
  await db.execute(sql`update peppol_events set handled_at = now() where id = ${id}`);
}

/**
 * Claims Peppol invoices still `verzonden` after `quietSeconds` without news, each at most every
 * `everySeconds`: their poll time is set now, so another instance takes others.
 */
export async function claimQuietSendings(
  db: Db,
  {
    quietSeconds,
    everySeconds,
    limit,
  }: { quietSeconds: number; everySeconds: number; limit: number },
) {
  return rowsOf(
    await db.execute(sql`
      update invoices set delivery_polled_at = now()
      where id in (
        select id from invoices
        where sent_via = 'peppol' and delivery_state = 'verzonden' and peppol_ref is not null
          and sent_at < now() - make_interval(secs => ${quietSeconds})
          and (delivery_polled_at is null
            or delivery_polled_at < now() - make_interval(secs => ${everySeconds}))
        order by delivery_polled_at nulls first, id
        limit ${limit}
        for update skip locked)
      returning id, peppol_ref`),
  ).map((row) => ({ id: Number(row.id), ref: String(row.peppol_ref) }));
}

/** The reminders an invoice got, in order. */
export async function remindersOf(db: Db, invoiceId: number) {
  return rowsOf(
    await db.execute(sql`
      select level, sent_at from invoice_reminders where invoice_id = ${invoiceId} order by level`),
  ).map((row) => ({
    level: Number(row.level) as 1 | 2 | 3,
    sentAt: row.sent_at instanceof Date ? row.sent_at : new Date(String(row.sent_at)),
  }));
}

/** The delivery as the invoice's sending panel shows it; undefined for no such invoice. */
export async function deliveryOfInvoice(db: Db, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`
      select i.id, i.status, i.sent_via, i.delivery_state, i.delivery_detail, i.sent_at,
        coalesce(i.document #>> '{buyer,peppolId}', '') as buyer_peppol_id,
        coalesce(nullif(c.email, ''), i.document #>> '{buyer,email}', '') as recipient
      from invoices i left join customers c on c.id = i.customer_id where i.id = ${id}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    status: row.status as InvoiceStatus,
    sentVia: (row.sent_via as 'peppol' | 'email' | null) ?? null,
    deliveryState: (row.delivery_state as DeliveryState | null) ?? null,
    deliveryDetail: (row.delivery_detail as string | null) ?? null,
    sentAt:
      row.sent_at === null
        ? null
        : (row.sent_at instanceof Date ? row.sent_at : new Date(String(row.sent_at))).toISOString(),
    buyerPeppolId: String(row.buyer_peppol_id),
    recipient: String(row.recipient),
    reminders: await remindersOf(db, id),
  };
}

/**
 * The next reminder of each open invoice whose day has come on Brussels date `today`
 * (takeReminder then claims each): level n is due
 * `days[n]` days after the due date (only for a customer with an e-mail address), and not sooner after reminder n − 1 than the settings
 * space them, so an invoice found late gets its reminders one by one, not all at once. Never
 * for a credit note, a paid or credited invoice, or one with nothing left to pay.
 */
export async function findDueReminders(db: Db, today: string, limit: number) {
  return rowsOf(
    await db.execute(sql`
      with settings as (
        select coalesce((select reminder_days from company_settings where id = 1),
          '{7,21,35}'::int[]) as days
      ),
      candidates as (
        select i.id, i.due_date,
          coalesce((select max(level) from invoice_reminders r where r.invoice_id = i.id), 0) + 1
            as level,
          (select (max(sent_at) at time zone 'Europe/Brussels')::date
            from invoice_reminders r where r.invoice_id = i.id) as last_day
        from invoices i left join customers c on c.id = i.customer_id
        where i.kind = 'invoice' and i.status in ('uitgereikt', 'verzonden', 'deels betaald')
          and coalesce(nullif(c.email, ''), i.document #>> '{buyer,email}', '') <> ''
          and i.due_date is not null and i.document is not null
          and i.payable_amount - i.paid_amount > 0
          and i.due_date < ${today}::date
      )
      select c.id, c.level from candidates c, settings s
      where c.level <= 3
        and ${today}::date >= c.due_date + s.days[c.level]
        and (c.level = 1 or ${today}::date >= c.last_day + (s.days[c.level] - s.days[c.level - 1]))
      order by c.due_date, c.id
      limit ${limit}`),
  ).map((row) => ({ id: Number(row.id), level: Number(row.level) as 1 | 2 | 3 }));
}

/**
 * Takes reminder `level` of the invoice for sending: locks the invoice row (skipped when
 * another instance holds it) and writes the reminder once (unique per invoice and level).
 * Answers the invoice as sending reads it when this call took it; undefined otherwise.
 */
export async function takeReminder(db: Db, invoiceId: number, level: number, at: Date) {
  const [locked] = rowsOf(
    await db.execute(sql`
      select id from invoices
      where id = ${invoiceId} and status in ('uitgereikt', 'verzonden', 'deels betaald')
        and payable_amount - paid_amount > 0
      for update skip locked`),
  );
  if (!locked) return undefined;
  const inserted = rowsOf(
    await db.execute(sql`
      insert into invoice_reminders (invoice_id, level, sent_at)
      values (${invoiceId}, ${level}, ${at.toISOString()}::timestamptz)
      on conflict (invoice_id, level) do nothing returning id`),
  );
  if (inserted.length === 0) return undefined;
  return findInvoiceToSend(db, invoiceId);
}

/**
 * The channel an invoice's change of sending is announced on (JSON `{ invoiceId }`): the staff
 * streams of whoever has the invoices pass it on as `event: invoice` (server/live/plugin.ts).
 */
export const INVOICE_CHANGES_CHANNEL = 'invoice_changes';

/** Announces the change when the caller's transaction commits (pg_notify waits for it). */
export async function announceInvoiceChange(db: Db, invoiceId: number) {
  await db.execute(
    sql`select pg_notify(${INVOICE_CHANGES_CHANNEL}, ${JSON.stringify({ invoiceId })})`,
  );
}

/**
 * Ten years of a contractor's invoicing, written straight into the tables (no server, batches
 * of 500 rows): customers (one in four a company), projects, quotes (accepted, declined, sent,
 * drafts and replaced versions) and issued invoices with their lines, the issued document, and
 * payments; one in twenty a credit note of an earlier invoice, which it marks `gecrediteerd`.
 * The same every run (a seeded generator). Older invoices are paid (in one or two payments,
 * 5–90 days after issue), recent ones paid, partly paid or open, so every figure has rows.
 * Each invoice's `paid_amount` is the sum of its payments and its status follows from them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import type { InvoiceStatus } from '../../server/db/schema/invoices';
import type { QuoteStatus } from '../../server/db/schema/quotes';
import type { InvoiceDocument, InvoiceLine } from '../../server/domain/invoice-document';
import { invoiceTotals } from '../../server/domain/invoice-totals';
import { structuredCommunicationOf } from '../../server/domain/structured-communication';
import { goldenCases } from '../../server/test/invoice-cases';

export interface InvoiceSeedOptions {
  customers: number;
  quotes: number;
  invoices: number;
  /** The Brussels date the ten years end on ('YYYY-MM-DD'). */
  today: string;
  years?: number;
}

export const COMPANY_SIZE = { customers: 1_000, quotes: 4_000, invoices: 10_000 };

const BATCH = 500;
const DAY_MS = 86_400_000;

/** mulberry32: a small seeded generator, so every run writes the same rows. */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function insertAll<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await write(rows.slice(start, start + BATCH));
}

/** Lines like the golden 21 % case's, their quantities scaled: amounts from about €200 to €20,000. */
function linesOf(random: () => number): InvoiceLine[] {
  const scale = 0.1 + random() * 8;
  return goldenCases['standard-21-company'].lines.map((line) => ({
    ...line,
    quantity: Math.max(0.25, Math.round(line.quantity * scale * 4) / 4),
  }));
}

/** Seeds the tables (which must hold no quotes or invoices yet); answers what it wrote. */
export async function seedInvoices(db: Db, options: InvoiceSeedOptions) {
  const random = generator(20_260_101);
  const years = options.years ?? 10;
  const firstDay = addDays(options.today, -years * 365);
  const template = goldenCases['standard-21-company'];

  // Customers and a project for every second one.
  const customerRows = Array.from({ length: options.customers }, (_, i) =>
    i % 4 === 0
      ? {
          kind: 'company' as const,
          companyName: `Bouwbedrijf ${i + 1} BV`,
          street: `Kerkstraat ${i + 1}`,
          postalCode: '2000',
          city: 'Antwerpen',
        }
      : {
          kind: 'person' as const,
          firstName: `Klant${i + 1}`,
          lastName: 'Peeters',
          street: `Molenweg ${i + 1}`,
          postalCode: '3000',
          city: 'Leuven',
        },
  );
  const customerIds: number[] = [];
  await insertAll(customerRows, async (batch) => {
    const ids = await db
      .insert(schema.customers)
      .values(batch)
      .returning({ id: schema.customers.id });
    customerIds.push(...ids.map((row) => row.id));
  });
  const projectIds: number[] = [];
  const projectCustomer = new Map<number, number>();
  await insertAll(
    customerIds.filter((_, i) => i % 2 === 0),
    async (batch) => {
      const ids = await db
        .insert(schema.projects)
        .values(batch.map((customerId) => ({ name: `Werf ${customerId}`, customerId })))
        .returning({ id: schema.projects.id, customerId: schema.projects.customerId });
      for (const row of ids) {
        projectIds.push(row.id);
        projectCustomer.set(row.id, row.customerId!);
      }
    },
  );
  const pickCustomer = () => {
    // Half of the documents belong to a project (and its customer).
    if (random() < 0.5) {
      const projectId = projectIds[Math.floor(random() * projectIds.length)];
      return { projectId, customerId: projectCustomer.get(projectId)! };
    }
    return { projectId: null, customerId: customerIds[Math.floor(random() * customerIds.length)] };
  };

  // Quotes, spread over the years; numbered per year when sent.
  const quoteRows: (typeof schema.quotes.$inferInsert)[] = [];
  const quoteSequence = new Map<number, number>();
  for (let i = 0; i < options.quotes; i++) {
    const issueDate = addDays(
      firstDay,
      Math.floor(((i + random()) / options.quotes) * years * 365),
    );
    const year = Number(issueDate.slice(0, 4));
    const sequence = (quoteSequence.get(year) ?? 0) + 1;
    quoteSequence.set(year, sequence);
    const roll = random();
    const status: QuoteStatus =
      roll < 0.05
        ? 'concept'
        : roll < 0.15
          ? 'vervangen'
          : roll < 0.3
            ? 'geweigerd'
            : roll < 0.45
              ? 'verzonden'
              : 'aanvaard';
    const lines = linesOf(random);
    const totals = invoiceTotals(lines);
    quoteRows.push({
      status,
      number: status === 'concept' ? null : `OF-${year}-${String(sequence).padStart(4, '0')}`,
      ...pickCustomer(),
      title: `Offerte ${i + 1}`,
      issueDate,
      validUntil: addDays(issueDate, 30),
      lines,
      netAmount: totals.taxExclusive,
      vatAmount: totals.tax,
      grossAmount: totals.taxInclusive,
    });
  }
  await insertAll(quoteRows, (batch) => db.insert(schema.quotes).values(batch));

  // Invoices and credit notes, in the order of their issue dates, numbered gap-free per year.
  const sequences = new Map<string, number>();
  const invoiceRows: (typeof schema.invoices.$inferInsert & { id: number })[] = [];
  const payments: (typeof schema.invoicePayments.$inferInsert)[] = [];
  const credited = new Set<number>();
  for (let i = 0; i < options.invoices; i++) {
    const id = i + 1;
    const issueDate = addDays(
      firstDay,
      Math.floor(((i + random()) / options.invoices) * years * 365),
    );
    const year = Number(issueDate.slice(0, 4));
    // A credit note corrects a recent invoice not credited yet.
    const candidate =
      i > 50 && random() < 0.05 ? invoiceRows[i - 1 - Math.floor(random() * 50)] : undefined;
    const creditOf =
      candidate?.kind === 'invoice' && !credited.has(candidate.id) ? candidate : undefined;
    const kind = creditOf ? 'creditNote' : 'invoice';
    const series = `${kind}-${year}`;
    const sequence = (sequences.get(series) ?? 0) + 1;
    sequences.set(series, sequence);
    const number = `${kind === 'creditNote' ? 'CN-' : ''}${year}-${String(sequence).padStart(4, '0')}`;
    const lines = kind === 'creditNote' ? creditOf!.lines! : linesOf(random);
    const totals = invoiceTotals(lines);
    const dueDate = addDays(issueDate, 30);
    const parties = kind === 'creditNote' ? creditOf! : pickCustomer();
    const structuredCommunication = structuredCommunicationOf(id);
    const document: InvoiceDocument = {
      ...template,
      kind,
      number,
      issueDate,
      dueDate,
      lines,
      structuredCommunication,
      ...(kind === 'creditNote'
        ? { precedingInvoice: { number: creditOf!.number!, issueDate: creditOf!.issueDate! } }
        : {}),
    };
    let paid = 0;
    let status: InvoiceStatus = 'verzonden';
    if (kind === 'invoice') {
      const age = (Date.parse(options.today) - Date.parse(issueDate)) / DAY_MS;
      // Older invoices are paid; of the last half year some are partly paid or still open.
      const paysAll = age > 180 ? random() < 0.995 : random() < 0.6;
      const paysPart = !paysAll && random() < 0.4;
      const parts = paysAll ? (random() < 0.2 ? 2 : 1) : paysPart ? 1 : 0;
      let date = issueDate;
      for (let part = 0; part < parts; part++) {
        date = addDays(date, 5 + Math.floor(random() * 40));
        if (date > options.today) break;
        const amount =
          paysAll && part === parts - 1
            ? totals.payable - paid
            : Math.round(totals.payable * (paysAll ? 0.5 : 0.3));
        payments.push({ invoiceId: id, amount, date, note: '' });
        paid += amount;
      }
      status = paid >= totals.payable ? 'betaald' : paid > 0 ? 'deels betaald' : 'verzonden';
    } else {
      credited.add(creditOf!.id);
      creditOf!.status = 'gecrediteerd';
    }
    invoiceRows.push({
      id,
      kind,
      status,
      number,
      year,
      sequence,
      ...('projectId' in parties
        ? { projectId: parties.projectId, customerId: parties.customerId }
        : {}),
      creditedInvoiceId: creditOf?.id ?? null,
      issueDate,
      dueDate,
      lines,
      structuredCommunication,
      netAmount: totals.taxExclusive,
      vatAmount: totals.tax,
      grossAmount: totals.taxInclusive,
      payableAmount: totals.payable,
      paidAmount: paid,
      document,
      sentVia: 'peppol',
      deliveryState: 'afgeleverd',
      issuedAt: new Date(`${issueDate}T09:00:00Z`),
      sentAt: new Date(`${issueDate}T09:01:00Z`),
    });
  }
  await insertAll(invoiceRows, (batch) => db.insert(schema.invoices).values(batch));
  await db.execute(
    sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`,
  );
  await insertAll(payments, (batch) => db.insert(schema.invoicePayments).values(batch));
  for (const [series, last] of sequences) {
    const [kind, year] = series.split('-');
    await db
      .insert(schema.numberSeries)
      .values({ series: kind as 'invoice' | 'creditNote', year: Number(year), last });
  }
  return {
    customers: customerIds.length,
    projects: projectIds.length,
    quotes: quoteRows.length,
    invoices: invoiceRows.length,
    creditNotes: credited.size,
    payments: payments.length,
  };
}

/**
 * Five years of Financiën's bank (docs/product.md § Financiën), written straight into the tables
 * (no server, batches of 500 rows) on top of the invoicing and purchases seeds
 * (bench/lib/invoice-seed.ts, bench/lib/purchase-seed.ts): three accounts of the company (two
 * current accounts, a savings account) and a fourth the bench imports into, a statement per
 * account for each day it moved (numbered per year, as the banks do), and their movements:
 *
 * - every payment of the invoicing seed as an incoming movement on its day, `gekoppeld` to its
 *   invoice (the payment, now of source `bank`); seven in ten with the invoice's structured
 *   communication, the others with free text (matched by staff);
 * - every paid supplier's invoice as an outgoing movement of its whole amount on its paid day,
 *   `gekoppeld` to it;
 * - up to `lines` in all, the rest: bank costs, fuel cards, wages, social security, taxes,
 *   refunds, savings transfers. Older ones are mostly `geboekt` (their cost category), some
 *   `in afwachting` or still `open`; of the last four months most are `open`.
 *
 * The same every run (a seeded generator).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';
import * as schema from '../../server/db/schema';
import type { BankLineState } from '../../server/db/schema/bank';
import type { CostCategory } from '../../server/db/schema/purchases';
import { mod97 } from '../../server/domain/iban';
import { twelveDigitsOf } from '../../server/domain/structured-communication';
import { addDays, generator, insertAll } from './invoice-seed';

export interface BankSeedOptions {
  /** How many movements in all (at least the invoices' and purchases' payments). */
  lines: number;
  /** The Brussels date the years end on ('YYYY-MM-DD'). */
  today: string;
  years?: number;
}

/** Five years of about 6,000 movements a year. */
export const BANK_SIZE = { lines: 30_000 };

/** The company's accounts; the last one only receives the bench's imports. */
export const BANK_ACCOUNTS = [
  { iban: 'BE68539007547034', bic: 'GKCCBEBB', name: 'Zichtrekening KBC' },
  { iban: 'BE62510007547061', bic: 'GEBABEBB', name: 'Zichtrekening Belfius' },
  { iban: 'BE71096123456769', bic: 'GKCCBEBB', name: 'Spaarrekening' },
  { iban: 'BE43068999999501', bic: 'GKCCBEBB', name: 'Zichtrekening Belfius 2 (inlezen)' },
] as const;

/** A Belgian IBAN with right check digits (bank account check and IBAN check) made from `n`. */
export function belgianIban(n: number) {
  const ten = String(n % 10_000_000_000).padStart(10, '0');
  const bban = ten + String(mod97(ten) || 97).padStart(2, '0');
  // 'BE00' moved to the end, B = 11, E = 14.
  return `BE${String(98 - mod97(`${bban}111400`)).padStart(2, '0')}${bban}`;
}

interface Movement {
  account: number;
  amount: number;
  date: string;
  structuredCommunication: string;
  communication: string;
  counterpartyName: string;
  counterpartyAccount: string;
  state: BankLineState;
  reason: string;
  match?: {
    invoiceId?: number;
    paymentId?: number;
    purchaseId?: number;
    how: 'structured' | 'staff';
  };
}

/** What the other movements are: a name, a cost category, an amount range in cents. */
const OTHER: readonly {
  text: string;
  name: string;
  category: CostCategory;
  low: number;
  high: number;
}[] = [
  { text: 'Kosten zichtrekening', name: '', category: 'overig', low: -2_500, high: -500 },
  { text: 'Tankkaart', name: 'Total Energies', category: 'brandstof', low: -90_000, high: -5_000 },
  { text: 'Loon', name: 'Sociaal secretariaat', category: 'overig', low: -450_000, high: -180_000 },
  { text: 'RSZ kwartaal', name: 'RSZ', category: 'overig', low: -900_000, high: -200_000 },
  {
    text: 'Voorafbetaling',
    name: 'FOD Financien',
    category: 'overig',
    low: -1_500_000,
    high: -300_000,
  },
  {
    text: 'Huur container',
    name: 'Containerdienst',
    category: 'huur',
    low: -60_000,
    high: -15_000,
  },
  {
    text: 'Terugbetaling borg',
    name: 'Steigerverhuur',
    category: 'overig',
    low: 5_000,
    high: 90_000,
  },
  {
    text: 'Verzekering',
    name: 'Verzekeraar NV',
    category: 'verzekering',
    low: -250_000,
    high: -40_000,
  },
];

/** Seeds the bank's tables (which must hold no bank lines yet); answers what it wrote. */
export async function seedBank(db: Db, options: BankSeedOptions) {
  const random = generator(20_220_101);
  const years = options.years ?? 5;
  const firstDay = addDays(options.today, -years * 365);
  const recent = addDays(options.today, -120);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  const accountIds: number[] = [];
  for (const account of BANK_ACCOUNTS) {
    const [row] = await db
      .insert(schema.bankAccounts)
      .values(account)
      .returning({ id: schema.bankAccounts.id });
    accountIds.push(row.id);
  }
  // The two current accounts receive and pay; the first four in five movements.
  const current = () => (random() < 0.8 ? 0 : 1);

  const movements: Movement[] = [];
  const payments = rowsOf(
    await db.execute(sql`select p.id, p.invoice_id, p.amount::bigint as amount, p.date::text as date,
        i.structured_communication, i.number,
        coalesce(c.company_name, c.first_name || ' ' || c.last_name, '') as name
      from invoice_payments p join invoices i on i.id = p.invoice_id
      left join customers c on c.id = i.customer_id
      where p.date between ${firstDay} and ${options.today} order by p.date, p.id`),
  );
  for (const payment of payments) {
    const structured = random() < 0.7;
    movements.push({
      account: current(),
      amount: Number(payment.amount),
      date: String(payment.date),
      structuredCommunication: structured
        ? (twelveDigitsOf(String(payment.structured_communication)) ?? '')
        : '',
      communication: structured ? '' : `Factuur ${String(payment.number)}`,
      counterpartyName: String(payment.name),
      counterpartyAccount: belgianIban(Number(payment.invoice_id) * 7919),
      state: 'gekoppeld',
      reason: '',
      match: {
        invoiceId: Number(payment.invoice_id),
        paymentId: Number(payment.id),
        how: structured ? 'structured' : 'staff',
      },
    });
  }
  const paid = rowsOf(
    await db.execute(sql`select p.id, p.number, p.gross_amount::bigint as amount,
        (p.paid_at at time zone 'Europe/Brussels')::date::text as date, c.company_name as name, c.iban
      from purchases p join customers c on c.id = p.supplier_id
      where p.status = 'betaald' and p.kind = 'invoice' and p.paid_at is not null
        and (p.paid_at at time zone 'Europe/Brussels')::date between ${firstDay} and ${options.today}
      order by p.paid_at, p.id`),
  );
  for (const purchase of paid)
    movements.push({
      account: current(),
      amount: -Number(purchase.amount),
      date: String(purchase.date),
      structuredCommunication: '',
      communication: `Factuur ${String(purchase.number)}`,
      counterpartyName: String(purchase.name ?? ''),
      counterpartyAccount: String(purchase.iban ?? ''),
      state: 'gekoppeld',
      reason: '',
      match: { purchaseId: Number(purchase.id), how: 'staff' },
    });

  const others = Math.max(0, options.lines - movements.length);
  for (let i = 0; i < others; i++) {
    const date = addDays(firstDay, Math.floor(((i + random()) / others) * years * 365));
    const savings = random() < 0.04;
    const kind = pick(OTHER);
    const amount = savings
      ? (random() < 0.5 ? -1 : 1) * (100_000 + Math.floor(random() * 2_000_000))
      : kind.low + Math.floor(random() * (kind.high - kind.low));
    const roll = random();
    const state: BankLineState =
      date >= recent
        ? roll < 0.8
          ? 'open'
          : roll < 0.92
            ? 'geboekt'
            : 'in afwachting'
        : roll < 0.85
          ? 'geboekt'
          : roll < 0.92
            ? 'in afwachting'
            : 'open';
    movements.push({
      account: savings ? 2 : current(),
      amount,
      date,
      structuredCommunication: '',
      communication: savings ? 'Overboeking spaarrekening' : `${kind.text} ${date.slice(0, 7)}`,
      counterpartyName: savings ? 'Bouwwerken Peeters BV' : kind.name,
      counterpartyAccount: kind.name ? belgianIban(OTHER.indexOf(kind) + 1_000) : '',
      state,
      reason:
        state === 'geboekt'
          ? savings
            ? 'overig'
            : kind.category
          : state === 'in afwachting'
            ? 'Navragen bij de boekhouder'
            : '',
    });
  }
  // Each account's movements by day: a statement per account and day, numbered per year.
  movements.sort((a, b) => a.account - b.account || a.date.localeCompare(b.date));

  const statements: (typeof schema.bankStatements.$inferInsert)[] = [];
  const statementOf: number[] = [];
  const balance = [5_000_000, 2_000_000, 25_000_000];
  let previous: { account: number; date: string; year: string; number: number } | undefined;
  for (const movement of movements) {
    if (previous?.account !== movement.account || previous.date !== movement.date) {
      const year = movement.date.slice(0, 4);
      const number =
        previous?.account === movement.account && previous.year === year ? previous.number + 1 : 1;
      statements.push({
        accountId: accountIds[movement.account],
        number: String(number).padStart(3, '0'),
        openingBalance: balance[movement.account],
        openingDate:
          previous?.account === movement.account ? previous.date : addDays(movement.date, -1),
        closingBalance: balance[movement.account],
        closingDate: movement.date,
        format: 'coda',
        importedAt: new Date(`${addDays(movement.date, 1)}T07:30:00Z`),
      });
      previous = { account: movement.account, date: movement.date, year, number };
    }
    balance[movement.account] += movement.amount;
    statements[statements.length - 1].closingBalance = balance[movement.account];
    statementOf.push(statements.length - 1);
  }
  const statementIds: number[] = [];
  await insertAll(statements, async (batch) => {
    const ids = await db
      .insert(schema.bankStatements)
      .values(batch)
      .returning({ id: schema.bankStatements.id });
    statementIds.push(...ids.map((row) => row.id));
  });

  const sequences = new Map<number, number>();
  const lineRows = movements.map((movement, index) => {
    const statement = statementOf[index];
    const sequence = (sequences.get(statement) ?? 0) + 1;
    sequences.set(statement, sequence);
    return {
      statementId: statementIds[statement],
      accountId: accountIds[movement.account],
      sequence,
      amount: movement.amount,
      entryDate: movement.date,
      valueDate: movement.date,
      structuredCommunication: movement.structuredCommunication,
      communication: movement.communication,
      counterpartyName: movement.counterpartyName,
      counterpartyAccount: movement.counterpartyAccount,
      bankReference: `EBNK${String(index + 1).padStart(17, '0')}`,
      state: movement.state,
      matchedAmount: movement.match ? Math.abs(movement.amount) : 0,
      reason: movement.reason,
    };
  });
  const lineIds: number[] = [];
  await insertAll(lineRows, async (batch) => {
    const ids = await db
      .insert(schema.bankLines)
      .values(batch)
      .returning({ id: schema.bankLines.id });
    lineIds.push(...ids.map((row) => row.id));
  });

  const matches = movements.flatMap((movement, index) =>
    movement.match
      ? [
          {
            lineId: lineIds[index],
            invoiceId: movement.match.invoiceId ?? null,
            paymentId: movement.match.paymentId ?? null,
            purchaseId: movement.match.purchaseId ?? null,
            purchaseStatusBefore: movement.match.purchaseId ? ('te betalen' as const) : null,
            amount: Math.abs(movement.amount),
            how: movement.match.how,
            createdAt: new Date(`${addDays(movement.date, 1)}T08:00:00Z`),
          },
        ]
      : [],
  );
  await insertAll(matches, (batch) => db.insert(schema.bankMatches).values(batch));
  await db.execute(sql`update invoice_payments set source = 'bank'
    where id in (select payment_id from bank_matches where payment_id is not null)`);

  const byState = Object.fromEntries(
    ['open', 'gekoppeld', 'geboekt', 'in afwachting'].map((state) => [
      state,
      lineRows.filter((row) => row.state === state).length,
    ]),
  );
  return {
    accounts: accountIds.length,
    statements: statements.length,
    bankLines: lineRows.length,
    ...byState,
    matches: matches.length,
  };
}

import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { bankAccounts, paymentRunTransfers, paymentRuns, purchases } from '../db/schema';

/** SQL of Financiën's payment runs (db/schema/payment-runs.ts); the rules are services/payment-runs.ts'. */

export type PaymentRunRow = typeof paymentRuns.$inferSelect;

/** The next run's id, taken before its file is written: the file's MsgId carries it. */
export async function nextPaymentRunId(db: Db) {
  const [row] = rowsOf(
    await db.execute(sql`select nextval(pg_get_serial_sequence('payment_runs', 'id'))::int as id`),
  );
  return Number(row.id);
}

export async function insertPaymentRun(
  db: Db,
  run: typeof paymentRuns.$inferInsert,
  transfers: Omit<typeof paymentRunTransfers.$inferInsert, 'runId'>[],
) {
  await db.insert(paymentRuns).values(run);
  await db.insert(paymentRunTransfers).values(transfers.map((t) => ({ ...t, runId: run.id! })));
}

export async function findPaymentRun(db: Db, id: number) {
  const [row] = await db.select().from(paymentRuns).where(eq(paymentRuns.id, id));
  return row;
}

/** The newest runs with their account and transfers. */
export async function recentPaymentRuns(db: Db, limit: number) {
  const runs = await db
    .select({
      id: paymentRuns.id,
      messageId: paymentRuns.messageId,
      executionDate: paymentRuns.executionDate,
      total: paymentRuns.total,
      createdAt: paymentRuns.createdAt,
      account: bankAccounts.iban,
    })
    .from(paymentRuns)
    .innerJoin(bankAccounts, eq(bankAccounts.id, paymentRuns.accountId))
    .orderBy(desc(paymentRuns.id))
    .limit(limit);
  const transfers =
    runs.length === 0
      ? []
      : await db
          .select({
            runId: paymentRunTransfers.runId,
            purchaseId: paymentRunTransfers.purchaseId,
            payee: paymentRunTransfers.payee,
            amount: paymentRunTransfers.amount,
            creditorName: paymentRunTransfers.creditorName,
            creditorIban: paymentRunTransfers.creditorIban,
            reference: paymentRunTransfers.reference,
            number: purchases.number,
            status: purchases.status,
          })
          .from(paymentRunTransfers)
          .innerJoin(purchases, eq(purchases.id, paymentRunTransfers.purchaseId))
          .where(
            inArray(
              paymentRunTransfers.runId,
              runs.map((run) => run.id),
            ),
          )
          .orderBy(asc(paymentRunTransfers.id));
  return { runs, transfers };
}

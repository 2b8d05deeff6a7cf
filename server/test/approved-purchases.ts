import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { structuredCommunicationOf, twelveDigitsOf } from '../domain/structured-communication';

/** Options of a supplier's approved invoice written straight into the tables for a test. */
export interface ApprovedPurchaseOptions {
  subcontractor?: boolean;
  dueDate?: string | null;
  /** '' for none; by default the structured communication of the sequence. */
  reference?: string;
  iban?: string;
  net?: number;
  vat?: number;
}

/**
 * A supplier (its own row in the register) and its approved invoice VF26-<sequence>: by default
 * € 800 + € 168 VAT, due 1 April 2026, with the structured communication of the sequence as its
 * payment reference.
 */
export async function approvedPurchase(
  db: Db,
  sequence: number,
  {
    subcontractor = false,
    dueDate = '2026-04-01',
    reference = structuredCommunicationOf(sequence),
    iban = 'BE43068999999501',
    net = 80_000,
    vat = 16_800,
  }: ApprovedPurchaseOptions = {},
) {
  const number = `VF26-${sequence}`;
  const [row] = rowsOf(
    await db.execute(sql`
      with supplier as (
        insert into customers (kind, company_name, vat_number, iban, is_customer, is_supplier,
          subcontractor)
        values ('company', ${`Bouwmaterialen Vandamme ${sequence}`}, 'BE0403170701', ${iban},
          false, true, ${subcontractor})
        returning id)
      insert into purchases (kind, status, source, supplier_id, number, issue_date, due_date,
        payment_reference, supplier_iban, net_amount, vat_amount, gross_amount, approved_at)
      select 'invoice', 'goedgekeurd', 'manual', id, ${number}, '2026-03-02', ${dueDate},
        ${reference}, ${iban}, ${net}, ${vat}, ${net + vat}, now()
      from supplier
      returning id`),
  );
  return { id: Number(row.id), digits: twelveDigitsOf(reference) ?? '', number, gross: net + vat };
}

/** A purchase's status and when it was paid. */
export async function purchaseStatus(db: Db, id: number) {
  const [row] = rowsOf(
    await db.execute(sql`select status, paid_at from purchases where id = ${id}`),
  );
  return row as { status: string; paid_at: string | null };
}

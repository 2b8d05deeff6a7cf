import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companySettings, type WithholdingAccounts } from '../db/schema';

export interface CompanySettingsRecord {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  enterpriseNumber: string;
  vatNumber: string;
  iban: string;
  bic: string;
  peppolId: string;
  paymentTermDays: number;
  invoiceFooter: string;
  numberPrefixes: { invoice: string; creditNote: string; quote: string };
  /** Days after the due date of reminder 1, reminder 2 and the formal notice. */
  reminderDays: number[];
  /** Aankopen: the largest supplier invoice (gross cents) a role approves itself. */
  approvalLimits: ApprovalLimits;
  /** Financiën: where the withheld parts of a subcontractor's invoice are paid. */
  withholdingAccounts: WithholdingAccounts;
  /** Financiën: the periodic VAT return is filed by quarter or by month. */
  vatPeriod: 'quarter' | 'month';
}

/** Per role below the Beheerder: gross cents; a role not named approves nothing. */
export type ApprovalLimits = Partial<Record<'kantoor' | 'technieker', number>>;

/** The stored company settings; undefined while nobody set them. */
export async function loadCompanySettings(db: Db): Promise<CompanySettingsRecord | undefined> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (!row) return undefined;
  const { id, updatedAt, invoicePrefix, creditNotePrefix, quotePrefix, ...fields } = row;
  void id;
  void updatedAt;
  return {
    ...fields,
    numberPrefixes: { invoice: invoicePrefix, creditNote: creditNotePrefix, quote: quotePrefix },
  };
}

/** Stores the company settings (the one row, written or replaced). */
export async function saveCompanySettings(db: Db, record: CompanySettingsRecord) {
  const { numberPrefixes, ...fields } = record;
  const values = {
    ...fields,
    invoicePrefix: numberPrefixes.invoice,
    creditNotePrefix: numberPrefixes.creditNote,
    quotePrefix: numberPrefixes.quote,
  };
  await db
    .insert(companySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: companySettings.id,
      set: { ...values, updatedAt: sql`now()` },
    });
}

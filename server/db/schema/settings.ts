import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The company's opening hours (docs/product.md § Opening hours), one row: per weekday its hours
 * in Brussels time (a weekday absent is closed), the dates it is closed, and the automatic
 * first answer a customer gets outside them, in both languages.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().default(1),
    /** [{ weekday: 1..7, open: 'HH:MM', close: 'HH:MM' }], by weekday. */
    days: jsonb('days').$type<{ weekday: number; open: string; close: string }[]>().notNull(),
    /** ['YYYY-MM-DD'], ascending. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull(),
    autoReplyDutch: text('auto_reply_dutch').notNull(),
    autoReplyEnglish: text('auto_reply_english').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('opening_hours_one_row', sql`${t.id} = 1`)],
);

/** The accounts the withheld parts are paid to: the RSZ (social debts) and FOD Financiën (tax). */
export interface WithholdingAccounts {
  social: string;
  tax: string;
}

/**
 * As published for the inhoudingsplicht (RSZ BE76 6790 0001 9295, FOD Financiën BE33 6792 0023
 * 2046; check each January, docs/product.md § Financiën): the Beheerder can change them.
 */
export const DEFAULT_WITHHOLDING_ACCOUNTS: WithholdingAccounts = {
  social: 'BE76679000019295',
  tax: 'BE33679200232046',
};

/**
 * The company's invoicing identity (docs/product.md § Facturen), one row: its legal name and
 * address, the identifiers an invoice carries (stored normalised: the KBO's ten digits,
 * 'BE0403170701', the IBAN without spaces, '0208:0403170701'), the payment term, the footer
 * and the numbering prefix of each document kind. Absent until the Beheerder sets it.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('BE'),
    email: text('email').notNull().default(''),
    enterpriseNumber: text('enterprise_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    peppolId: text('peppol_id').notNull().default(''),
    paymentTermDays: integer('payment_term_days').notNull().default(30),
    invoiceFooter: text('invoice_footer').notNull().default(''),
    invoicePrefix: text('invoice_prefix').notNull().default(''),
    creditNotePrefix: text('credit_note_prefix').notNull().default('CN-'),
    quotePrefix: text('quote_prefix').notNull().default('OF-'),
    /** Days after the due date of the first and second reminder and the formal notice. */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,21,35}'`),
    /**
     * Aankopen's approval: the largest supplier invoice (gross, cents) a role may approve
     * itself; above it a Beheerder approves. A role not named approves nothing.
     */
    approvalLimits: jsonb('approval_limits')
      .$type<Partial<Record<'kantoor' | 'technieker', number>>>()
      .notNull()
      .default({ kantoor: 250_000 }),
    /**
     * Financiën's payment run: where the withheld parts of a subcontractor's invoice go (the
     * inhoudingsplicht, art. 30bis RSZ law and art. 403 WIB 92), IBANs without spaces.
     */
    withholdingAccounts: jsonb('withholding_accounts')
      .$type<WithholdingAccounts>()
      .notNull()
      .default(DEFAULT_WITHHOLDING_ACCOUNTS),
    /** The periodic VAT return: by quarter (most small companies) or by month. */
    vatPeriod: text('vat_period').$type<'quarter' | 'month'>().notNull().default('quarter'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_settings_one_row', sql`${t.id} = 1`),
    check('company_settings_enterprise_number', sql`${t.enterpriseNumber} ~ '^([01][0-9]{9})?$'`),
    check('company_settings_payment_term', sql`${t.paymentTermDays} between 0 and 365`),
    check('company_settings_vat_period', sql`${t.vatPeriod} in ('quarter', 'month')`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { contentCreatedAt } from './columns';

export const customerKind = pgEnum('customer_kind', ['person', 'company']);

/**
 * The company's register of customers (docs/product.md § Klanten): a private person or a company
 * that chats, appointments and projects share. `enterprise_number` is the Belgian KBO number as
 * ten digits ('' for none), checked with mod 97 before it is stored; the invoice address is
 * structured (street, postal code, city, country) as an invoice needs it (migration 0034 split
 * the single line it was). `search` is every searchable
 * field folded by fold_search() (migration 0015), computed by the database.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    kind: customerKind('kind').notNull().default('person'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The invoice address, structured as an invoice (UBL) needs it; country ISO 3166 alpha-2. */
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('BE'),
    siteAddresses: jsonb('site_addresses').$type<string[]>().notNull().default([]),
    language: text('language').notNull().default('nl'),
    notes: text('notes').notNull().default(''),
    enterpriseNumber: text('enterprise_number').notNull().default(''),
    vatLiable: boolean('vat_liable').notNull().default(false),
    /** 'BE0403170701', '' for none. */
    vatNumber: text('vat_number').notNull().default(''),
    /** The Peppol participant ID, 'scheme:id' ('0208:0403170701'); '' for none. */
    peppolId: text('peppol_id').notNull().default(''),
    /**
     * The register holds customers and suppliers (docs/product.md § Aankopen): a relation can be
     * either or both. Rows made before suppliers existed are customers.
     */
    isCustomer: boolean('is_customer').notNull().default(true),
    isSupplier: boolean('is_supplier').notNull().default(false),
    /** A supplier's account ('BE68539007547034', checked), '' for none. */
    iban: text('iban').notNull().default(''),
    bic: text('bic').notNull().default(''),
    /** A supplier's payment term in days (null: the invoice's own due date, else 30). */
    paymentTermDays: integer('payment_term_days'),
    /** A subcontractor for construction work: reverse charge and the inhoudingsplicht apply. */
    subcontractor: boolean('subcontractor').notNull().default(false),
    createdAt: contentCreatedAt(),
    /** What the list sorts by: the company's name, else last and first name, folded. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(
        sql`fold_search(CASE WHEN kind = 'company' THEN company_name ELSE btrim(last_name || ' ' || first_name) END)`,
      ),
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`customer_search(first_name, last_name, company_name, email, phone, enterprise_number, street || ' ' || postal_code || ' ' || city, site_addresses)`,
      ),
  },
  (t) => [
    index('customers_sort_idx').on(t.sortName, t.id),
    index('customers_email_idx').on(sql`lower(${t.email})`),
    check('customers_language', sql`${t.language} in ('nl', 'en', 'fr')`),
    check('customers_enterprise_number', sql`${t.enterpriseNumber} ~ '^([01][0-9]{9})?$'`),
    check('customers_country', sql`${t.country} ~ '^[A-Z]{2}$'`),
    index('customers_supplier_idx')
      .on(t.sortName, t.id)
      .where(sql`${t.isSupplier}`),
  ],
);

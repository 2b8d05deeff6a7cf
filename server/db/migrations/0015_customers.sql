-- A customer's searchable text (docs/architecture.md § Customers): names, e-mail, phone (also as
-- its digits and, for +32/0032, its national form 0…), enterprise number (ten digits) and
-- addresses, folded by fold_search() (migration 0007) so a search ignores case and accents.
CREATE FUNCTION "customer_search"(first_name text, last_name text, company_name text, email text,
	phone text, enterprise_number text, invoice_address text, site_addresses jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT fold_search(concat_ws(' ', first_name, last_name, company_name, email, phone,
		nullif(regexp_replace(phone, '[^0-9]+', '', 'g'), ''),
		nullif(regexp_replace(regexp_replace(phone, '[^0-9+]+', '', 'g'), '^(\+|00)32', '0'), ''),
		enterprise_number, invoice_address,
		(SELECT string_agg(site, ' ') FROM jsonb_array_elements_text(site_addresses) AS site)))
$$;--> statement-breakpoint
CREATE TYPE "public"."customer_kind" AS ENUM('person', 'company');--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'customer';--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "customer_kind" DEFAULT 'person' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"invoice_address" text DEFAULT '' NOT NULL,
	"site_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"enterprise_number" text DEFAULT '' NOT NULL,
	"vat_liable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (fold_search(CASE WHEN kind = 'company' THEN company_name ELSE btrim(last_name || ' ' || first_name) END)) STORED NOT NULL,
	"search" text GENERATED ALWAYS AS (customer_search(first_name, last_name, company_name, email, phone, enterprise_number, invoice_address, site_addresses)) STORED NOT NULL,
	CONSTRAINT "customers_language" CHECK ("customers"."language" in ('nl', 'en', 'fr')),
	CONSTRAINT "customers_enterprise_number" CHECK ("customers"."enterprise_number" ~ '^([01][0-9]{9})?$')
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "customer_id" integer;--> statement-breakpoint
CREATE INDEX "customers_sort_idx" ON "customers" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "chats_customer_idx" ON "chats" USING btree ("customer_id");
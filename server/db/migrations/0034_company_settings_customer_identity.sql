CREATE TABLE "company_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'BE' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"enterprise_number" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"peppol_id" text DEFAULT '' NOT NULL,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"invoice_footer" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"credit_note_prefix" text DEFAULT 'CN-' NOT NULL,
	"quote_prefix" text DEFAULT 'OF-' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_one_row" CHECK ("company_settings"."id" = 1),
	CONSTRAINT "company_settings_enterprise_number" CHECK ("company_settings"."enterprise_number" ~ '^([01][0-9]{9})?$'),
	CONSTRAINT "company_settings_payment_term" CHECK ("company_settings"."payment_term_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country" text DEFAULT 'BE' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "peppol_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The single invoice line, split where it reads as a Belgian address: 'Straat 1, 9000 Gent'
-- (also 'B-9000', 'BE-9000', or without the comma before the postal code); a line that does
-- not is kept whole in street.
UPDATE "customers" SET
	"street" = coalesce(parts[1], btrim("invoice_address")),
	"postal_code" = coalesce(parts[2], ''),
	"city" = coalesce(parts[3], '')
FROM (
	SELECT "id" AS parsed_id, coalesce(
		regexp_match("invoice_address", '^\s*(.*[^\s,])\s*,\s*(?:[Bb][Ee]?-?\s*)?([1-9][0-9]{3})\s+([^0-9\s].*[^\s]|[^0-9\s])\s*$'),
		regexp_match("invoice_address", '^\s*(.*[^\s,])\s+(?:[Bb][Ee]?-)?([1-9][0-9]{3})\s+([^0-9\s].*[^\s]|[^0-9\s])\s*$')
	) AS parts
	FROM "customers"
) AS parsed
WHERE "customers"."id" = parsed.parsed_id AND btrim("invoice_address") <> '';--> statement-breakpoint
-- A VAT-liable company's VAT number is BE and its enterprise number; a company with an
-- enterprise number is reached on Peppol at 0208 and that number.
UPDATE "customers" SET "vat_number" = 'BE' || "enterprise_number"
	WHERE "vat_liable" AND "enterprise_number" <> '';--> statement-breakpoint
UPDATE "customers" SET "peppol_id" = '0208:' || "enterprise_number"
	WHERE "kind" = 'company' AND "enterprise_number" <> '';--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search" text GENERATED ALWAYS AS (customer_search(first_name, last_name, company_name, email, phone, enterprise_number, street || ' ' || postal_code || ' ' || city, site_addresses)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_country" CHECK ("customers"."country" ~ '^[A-Z]{2}$');

CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_iban_unique" UNIQUE("iban")
);
--> statement-breakpoint
CREATE TABLE "bank_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"value_date" date NOT NULL,
	"structured_communication" text DEFAULT '' NOT NULL,
	"communication" text DEFAULT '' NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_account" text DEFAULT '' NOT NULL,
	"counterparty_bic" text DEFAULT '' NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"matched_amount" bigint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "bank_lines_place" UNIQUE("statement_id","sequence"),
	CONSTRAINT "bank_lines_state" CHECK ("bank_lines"."state" in ('open', 'gekoppeld', 'geboekt', 'in afwachting'))
);
--> statement-breakpoint
CREATE TABLE "bank_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"purchase_id" integer,
	"purchase_status_before" text,
	"amount" bigint NOT NULL,
	"how" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_matches_one" CHECK (("bank_matches"."invoice_id" is null) <> ("bank_matches"."purchase_id" is null)),
	CONSTRAINT "bank_matches_amount" CHECK ("bank_matches"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"opening_balance" bigint NOT NULL,
	"opening_date" date NOT NULL,
	"closing_balance" bigint NOT NULL,
	"closing_date" date NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"format" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_once" UNIQUE("account_id","number","closing_date")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_lines" ADD CONSTRAINT "bank_lines_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_line_id_bank_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."bank_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_matches" ADD CONSTRAINT "bank_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_state_idx" ON "bank_lines" USING btree ("state","entry_date");--> statement-breakpoint
CREATE INDEX "bank_lines_account_idx" ON "bank_lines" USING btree ("account_id","entry_date");--> statement-breakpoint
CREATE INDEX "bank_matches_line_idx" ON "bank_matches" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bank_matches_invoice_idx" ON "bank_matches" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "bank_matches_purchase_idx" ON "bank_matches" USING btree ("purchase_id");
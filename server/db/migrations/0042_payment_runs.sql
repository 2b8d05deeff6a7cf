CREATE TABLE "payment_run_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"payee" text NOT NULL,
	"amount" bigint NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"reference" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	CONSTRAINT "payment_run_transfers_payee" CHECK ("payment_run_transfers"."payee" in ('supplier', 'rsz', 'fod')),
	CONSTRAINT "payment_run_transfers_amount" CHECK ("payment_run_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"execution_date" date NOT NULL,
	"total" bigint NOT NULL,
	"xml" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_runs_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "withholding_accounts" jsonb DEFAULT '{"social":"BE76679000019295","tax":"BE33679200232046"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_run_transfers" ADD CONSTRAINT "payment_run_transfers_run_id_payment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_run_transfers" ADD CONSTRAINT "payment_run_transfers_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_runs" ADD CONSTRAINT "payment_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_run_transfers_run_idx" ON "payment_run_transfers" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "payment_run_transfers_purchase_idx" ON "payment_run_transfers" USING btree ("purchase_id");
CREATE TABLE "bank_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vat_period" text DEFAULT 'quarter' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "file_id" integer;--> statement-breakpoint
ALTER TABLE "bank_files" ADD CONSTRAINT "bank_files_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_file_id_bank_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."bank_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_closing_idx" ON "bank_statements" USING btree ("closing_date");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_vat_period" CHECK ("company_settings"."vat_period" in ('quarter', 'month'));
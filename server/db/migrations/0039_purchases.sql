ALTER TYPE "public"."content_kind" ADD VALUE 'purchase';--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'purchaseOrder';--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'concept' NOT NULL,
	"number" text,
	"supplier_id" integer,
	"project_id" integer,
	"order_date" date,
	"delivery_date" date,
	"delivery_address" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"pdf_document_id" integer,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('concept', 'verzonden', 'gefactureerd'))
);
--> statement-breakpoint
CREATE TABLE "purchase_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line_index" integer NOT NULL,
	"project_id" integer,
	"category" text NOT NULL,
	"percent" numeric(5, 2),
	"amount" bigint DEFAULT 0 NOT NULL,
	"cost_date" date
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'ontvangen' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"supplier_id" integer,
	"number" text DEFAULT '' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"order_reference" text DEFAULT '' NOT NULL,
	"purchase_order_id" integer,
	"payment_reference" text DEFAULT '' NOT NULL,
	"supplier_iban" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"vat_amount" bigint DEFAULT 0 NOT NULL,
	"gross_amount" bigint DEFAULT 0 NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"original_document_id" integer,
	"pdf_document_id" integer,
	"peppol_ref" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"withholding_checked_on" date,
	"withholding_social_debt" boolean DEFAULT false NOT NULL,
	"withholding_tax_debt" boolean DEFAULT false NOT NULL,
	"withholding_document_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_currency" CHECK ("purchases"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "purchases_status" CHECK ("purchases"."status" in ('ontvangen', 'goedgekeurd', 'te betalen', 'betaald', 'geweigerd'))
);
--> statement-breakpoint
ALTER TABLE "number_series" DROP CONSTRAINT "number_series_series";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_customer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_supplier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "payment_term_days" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "subcontractor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "approval_limits" jsonb DEFAULT '{"kantoor":250000}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hourly_cost" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_pdf_document_id_documents_id_fk" FOREIGN KEY ("pdf_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_allocations" ADD CONSTRAINT "purchase_allocations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_allocations" ADD CONSTRAINT "purchase_allocations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_original_document_id_documents_id_fk" FOREIGN KEY ("original_document_id") REFERENCES "public"."documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pdf_document_id_documents_id_fk" FOREIGN KEY ("pdf_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_withholding_document_id_documents_id_fk" FOREIGN KEY ("withholding_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "purchase_orders" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "purchase_allocations_purchase_idx" ON "purchase_allocations" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchase_allocations_project_idx" ON "purchase_allocations" USING btree ("project_id","category");--> statement-breakpoint
CREATE INDEX "purchase_allocations_date_idx" ON "purchase_allocations" USING btree ("cost_date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_supplier_number" ON "purchases" USING btree ("supplier_id","kind","number") WHERE "purchases"."supplier_id" is not null and "purchases"."number" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_peppol_ref" ON "purchases" USING btree ("peppol_ref");--> statement-breakpoint
CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "purchases_supplier_idx" ON "purchases" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "purchases_issue_date_idx" ON "purchases" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "customers_supplier_idx" ON "customers" USING btree ("sort_name","id") WHERE "customers"."is_supplier";--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_series" CHECK ("number_series"."series" in ('invoice', 'creditNote', 'quote', 'purchaseOrder'));
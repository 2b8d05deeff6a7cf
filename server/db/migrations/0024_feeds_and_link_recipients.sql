-- Access ends when its reason ends (docs/product.md § Agenda): an employee may have several
-- calendar feeds, each with the account that made it (null for those made before: unknown),
-- when it was last fetched and whether it carries the customer's contact details and notes.
-- The feed made before moves over without those details. A customer's link to an appointment
-- keeps the address it was sent to (the appointment's customer address now, for those before).
-- employee_feeds is not tracked in data_versions: each fetch writes last_fetched_at, which must
-- not empty the answer cache's agenda scope; no cached answer reads the feeds.
CREATE TABLE "employee_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"include_customer_details" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	CONSTRAINT "employee_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "employee_feeds" ADD CONSTRAINT "employee_feeds_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_feeds" ADD CONSTRAINT "employee_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_feeds_employee_idx" ON "employee_feeds" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employee_feeds_created_by_idx" ON "employee_feeds" USING btree ("created_by");--> statement-breakpoint
INSERT INTO "employee_feeds" ("employee_id", "token_hash")
	SELECT "id", "feed_token_hash" FROM "employees" WHERE "feed_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_feed_token_hash_unique";--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "feed_token_hash";--> statement-breakpoint
ALTER TABLE "appointment_links" ADD COLUMN "recipient" text;--> statement-breakpoint
UPDATE "appointment_links" l SET "recipient" = lower(a."customer_email")
	FROM "appointments" a WHERE a."id" = l."appointment_id";--> statement-breakpoint
ALTER TABLE "appointment_links" ALTER COLUMN "recipient" SET NOT NULL;

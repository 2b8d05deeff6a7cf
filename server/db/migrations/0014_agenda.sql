CREATE TYPE "public"."absence_kind" AS ENUM('verlof', 'ziekte', 'opleiding', 'andere');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('gepland', 'bevestigd', 'geannuleerd');--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'overrideConflict';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'cancel';--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'employee';--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'appointment';--> statement-breakpoint
CREATE TABLE "appointment_employees" (
	"appointment_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "appointment_employees_appointment_id_employee_id_pk" PRIMARY KEY("appointment_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"service_id" integer,
	"chat_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"status" "appointment_status" DEFAULT 'gepland' NOT NULL,
	"travel_minutes" integer DEFAULT 30 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"reminder_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_uid_unique" UNIQUE("uid"),
	CONSTRAINT "appointments_period" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_travel" CHECK ("appointments"."travel_minutes" between 0 and 1440),
	CONSTRAINT "appointments_cancelled_by" CHECK ("appointments"."cancelled_by" in ('staff', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "employee_absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"kind" "absence_kind" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_absences_range" CHECK ("employee_absences"."from_date" <= "employee_absences"."to_date")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '#0d7070' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"working_hours" jsonb NOT NULL,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_feed_token_hash_unique" UNIQUE("feed_token_hash"),
	CONSTRAINT "employees_colour" CHECK ("employees"."colour" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "appointment_employees" ADD CONSTRAINT "appointment_employees_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_employees" ADD CONSTRAINT "appointment_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_links" ADD CONSTRAINT "appointment_links_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_absences" ADD CONSTRAINT "employee_absences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_employees_employee_idx" ON "appointment_employees" USING btree ("employee_id","appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_links_appointment_idx" ON "appointment_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_chat_idx" ON "appointments" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "appointments_customer_email_idx" ON "appointments" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("reminder_due_at") WHERE "appointments"."reminder_due_at" is not null;--> statement-breakpoint
CREATE INDEX "employee_absences_employee_idx" ON "employee_absences" USING btree ("employee_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_appointment_idx" ON "outbox" USING btree ("appointment_id");--> statement-breakpoint
-- The agenda's reads ask which appointments overlap a period (a week, a month, a conflict
-- check): a GiST index on the period answers that directly, however long an appointment lasts.
CREATE INDEX "appointments_period_idx" ON "appointments" USING gist (tstzrange("starts_at", "ends_at"));--> statement-breakpoint
-- Employees, their absences and the appointments are one area of the answer cache (migration 0002).
INSERT INTO "data_versions" ("scope") VALUES ('agenda');--> statement-breakpoint
SELECT "track_data_version"('employees', 'agenda');--> statement-breakpoint
SELECT "track_data_version"('employee_absences', 'agenda');--> statement-breakpoint
SELECT "track_data_version"('appointments', 'agenda');--> statement-breakpoint
SELECT "track_data_version"('appointment_employees', 'agenda');

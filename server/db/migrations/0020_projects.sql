-- Projecten (docs/product.md § Projecten): jobs for customers, their services, team and photos,
-- and the appointments made from them.
CREATE TYPE "public"."project_stage" AS ENUM('aanvraag', 'offerte', 'gepland', 'in_uitvoering', 'opgeleverd', 'afgesloten');--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'project';--> statement-breakpoint
CREATE TABLE "project_employees" (
	"project_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	CONSTRAINT "project_employees_project_id_employee_id_pk" PRIMARY KEY("project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "project_photos" (
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "project_photos_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_services" (
	"project_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "project_services_project_id_service_id_pk" PRIMARY KEY("project_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer,
	"customer_erased" boolean DEFAULT false NOT NULL,
	"site_address" text DEFAULT '' NOT NULL,
	"stage" "project_stage" DEFAULT 'aanvraag' NOT NULL,
	"planned_start" date,
	"planned_end" date,
	"notes" text DEFAULT '' NOT NULL,
	"achievement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (fold_search(name || ' ' || site_address)) STORED NOT NULL,
	CONSTRAINT "projects_planning" CHECK ("projects"."planned_start" is null or "projects"."planned_end" is null or "projects"."planned_start" <= "projects"."planned_end")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "project_employees" ADD CONSTRAINT "project_employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_employees" ADD CONSTRAINT "project_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_employees_employee_idx" ON "project_employees" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "project_photos_image_idx" ON "project_photos" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "project_services_service_idx" ON "project_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "projects_stage_idx" ON "projects" USING btree ("stage","id");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_project_idx" ON "appointments" USING btree ("project_id");
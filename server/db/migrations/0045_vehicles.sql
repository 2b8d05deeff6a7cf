CREATE TYPE "public"."vehicle_category" AS ENUM('M1', 'N1');--> statement-breakpoint
CREATE TYPE "public"."vehicle_fuel" AS ENUM('diesel', 'benzine', 'elektrisch', 'hybride', 'cng', 'lpg');--> statement-breakpoint
CREATE TYPE "public"."vehicle_ownership" AS ENUM('owned', 'leased');--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'vehicle';--> statement-breakpoint
CREATE TABLE "vehicle_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"employee_id" integer,
	"from_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"km" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_readings_km" CHECK ("vehicle_readings"."km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate" text NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"category" "vehicle_category" NOT NULL,
	"fuel" "vehicle_fuel" NOT NULL,
	"co2" integer,
	"catalogue_value" integer,
	"first_registration" date,
	"ownership" "vehicle_ownership" DEFAULT 'owned' NOT NULL,
	"lease_contract" text DEFAULT '' NOT NULL,
	"lease_end" date,
	"keuring_valid_until" date,
	"insurance_renewal" date,
	"service_due_date" date,
	"service_due_km" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_plate" CHECK ("vehicles"."plate" ~ '^[A-Z0-9]{2,8}$'),
	CONSTRAINT "vehicles_vin" CHECK ("vehicles"."vin" ~ '^([A-HJ-NPR-Z0-9]{17})?$'),
	CONSTRAINT "vehicles_figures" CHECK ("vehicles"."co2" >= 0 and "vehicles"."catalogue_value" >= 0 and "vehicles"."service_due_km" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_drivers" ADD CONSTRAINT "vehicle_drivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_readings" ADD CONSTRAINT "vehicle_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_readings" ADD CONSTRAINT "vehicle_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_drivers_from_idx" ON "vehicle_drivers" USING btree ("vehicle_id","from_date");--> statement-breakpoint
CREATE INDEX "vehicle_drivers_employee_idx" ON "vehicle_drivers" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "vehicle_readings_vehicle_idx" ON "vehicle_readings" USING btree ("vehicle_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("plate");
CREATE TABLE "vehicle_benefit_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"reference_diesel" integer NOT NULL,
	"reference_petrol" integer NOT NULL,
	"minimum" integer NOT NULL,
	"source" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_benefit_years_figures" CHECK ("vehicle_benefit_years"."year" between 2000 and 2100 and "vehicle_benefit_years"."reference_diesel" > 0 and "vehicle_benefit_years"."reference_petrol" > 0 and "vehicle_benefit_years"."minimum" > 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_benefit_years" ADD CONSTRAINT "vehicle_benefit_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The years published when this table was made, each with where its figures were read.
INSERT INTO "vehicle_benefit_years" ("year", "reference_diesel", "reference_petrol", "minimum", "source") VALUES
	(2024, 65, 78, 160000, 'https://www.acs.be/kerncijfers (reference CO2 2024: diesel 65, petrol/gas 78 g/km; minimum EUR 1,600)'),
	(2025, 59, 71, 165000, 'https://www.acs.be/kerncijfers and https://www.egear.be/voordeel-alle-aard-2025/ (reference CO2 2025: diesel 59, petrol/gas 71 g/km; minimum EUR 1,650)');

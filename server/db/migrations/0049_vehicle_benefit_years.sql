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
ALTER TABLE "vehicle_benefit_years" ADD CONSTRAINT "vehicle_benefit_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "vehicle_fuellings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"millilitres" integer NOT NULL,
	"amount" integer NOT NULL,
	"km" integer,
	"card" text DEFAULT '' NOT NULL,
	"station" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"transaction_ref" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'csv' NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_fuellings_km" CHECK ("vehicle_fuellings"."km" >= 0),
	CONSTRAINT "vehicle_fuellings_source" CHECK ("vehicle_fuellings"."source" in ('csv', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_fuellings" ADD CONSTRAINT "vehicle_fuellings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_fuellings" ADD CONSTRAINT "vehicle_fuellings_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_fuellings_line_idx" ON "vehicle_fuellings" USING btree ("vehicle_id","at","amount","millilitres","transaction_ref");
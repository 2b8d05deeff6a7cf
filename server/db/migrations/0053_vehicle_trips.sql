CREATE TABLE "vehicle_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"trip_date" date NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"km" integer,
	"trip_use" text NOT NULL,
	"employee_id" integer,
	"appointment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_trips_km" CHECK ("vehicle_trips"."km" >= 0),
	CONSTRAINT "vehicle_trips_use" CHECK ("vehicle_trips"."trip_use" in ('business', 'private'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_trips" ADD CONSTRAINT "vehicle_trips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_trips_vehicle_idx" ON "vehicle_trips" USING btree ("vehicle_id","trip_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_trips_appointment_idx" ON "vehicle_trips" USING btree ("vehicle_id","appointment_id") WHERE "vehicle_trips"."appointment_id" is not null;
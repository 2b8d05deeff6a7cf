CREATE TABLE "vehicle_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"subject" text NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"appointment_id" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_reminders_subject" CHECK ("vehicle_reminders"."subject" in ('keuring', 'insurance', 'leaseEnd', 'service'))
);
--> statement-breakpoint
ALTER TABLE "vehicle_reminders" ADD CONSTRAINT "vehicle_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reminders" ADD CONSTRAINT "vehicle_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reminders_once_idx" ON "vehicle_reminders" USING btree ("vehicle_id","subject","due_date","days_before");
CREATE TABLE "tool_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"appointment_id" integer,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_reminders" ADD CONSTRAINT "tool_reminders_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_reminders" ADD CONSTRAINT "tool_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_reminders_once_idx" ON "tool_reminders" USING btree ("tool_id","due_date","days_before");
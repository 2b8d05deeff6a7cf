CREATE TABLE "peppol_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"ref" text NOT NULL,
	"state" text,
	"detail" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "peppol_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE INDEX "peppol_events_ref" ON "peppol_events" USING btree ("ref");
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"days" jsonb NOT NULL,
	"closed_dates" jsonb NOT NULL,
	"auto_reply_dutch" text NOT NULL,
	"auto_reply_english" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_one_row" CHECK ("opening_hours"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;
ALTER TYPE "public"."activity_kind" ADD VALUE 'assign' BEFORE 'cancel';--> statement-breakpoint
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
ALTER TABLE "chats" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_assigned_activity_idx" ON "chats" USING btree ("assigned_to","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);
ALTER TABLE "chats" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "start_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_created_idx" ON "chats" USING btree ("created_at");--> statement-breakpoint
-- Conversations closed before this column existed: their latest activity is the best guess of when.
UPDATE "chats" SET "closed_at" = "last_activity_at" WHERE "status" = 'closed';
--> statement-breakpoint
-- The chat statistics count response times in opening hours: a change of them is a change of those answers.
SELECT "track_data_version"('opening_hours', 'chats');

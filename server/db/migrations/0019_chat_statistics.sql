ALTER TABLE "chats" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "start_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "first_customer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chats_created_idx" ON "chats" USING btree ("created_at");--> statement-breakpoint
-- Conversations closed before this column existed: their latest activity is the best guess of when.
UPDATE "chats" SET "closed_at" = "last_activity_at" WHERE "status" = 'closed';
--> statement-breakpoint
-- The chat statistics count response times in opening hours: a change of them is a change of those answers.
SELECT "track_data_version"('opening_hours', 'chats');
--> statement-breakpoint
-- The conversations written before: their customer's first message and the first staff reply after it.
UPDATE "chats" c SET "first_customer_at" = (
  SELECT min(m."sent_at") FROM "messages" m WHERE m."chat_id" = c."id" AND m."sender" = 'customer'
);--> statement-breakpoint
UPDATE "chats" c SET "first_response_at" = (
  SELECT min(m."sent_at") FROM "messages" m
  WHERE m."chat_id" = c."id" AND m."sender" = 'staff' AND NOT m."automatic"
    AND m."sent_at" >= c."first_customer_at"
) WHERE c."first_customer_at" IS NOT NULL;

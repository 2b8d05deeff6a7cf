ALTER TABLE "chats" ADD COLUMN "first_customer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
-- The conversations written before: their customer's first message and the first staff reply after it.
UPDATE "chats" c SET "first_customer_at" = (
  SELECT min(m."sent_at") FROM "messages" m WHERE m."chat_id" = c."id" AND m."sender" = 'customer'
);--> statement-breakpoint
UPDATE "chats" c SET "first_response_at" = (
  SELECT min(m."sent_at") FROM "messages" m
  WHERE m."chat_id" = c."id" AND m."sender" = 'staff' AND NOT m."automatic"
    AND m."sent_at" >= c."first_customer_at"
) WHERE c."first_customer_at" IS NOT NULL;

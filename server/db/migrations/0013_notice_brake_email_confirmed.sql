-- A conversation's customer e-mail address counts as confirmed once a mail link of it is opened;
-- the staff notices' ceiling per hour counts a recipient's recent notices through this index.
ALTER TABLE "chats" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_notices_idx" ON "outbox" USING btree ("recipient","created_at") WHERE "outbox"."kind" = 'staff-notice';
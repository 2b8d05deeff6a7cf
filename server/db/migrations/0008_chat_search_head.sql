-- The chat search's ranking reads the subject's and customer's words from a column of their own
-- (computed from the row, so nothing writes it), not from the whole of `search`; both indexes
-- without a pending list, so a search never scans entries not yet merged (docs/architecture.md
-- § Chat list and search).
-- Migration 0007, applied in the same transaction, left the data versions' deferred triggers
-- pending on chats: they run now, as ALTER TABLE wants none pending.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
DROP INDEX "chats_search_idx";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (chat_search_head(subject, author_first_name, author_last_name, author_email, author_phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_search_head_idx" ON "chats" USING gin ("search_head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "chats_search_idx" ON "chats" USING gin ("search") WITH (fastupdate=false);
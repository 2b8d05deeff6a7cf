ALTER TABLE "documents" ADD COLUMN "search_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_search_head_trgm_idx" ON "documents" USING gin ("search_head" gin_trgm_ops);--> statement-breakpoint
-- Documents stored before: their name, type and tags, folded as refreshDocumentSearch writes them.
UPDATE "documents" SET "search_head" = fold_search(concat_ws(' ', "name", "type", array_to_string("tags", ' ')));

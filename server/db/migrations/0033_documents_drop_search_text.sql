-- The whole text folded for trigram matching: the search matches parts of words and typos in
-- search_head (the name, type and tags) and the file's text by its Dutch stems (search) only.
DROP INDEX "documents_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "search_text";

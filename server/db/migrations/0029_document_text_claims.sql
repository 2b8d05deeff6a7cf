ALTER TABLE "document_versions" ADD COLUMN "text_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "text_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Wakes the background text job of every instance when a version waits for its text:
-- delivered on commit, never on a rollback.
CREATE FUNCTION "document_text_wake"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('document_text', '');
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "document_versions_text_wake" AFTER INSERT OR UPDATE OF "text_status", "scan_status" ON "document_versions"
	FOR EACH STATEMENT EXECUTE FUNCTION "document_text_wake"();

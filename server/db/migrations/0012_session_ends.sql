-- A staff session that ends (signed out, revoked by a password change or a deactivation, or
-- removed) is announced at commit on the channel "session_ends" with its account's id, so every
-- instance ends that session's open event streams at once instead of at their next heartbeat.
-- Rare writes: the notification lock they take costs nothing noticeable.
CREATE OR REPLACE FUNCTION "announce_session_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_ends', OLD."user_id"::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "session_revoked" AFTER UPDATE OF "revoked_at" ON "sessions"
	FOR EACH ROW WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
	EXECUTE FUNCTION "announce_session_end"();--> statement-breakpoint
CREATE TRIGGER "session_removed" AFTER DELETE ON "sessions"
	FOR EACH ROW WHEN (OLD."revoked_at" IS NULL)
	EXECUTE FUNCTION "announce_session_end"();

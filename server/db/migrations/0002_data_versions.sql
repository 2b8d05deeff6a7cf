-- Data versions: one counter per area of the data, raised by the commit of every write that
-- changes it. Readers compare counters to know whether an answer they built before still
-- holds, which stays true with several server instances on one database. The counters are
-- kept by triggers, so no write path (API, CLI, seed, restore) can forget them; they are not
-- part of the Drizzle schema and never part of a backup.
CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY,
	"version" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
INSERT INTO "data_versions" ("scope")
VALUES ('language'), ('services'), ('achievements'), ('images'), ('chats'), ('staff');--> statement-breakpoint
-- After each statement that may change a table: note its scope for this transaction (the
-- setting is transaction-local and is undone with a rolled-back savepoint).
CREATE FUNCTION "note_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('backoffice.changed_scopes', true), '');
BEGIN
	IF noted = '' THEN
		noted := ',';
	END IF;
	IF position(',' || TG_ARGV[0] || ',' IN noted) = 0 THEN
		PERFORM set_config('backoffice.changed_scopes', noted || TG_ARGV[0] || ',', true);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- At commit (a deferred trigger of each changed row; the first one does the work): raise the
-- noted scopes' counters. Their rows are locked in one fixed order and only at commit, when the
-- transaction takes no other lock, so two committing writes never wait for each other in a cycle.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('backoffice.changed_scopes', true), '');
	scopes text[];
BEGIN
	IF noted <> '' THEN
		PERFORM set_config('backoffice.changed_scopes', '', true);
		scopes := string_to_array(trim(BOTH ',' FROM noted), ',');
		PERFORM 1 FROM "data_versions" WHERE "scope" = ANY (scopes) ORDER BY "scope" FOR UPDATE;
		UPDATE "data_versions" SET "version" = "version" + 1 WHERE "scope" = ANY (scopes);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE changes rows without row triggers: it raises its scope at once.
CREATE FUNCTION "bump_data_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_versions" SET "version" = "version" + 1 WHERE "scope" = TG_ARGV[0];
	RETURN NULL;
END $$;--> statement-breakpoint
-- Attaches the three triggers to a table for a scope; later migrations use it for new tables.
CREATE FUNCTION "track_data_version"(target regclass, scope text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format(
		'CREATE TRIGGER data_version_note AFTER INSERT OR UPDATE OR DELETE ON %s '
		'FOR EACH STATEMENT EXECUTE FUNCTION note_data_change(%L)', target, scope);
	EXECUTE format(
		'CREATE CONSTRAINT TRIGGER data_version_bump AFTER INSERT OR UPDATE OR DELETE ON %s '
		'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_versions()', target);
	EXECUTE format(
		'CREATE TRIGGER data_version_truncate AFTER TRUNCATE ON %s '
		'FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version_now(%L)', target, scope);
END $$;--> statement-breakpoint
SELECT "track_data_version"('language_entries', 'language');--> statement-breakpoint
SELECT "track_data_version"('services', 'services');--> statement-breakpoint
SELECT "track_data_version"('service_contents', 'services');--> statement-breakpoint
SELECT "track_data_version"('achievements', 'achievements');--> statement-breakpoint
SELECT "track_data_version"('achievement_images', 'achievements');--> statement-breakpoint
SELECT "track_data_version"('chats', 'chats');--> statement-breakpoint
SELECT "track_data_version"('messages', 'chats');--> statement-breakpoint
SELECT "track_data_version"('users', 'staff');

-- Commits announce the scopes they changed (NOTIFY "data_versions", payload: the scopes, comma
-- separated), so a process that sees every write (the embedded database has one) can keep the
-- versions in memory instead of reading them for each request. Only a connection that asks for
-- it (setting backoffice.announce_changes = 'on') announces: on PostgreSQL nobody listens, and a
-- NOTIFY would make every committing write queue for the server-wide notification lock. Sessions get a scope too: a
-- sign-in, sign-out or revocation changes it, so remembered sessions can be dropped at once.
INSERT INTO "data_versions" ("scope") VALUES ('sessions');--> statement-breakpoint
-- A random number for this database, part of every cached answer's key: a database created
-- anew (and restored from a backup) under running servers starts its counters again, and its
-- answers must never be taken for the old database's.
INSERT INTO "data_versions" ("scope", "version") VALUES ('database', floor(random() * 9e15)::bigint);--> statement-breakpoint
SELECT "track_data_version"('sessions', 'sessions');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('backoffice.changed_scopes', true), '');
	scopes text[];
BEGIN
	IF noted <> '' THEN
		PERFORM set_config('backoffice.changed_scopes', '', true);
		scopes := string_to_array(trim(BOTH ',' FROM noted), ',');
		PERFORM 1 FROM "data_versions" WHERE "scope" = ANY (scopes) ORDER BY "scope" FOR UPDATE;
		UPDATE "data_versions" SET "version" = "version" + 1 WHERE "scope" = ANY (scopes);
		-- Delivered when the transaction commits, never when it rolls back.
		IF current_setting('backoffice.announce_changes', true) = 'on' THEN
			PERFORM pg_notify('data_versions', array_to_string(scopes, ','));
		END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "data_versions" SET "version" = "version" + 1 WHERE "scope" = TG_ARGV[0];
	IF current_setting('backoffice.announce_changes', true) = 'on' THEN
		PERFORM pg_notify('data_versions', TG_ARGV[0]);
	END IF;
	RETURN NULL;
END $$;

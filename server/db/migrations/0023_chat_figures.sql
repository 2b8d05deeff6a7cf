-- What the chat statistics read of each conversation (docs/architecture.md § Statistics), in
-- a narrow row: its Brussels date, weekday and hour of starting, whether and in how many seconds
-- it was first answered (calendar time and opening hours), the seconds until it was closed, and
-- its start page. A read of a year scans these small rows instead of the wide `chats` rows and
-- converts no instant to Brussels time.
--
-- Derived data, kept by triggers on `chats` in the transaction of every write that changes what
-- it is made of (the first message and reply, the opening hours counted, closing and opening
-- again), so no write path can forget it. Outside the Drizzle schema like `chat_events`: a
-- backup leaves it out and a restore fills it again as it inserts the chats; no foreign key, so
-- a restore may truncate `chats` (which truncates this too).
CREATE TABLE "chat_figures" (
	"chat_id" integer PRIMARY KEY NOT NULL,
	"started_on" date NOT NULL,
	"weekday" smallint NOT NULL,
	"hour" smallint NOT NULL,
	"answered" boolean NOT NULL,
	"response" double precision,
	"opening_response" double precision,
	"to_close" double precision,
	"start_page" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_figures_started_idx" ON "chat_figures" ("started_on");--> statement-breakpoint
CREATE FUNCTION keep_chat_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	local_start timestamp := NEW.created_at AT TIME ZONE 'Europe/Brussels';
BEGIN
	INSERT INTO "chat_figures" ("chat_id", "started_on", "weekday", "hour", "answered", "response",
		"opening_response", "to_close", "start_page")
	VALUES (NEW.id, local_start::date, extract(isodow FROM local_start),
		extract(hour FROM local_start), NEW.first_response_at IS NOT NULL,
		extract(epoch FROM NEW.first_response_at - NEW.first_customer_at),
		NEW.first_response_opening_seconds, extract(epoch FROM NEW.closed_at - NEW.created_at),
		NEW.start_page)
	ON CONFLICT ("chat_id") DO UPDATE SET
		"started_on" = excluded."started_on", "weekday" = excluded."weekday",
		"hour" = excluded."hour", "answered" = excluded."answered",
		"response" = excluded."response", "opening_response" = excluded."opening_response",
		"to_close" = excluded."to_close", "start_page" = excluded."start_page";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_figures_insert" AFTER INSERT ON "chats"
	FOR EACH ROW EXECUTE FUNCTION keep_chat_figures();--> statement-breakpoint
-- Only the writes that change a figure: most writes of a chat (each message's latest activity,
-- an assignment) leave it alone.
CREATE TRIGGER "chat_figures_update" AFTER UPDATE ON "chats"
	FOR EACH ROW WHEN (
		OLD.created_at IS DISTINCT FROM NEW.created_at
		OR OLD.first_customer_at IS DISTINCT FROM NEW.first_customer_at
		OR OLD.first_response_at IS DISTINCT FROM NEW.first_response_at
		OR OLD.first_response_opening_seconds IS DISTINCT FROM NEW.first_response_opening_seconds
		OR OLD.closed_at IS DISTINCT FROM NEW.closed_at
		OR OLD.start_page IS DISTINCT FROM NEW.start_page
	) EXECUTE FUNCTION keep_chat_figures();--> statement-breakpoint
CREATE FUNCTION forget_chat_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "chat_figures" WHERE "chat_id" = OLD.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_figures_delete" AFTER DELETE ON "chats"
	FOR EACH ROW EXECUTE FUNCTION forget_chat_figures();--> statement-breakpoint
-- DELETE, not TRUNCATE: a statement that truncates both tables (a test's reset of every table)
-- has `chat_figures` in use when this runs, and TRUNCATE would refuse it.
CREATE FUNCTION forget_all_chat_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "chat_figures";
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_figures_truncate" AFTER TRUNCATE ON "chats"
	FOR EACH STATEMENT EXECUTE FUNCTION forget_all_chat_figures();--> statement-breakpoint
-- The conversations before this migration.
INSERT INTO "chat_figures" ("chat_id", "started_on", "weekday", "hour", "answered", "response",
	"opening_response", "to_close", "start_page")
SELECT c.id, (c.created_at AT TIME ZONE 'Europe/Brussels')::date,
	extract(isodow FROM c.created_at AT TIME ZONE 'Europe/Brussels'),
	extract(hour FROM c.created_at AT TIME ZONE 'Europe/Brussels'),
	c.first_response_at IS NOT NULL, extract(epoch FROM c.first_response_at - c.first_customer_at),
	c.first_response_opening_seconds, extract(epoch FROM c.closed_at - c.created_at), c.start_page
FROM "chats" c;

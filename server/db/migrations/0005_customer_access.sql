ALTER TABLE "chats" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_access_token_hash_unique" UNIQUE("access_token_hash");--> statement-breakpoint
-- Changes of conversations, for the live streams (server/live/): each commit that adds a
-- conversation or a message, removes a conversation, or opens or closes a customer's stream
-- writes an event here and announces it (NOTIFY "chat_events", payload: the event as JSON, ids
-- and kinds only, never text). Every server instance relays the announcements to its open
-- streams; a stream that reconnects asks here for what it missed (Last-Event-ID). Events are
-- kept for a day. Written by triggers, so no write path can forget them; not part of the
-- Drizzle schema, and never part of a backup.
CREATE TABLE "chat_events" (
	"id" bigserial PRIMARY KEY,
	"chat_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sender" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_events_at_idx" ON "chat_events" ("at");--> statement-breakpoint
-- The customers' open streams, one row each, kept fresh by the instance that holds the stream:
-- "the customer has the conversation open now". A row whose instance died goes stale and is
-- removed by any instance (server/live/presence.ts). Removing a chat removes its rows (below;
-- not a foreign key, which would keep a restore from truncating chats).
CREATE TABLE "chat_watchers" (
	"stream_id" text PRIMARY KEY,
	"chat_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "chat_watchers_chat_idx" ON "chat_watchers" ("chat_id", "seen_at");--> statement-breakpoint
CREATE FUNCTION "record_chat_event"(chat integer, event_kind text, event_sender text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	event_id bigint;
BEGIN
	INSERT INTO "chat_events" ("chat_id", "kind", "sender")
	VALUES (chat, event_kind, event_sender) RETURNING "id" INTO event_id;
	-- Delivered when the transaction commits, never when it rolls back.
	PERFORM pg_notify('chat_events', json_build_object(
		'id', event_id::text, 'chatId', chat, 'kind', event_kind, 'sender', event_sender)::text);
END $$;--> statement-breakpoint
CREATE FUNCTION "chat_event_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'messages' THEN
		PERFORM "record_chat_event"(NEW."chat_id", 'message', NEW."sender"::text);
	ELSIF TG_TABLE_NAME = 'chats' THEN
		IF TG_OP = 'INSERT' THEN
			PERFORM "record_chat_event"(NEW."id", 'created', NULL);
		ELSE
			PERFORM "record_chat_event"(OLD."id", 'removed', NULL);
			DELETE FROM "chat_watchers" WHERE "chat_id" = OLD."id";
		END IF;
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "record_chat_event"(NEW."chat_id", 'presence', NULL);
	ELSE
		PERFORM "record_chat_event"(OLD."chat_id", 'presence', NULL);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_event_message" AFTER INSERT ON "messages"
FOR EACH ROW EXECUTE FUNCTION "chat_event_of_row"();--> statement-breakpoint
CREATE TRIGGER "chat_event_chat" AFTER INSERT OR DELETE ON "chats"
FOR EACH ROW EXECUTE FUNCTION "chat_event_of_row"();--> statement-breakpoint
CREATE TRIGGER "chat_event_watcher" AFTER INSERT OR DELETE ON "chat_watchers"
FOR EACH ROW EXECUTE FUNCTION "chat_event_of_row"();

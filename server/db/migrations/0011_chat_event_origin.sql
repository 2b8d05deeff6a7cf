-- Which staff screen caused a chat event (docs/architecture.md § Live updates): a service that
-- writes for a screen sets backoffice.event_origin to the screen's X-Client-Id in its
-- transaction; the event keeps it, and the staff streams send it, so that screen, which
-- refreshed what it wrote already, skips the event's refetch. Events of other writes have none.
ALTER TABLE "chat_events" ADD COLUMN "origin" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_chat_event"(chat integer, event_kind text, event_sender text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	event_id bigint;
	event_origin text := nullif(current_setting('backoffice.event_origin', true), '');
BEGIN
	INSERT INTO "chat_events" ("chat_id", "kind", "sender", "origin")
	VALUES (chat, event_kind, event_sender, event_origin) RETURNING "id" INTO event_id;
	-- Delivered when the transaction commits, never when it rolls back.
	PERFORM pg_notify('chat_events', json_build_object(
		'id', event_id::text, 'chatId', chat, 'kind', event_kind, 'sender', event_sender,
		'origin', event_origin)::text);
END $$;

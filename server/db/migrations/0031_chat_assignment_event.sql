-- An assignment is a change of the conversation the staff's live screens hear of, as a 'status'
-- event (migration 0007): the colleague who gets it sees it at once, and so does a Technieker,
-- whose stream carries only the events of the conversations assigned to them
-- (server/live/assigned-chats.ts).
CREATE FUNCTION "chat_assignment_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "record_chat_event"(NEW."id", 'status', NULL);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_event_assignment" AFTER UPDATE OF "assigned_to" ON "chats"
FOR EACH ROW WHEN (OLD."assigned_to" IS DISTINCT FROM NEW."assigned_to") EXECUTE FUNCTION "chat_assignment_event"();

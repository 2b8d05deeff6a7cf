CREATE TYPE "public"."chat_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"last_read_message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_user_id_chat_id_pk" PRIMARY KEY("user_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content_dutch" text DEFAULT '' NOT NULL,
	"content_english" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "status" "chat_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_message_id" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_sender" "message_sender";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "last_customer_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reads_chat_idx" ON "chat_reads" USING btree ("chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_replies_title_idx" ON "quick_replies" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "chats_activity_idx" ON "chats" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_status_activity_idx" ON "chats" USING btree ("status","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chats_search_idx" ON "chats" USING gin ("search");--> statement-breakpoint
CREATE INDEX "chats_author_email_idx" ON "chats" USING btree (lower("author_email"));--> statement-breakpoint
-- The chat search (docs/architecture.md § Chat search). Text is folded to lower case without
-- accents ('Café' and 'CAFE' both become 'cafe') before PostgreSQL's 'simple' configuration splits
-- it into words; the query is folded the same way, so the embedded database and PostgreSQL answer
-- alike whatever their locale. The letters are listed, not looked up, so the function is immutable.
CREATE FUNCTION "fold_search"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(translate(value, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳøØłŁđĐı', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyoollddi'))
$$;--> statement-breakpoint
-- A conversation's own words, weighted 'A': its subject and who started it, with the parts of the
-- e-mail address and the phone number's digits as words of their own (a Belgian number given as
-- +32 or 0032 also as its national form, 0…, as people type it).
CREATE FUNCTION "chat_search_head"(subject text, first_name text, last_name text, email text, phone text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT setweight(to_tsvector('simple', fold_search(concat_ws(' ', subject, first_name, last_name,
		email, regexp_replace(email, '[^[:alnum:]]+', ' ', 'g'), phone,
		nullif(regexp_replace(phone, '[^0-9]+', '', 'g'), ''),
		nullif(regexp_replace(regexp_replace(phone, '[^0-9+]+', '', 'g'), '^(\+|00)32', '0'), '')))), 'A')
$$;--> statement-breakpoint
-- The words of a message's plain text, weighted 'D'.
CREATE FUNCTION "chat_search_body"(plain text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT setweight(to_tsvector('simple', fold_search(plain)), 'D')
$$;--> statement-breakpoint
-- The conversations kept so far: their latest message, counts and words (the text of the stored
-- rich text without its tags and common entities).
UPDATE "chats" SET
	"last_activity_at" = coalesce(latest."sent_at", "chats"."created_at"),
	"last_message_id" = latest."id",
	"last_sender" = latest."sender",
	"message_count" = coalesce(counted."total", 0),
	"last_customer_message_id" = coalesce(counted."last_customer", 0),
	"search" = chat_search_head("chats"."subject", "chats"."author_first_name", "chats"."author_last_name",
		"chats"."author_email", "chats"."author_phone") || coalesce(counted."words", ''::tsvector)
FROM "chats" AS c
LEFT JOIN LATERAL (
	SELECT m."id", m."sender", m."sent_at" FROM "messages" m WHERE m."chat_id" = c."id"
	ORDER BY m."sent_at" DESC, m."id" DESC LIMIT 1
) AS latest ON true
LEFT JOIN LATERAL (
	SELECT count(*)::int AS total,
		max(m."id") FILTER (WHERE m."sender" = 'customer') AS last_customer,
		chat_search_body(string_agg(replace(replace(replace(replace(replace(replace(
			regexp_replace(m."content", '<[^>]*>', ' ', 'g'),
			'&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
			' ' ORDER BY m."sent_at", m."id")) AS words
	FROM "messages" m WHERE m."chat_id" = c."id"
) AS counted ON true
WHERE "chats"."id" = c."id";--> statement-breakpoint
-- Closing or reopening a conversation is a change the staff's live lists hear of, as a 'status'
-- event (see migration 0005); a customer's message that reopens it also makes a 'message' event.
CREATE FUNCTION "chat_status_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "record_chat_event"(NEW."id", 'status', NULL);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_event_status" AFTER UPDATE OF "status" ON "chats"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "chat_status_event"();

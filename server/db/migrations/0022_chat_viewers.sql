CREATE TABLE "chat_viewers" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"screen" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_viewers_chat_id_user_id_screen_pk" PRIMARY KEY("chat_id","user_id","screen")
);
--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
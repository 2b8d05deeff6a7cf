ALTER TYPE "public"."activity_kind" ADD VALUE 'assign' BEFORE 'cancel';--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_assigned_activity_idx" ON "chats" USING btree ("assigned_to","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);
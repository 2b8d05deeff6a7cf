-- Roles (docs/product.md § Roles): every account has one of four; the accounts made before
-- roles existed become Beheerder, as they could do everything.
CREATE TYPE "public"."user_role" AS ENUM('beheerder', 'kantoor', 'technieker', 'website');--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'roleChange';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "user_role" DEFAULT 'beheerder' NOT NULL;--> statement-breakpoint
-- A role change is announced at commit on the channel of a session's end (migration 0012), with
-- the account's id: every instance checks that account's open event streams again at once, and
-- ends those opened under the former role (their events were chosen by it).
CREATE OR REPLACE FUNCTION "announce_role_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_ends', NEW."id"::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_role_changed" AFTER UPDATE OF "role" ON "users"
	FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role")
	EXECUTE FUNCTION "announce_role_change"();

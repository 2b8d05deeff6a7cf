ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- Addresses become unique whatever their case: two accounts whose addresses differ only in
-- capitals (or surrounding spaces) cannot both be kept, and a person has to choose which.
DO $$
DECLARE
	clashes text;
BEGIN
	SELECT string_agg(addresses, '; ' ORDER BY addresses) INTO clashes
	FROM (
		SELECT string_agg(quote_literal("email"), ' and ' ORDER BY "id") AS addresses
		FROM "users"
		GROUP BY lower(trim("email"))
		HAVING count(*) > 1
	) AS clash;
	IF clashes IS NOT NULL THEN
		RAISE EXCEPTION 'Staff accounts share an e-mail address apart from capitals: %; rename or remove one before upgrading', clashes;
	END IF;
END $$;--> statement-breakpoint
UPDATE "users" SET "email" = lower(trim("email")) WHERE "email" <> lower(trim("email"));--> statement-breakpoint
-- The last sign-in of an existing account: its newest session, revoked or expired or not.
UPDATE "users" SET "last_sign_in_at" = "latest"."created_at"
FROM (SELECT "user_id", max("created_at") AS "created_at" FROM "sessions" GROUP BY "user_id") AS "latest"
WHERE "latest"."user_id" = "users"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));

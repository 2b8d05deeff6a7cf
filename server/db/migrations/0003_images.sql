-- Images become resources: each is stored once in "images" (keyed by the SHA-256 of its
-- bytes), and services, content blocks and achievements refer to it by key. The data URLs of
-- the old "image" columns are moved there, none lost; their dimensions and thumbnails cannot
-- be made in SQL and are filled by the server when it starts (completeImages).
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumb" bytea,
	"thumb_media_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievement_images" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "service_contents" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "achievement_images" ADD CONSTRAINT "achievement_images_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contents" ADD CONSTRAINT "service_contents_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievement_images_image_idx" ON "achievement_images" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "service_contents_image_idx" ON "service_contents" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "services_image_idx" ON "services" USING btree ("image_key");--> statement-breakpoint
-- Only PNG and JPEG data URLs were ever stored; anything else stops the upgrade (nothing is
-- changed) rather than being dropped. Invalid base64 stops it too, in decode() below.
DO $$
DECLARE
	bad record;
BEGIN
	SELECT source, id, left(image, 40) AS start INTO bad FROM (
		SELECT 'services' AS source, "id", "image" FROM "services" WHERE "image" IS NOT NULL
		UNION ALL
		SELECT 'service_contents', "id", "image" FROM "service_contents" WHERE "image" IS NOT NULL
		UNION ALL
		SELECT 'achievement_images', "id", "image" FROM "achievement_images"
	) stored
	WHERE "image" IS NULL OR "image" !~ '^data:image/(png|jpeg);base64,'
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'images migration: %.image of row % is not a PNG or JPEG data URL (it starts with %)',
			bad.source, bad.id, quote_literal(bad.start);
	END IF;
END $$;--> statement-breakpoint
INSERT INTO "images" ("key", "media_type", "bytes", "size")
SELECT encode(sha256("bytes"), 'hex'), "media_type", "bytes", octet_length("bytes")
FROM (
	SELECT DISTINCT
		substring("image" FROM 6 FOR position(';' IN "image") - 6) AS "media_type",
		decode(substr("image", position(',' IN "image") + 1), 'base64') AS "bytes"
	FROM (
		SELECT "image" FROM "services" WHERE "image" IS NOT NULL
		UNION
		SELECT "image" FROM "service_contents" WHERE "image" IS NOT NULL
		UNION
		SELECT "image" FROM "achievement_images"
	) stored
) decoded
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "services"
SET "image_key" = encode(sha256(decode(substr("image", position(',' IN "image") + 1), 'base64')), 'hex')
WHERE "image" IS NOT NULL;--> statement-breakpoint
UPDATE "service_contents"
SET "image_key" = encode(sha256(decode(substr("image", position(',' IN "image") + 1), 'base64')), 'hex')
WHERE "image" IS NOT NULL;--> statement-breakpoint
UPDATE "achievement_images"
SET "image_key" = encode(sha256(decode(substr("image", position(',' IN "image") + 1), 'base64')), 'hex');--> statement-breakpoint
-- The updates above left deferred data-version triggers pending, and a table with pending
-- trigger events cannot be altered: fire them now, then defer again.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;--> statement-breakpoint
ALTER TABLE "achievement_images" ALTER COLUMN "image_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "achievement_images" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "service_contents" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "services" DROP COLUMN "image";--> statement-breakpoint
SELECT "track_data_version"('images', 'images');

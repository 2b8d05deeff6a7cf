CREATE TYPE "public"."activity_kind" AS ENUM('signIn', 'create', 'update', 'delete', 'restore', 'emptyTrash', 'confirmTranslation', 'passwordChange', 'deactivate', 'activate', 'customerErasure');--> statement-breakpoint
CREATE TYPE "public"."content_kind" AS ENUM('service', 'serviceContent', 'achievement', 'language');--> statement-breakpoint
CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"kind" "activity_kind" NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"label" text
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "content_kind" NOT NULL,
	"entity_id" integer NOT NULL,
	"label" text NOT NULL,
	"data" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "trash_images" (
	"trash_id" integer NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "trash_images_trash_id_image_key_pk" PRIMARY KEY("trash_id","image_key")
);
--> statement-breakpoint
CREATE TABLE "version_images" (
	"version_id" integer NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "version_images_version_id_image_key_pk" PRIMARY KEY("version_id","image_key")
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "content_kind" NOT NULL,
	"entity_id" integer NOT NULL,
	"version" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "language_entries" ADD COLUMN "stale_language" text;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_images" ADD CONSTRAINT "trash_images_trash_id_trash_id_fk" FOREIGN KEY ("trash_id") REFERENCES "public"."trash"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_images" ADD CONSTRAINT "trash_images_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_images" ADD CONSTRAINT "version_images_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_images" ADD CONSTRAINT "version_images_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "activity_user_idx" ON "activity" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE INDEX "activity_kind_idx" ON "activity" USING btree ("kind","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trash_entity_idx" ON "trash" USING btree ("kind","entity_id");--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "trash_images_image_idx" ON "trash_images" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "version_images_image_idx" ON "version_images" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_entity_idx" ON "versions" USING btree ("kind","entity_id","version");--> statement-breakpoint
ALTER TABLE "language_entries" ADD CONSTRAINT "language_entries_stale_language" CHECK ("language_entries"."stale_language" in ('nl', 'en'));--> statement-breakpoint
-- Version 1 of the content that exists already: its state now, by nobody, at its creation.
-- The data's shape is services/history.ts's capture of each kind.
INSERT INTO "versions" ("kind", "entity_id", "version", "at", "data")
SELECT 'language', "id", 1, "created_at", jsonb_build_object(
  'name', "name", 'group', "group",
  'translationDutch', "translation_dutch", 'translationEnglish', "translation_english")
FROM "language_entries";--> statement-breakpoint
INSERT INTO "versions" ("kind", "entity_id", "version", "at", "data")
SELECT 'service', "id", 1, "created_at", jsonb_build_object(
  'titleId', "title_id", 'descriptionId', "description_id",
  'imageKey', "image_key", 'enabled', "enabled")
FROM "services";--> statement-breakpoint
INSERT INTO "versions" ("kind", "entity_id", "version", "at", "data")
SELECT 'serviceContent', "id", 1, "created_at", jsonb_build_object(
  'serviceId', "service_id", 'titleId', "title_id", 'bodyId', "body_id", 'imageKey', "image_key")
FROM "service_contents";--> statement-breakpoint
INSERT INTO "versions" ("kind", "entity_id", "version", "at", "data")
SELECT 'achievement', a."id", 1, a."created_at", jsonb_build_object(
  'location', a."location",
  'descriptionDutch', e."translation_dutch", 'descriptionEnglish', e."translation_english",
  'imageKeys', coalesce((SELECT jsonb_agg(i."image_key" ORDER BY i."position")
    FROM "achievement_images" i WHERE i."achievement_id" = a."id"), '[]'::jsonb))
FROM "achievements" a JOIN "language_entries" e ON e."id" = a."description_id";--> statement-breakpoint
INSERT INTO "version_images" ("version_id", "image_key")
SELECT v."id", s."image_key" FROM "versions" v JOIN "services" s
  ON v."kind" = 'service' AND v."entity_id" = s."id" WHERE s."image_key" IS NOT NULL
UNION
SELECT v."id", c."image_key" FROM "versions" v JOIN "service_contents" c
  ON v."kind" = 'serviceContent' AND v."entity_id" = c."id" WHERE c."image_key" IS NOT NULL
UNION
SELECT v."id", i."image_key" FROM "versions" v JOIN "achievement_images" i
  ON v."kind" = 'achievement' AND v."entity_id" = i."achievement_id";--> statement-breakpoint
-- The trash has a data version of its own (migration 0002): the overview counts its items, and
-- emptying it may change no other table that has one.
INSERT INTO "data_versions" ("scope") VALUES ('trash');--> statement-breakpoint
SELECT "track_data_version"('trash', 'trash');

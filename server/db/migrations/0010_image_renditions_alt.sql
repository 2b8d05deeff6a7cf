CREATE TABLE "image_renditions" (
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_renditions_image_key_width_format_pk" PRIMARY KEY("image_key","width","format")
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt_dutch" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt_english" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_renditions" ADD CONSTRAINT "image_renditions_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE cascade ON UPDATE no action;
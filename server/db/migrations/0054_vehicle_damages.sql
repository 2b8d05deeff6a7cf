CREATE TABLE "vehicle_damage_photos" (
	"damage_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "vehicle_damage_photos_damage_id_position_pk" PRIMARY KEY("damage_id","position")
);
--> statement-breakpoint
CREATE TABLE "vehicle_damages" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"employee_id" integer,
	"place" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"third_party" boolean DEFAULT false NOT NULL,
	"repaired_on" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_damages_description" CHECK (length("vehicle_damages"."description") > 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_damage_photos" ADD CONSTRAINT "vehicle_damage_photos_damage_id_vehicle_damages_id_fk" FOREIGN KEY ("damage_id") REFERENCES "public"."vehicle_damages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_damage_photos" ADD CONSTRAINT "vehicle_damage_photos_image_key_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."images"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_damages" ADD CONSTRAINT "vehicle_damages_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_damages" ADD CONSTRAINT "vehicle_damages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_damages" ADD CONSTRAINT "vehicle_damages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_damage_photos_image_idx" ON "vehicle_damage_photos" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "vehicle_damages_vehicle_idx" ON "vehicle_damages" USING btree ("vehicle_id","happened_at");
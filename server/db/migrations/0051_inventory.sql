ALTER TYPE "public"."activity_kind" ADD VALUE 'stockCount';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'checkout';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'return';--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'article';--> statement-breakpoint
ALTER TYPE "public"."content_kind" ADD VALUE 'tool';--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit_code" text DEFAULT 'C62' NOT NULL,
	"supplier_id" integer,
	"supplier_code" text DEFAULT '' NOT NULL,
	"purchase_price" integer DEFAULT 0 NOT NULL,
	"minimum" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_unit_code" CHECK ("articles"."unit_code" ~ '^[A-Z0-9]{1,3}$'),
	CONSTRAINT "articles_figures" CHECK ("articles"."purchase_price" >= 0 and "articles"."minimum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tool_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"holder_kind" text NOT NULL,
	"holder_id" integer NOT NULL,
	"holder_label" text NOT NULL,
	"expected_back" date,
	"out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"out_by" integer,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	CONSTRAINT "tool_checkouts_holder_kind" CHECK ("tool_checkouts"."holder_kind" in ('employee', 'vehicle', 'project'))
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"next_inspection" date,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"article_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"minimum" integer,
	CONSTRAINT "stock_levels_location_id_article_id_pk" PRIMARY KEY("location_id","article_id"),
	CONSTRAINT "stock_levels_figures" CHECK ("stock_levels"."quantity" >= 0 and "stock_levels"."minimum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_locations_kind" CHECK ("stock_locations"."kind" in ('warehouse', 'vehicle', 'site'))
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"project_id" integer,
	"purchase_id" integer,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" integer,
	CONSTRAINT "stock_moves_quantity" CHECK ("stock_moves"."quantity" > 0 and "stock_moves"."unit_price" >= 0),
	CONSTRAINT "stock_moves_places" CHECK (("stock_moves"."from_location_id" is not null or "stock_moves"."to_location_id" is not null) and "stock_moves"."from_location_id" is distinct from "stock_moves"."to_location_id"),
	CONSTRAINT "stock_moves_kind" CHECK ("stock_moves"."kind" in ('receive', 'transfer', 'use', 'return', 'out', 'count'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_out_by_users_id_fk" FOREIGN KEY ("out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_checkouts" ADD CONSTRAINT "tool_checkouts_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_location_id_stock_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_name_idx" ON "articles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "articles_supplier_idx" ON "articles" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_checkouts_open_idx" ON "tool_checkouts" USING btree ("tool_id") WHERE "tool_checkouts"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "tool_checkouts_tool_idx" ON "tool_checkouts" USING btree ("tool_id","out_at");--> statement-breakpoint
CREATE INDEX "tool_checkouts_holder_idx" ON "tool_checkouts" USING btree ("holder_kind","holder_id") WHERE "tool_checkouts"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "tools_name_idx" ON "tools" USING btree ("name");--> statement-breakpoint
CREATE INDEX "stock_levels_article_idx" ON "stock_levels" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_vehicle_idx" ON "stock_locations" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_project_idx" ON "stock_locations" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "stock_moves_article_idx" ON "stock_moves" USING btree ("article_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_from_idx" ON "stock_moves" USING btree ("from_location_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_to_idx" ON "stock_moves" USING btree ("to_location_id","id");--> statement-breakpoint
CREATE INDEX "stock_moves_project_idx" ON "stock_moves" USING btree ("project_id") WHERE "stock_moves"."project_id" is not null;
-- Trigram matching for the documents' search (a part of a word, a small typo).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."document_link_kind" AS ENUM('customer', 'project', 'employee', 'vehicle', 'invoice', 'purchase');--> statement-breakpoint
CREATE TYPE "public"."document_scan_status" AS ENUM('wacht', 'schoon', 'niet gescand');--> statement-breakpoint
CREATE TYPE "public"."document_text_status" AS ENUM('wacht', 'klaar', 'geen tekst', 'mislukt');--> statement-breakpoint
CREATE TABLE "document_blob_chunks" (
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_blob_chunks_sha256_seq_pk" PRIMARY KEY("sha256","seq")
);
--> statement-breakpoint
CREATE TABLE "document_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"chunks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"document_id" integer NOT NULL,
	"kind" "document_link_kind" NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "document_links_document_id_kind_target_id_pk" PRIMARY KEY("document_id","kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"document_id" integer NOT NULL,
	"password_hash" text
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"name" text PRIMARY KEY NOT NULL,
	"retention_years" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_types_name" CHECK (btrim("document_types"."name") <> ''),
	CONSTRAINT "document_types_retention" CHECK ("document_types"."retention_years" is null or "document_types"."retention_years" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_upload_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"link_kind" "document_link_kind" NOT NULL,
	"link_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"scan_status" "document_scan_status" DEFAULT 'wacht' NOT NULL,
	"text_status" "document_text_status" DEFAULT 'wacht' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"retain_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "documents_name" CHECK (btrim("documents"."name") <> '')
);
--> statement-breakpoint
ALTER TABLE "document_blob_chunks" ADD CONSTRAINT "document_blob_chunks_sha256_document_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."document_blobs"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_upload_links" ADD CONSTRAINT "document_upload_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_sha256_document_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."document_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_document_types_name_fk" FOREIGN KEY ("type") REFERENCES "public"."document_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_links_target_idx" ON "document_links" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_token_idx" ON "document_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_shares_document_idx" ON "document_shares" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_upload_links_token_idx" ON "document_upload_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_upload_links_target_idx" ON "document_upload_links" USING btree ("link_kind","link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_idx" ON "document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "document_versions_sha_idx" ON "document_versions" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "document_versions_text_wait_idx" ON "document_versions" USING btree ("id") WHERE "document_versions"."text_status" = 'wacht';--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_tags_idx" ON "documents" USING gin ("tags");

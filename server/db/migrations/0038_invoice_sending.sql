ALTER TYPE "public"."activity_kind" ADD VALUE 'send';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_polled_at" timestamp with time zone;
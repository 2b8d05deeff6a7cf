ALTER TYPE "public"."activity_kind" ADD VALUE 'issue';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'credit';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'payment';
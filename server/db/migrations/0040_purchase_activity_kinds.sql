ALTER TYPE "public"."activity_kind" ADD VALUE 'approve';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'reject';--> statement-breakpoint
ALTER TYPE "public"."activity_kind" ADD VALUE 'withholdingCheck';
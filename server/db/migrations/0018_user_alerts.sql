ALTER TABLE "users" ADD COLUMN "alert_sound" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_desktop" boolean DEFAULT false NOT NULL;
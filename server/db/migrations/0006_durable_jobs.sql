ALTER TABLE "executed_uploads" ADD COLUMN "ocr_pages" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "email_content" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "email_claimed_at" timestamp with time zone;
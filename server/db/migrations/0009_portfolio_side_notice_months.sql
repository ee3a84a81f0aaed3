ALTER TABLE "executed_contracts" ADD COLUMN "renewal_notice_months" integer;--> statement-breakpoint
ALTER TABLE "executed_contracts" ADD COLUMN "side" text;
ALTER TABLE "analyses" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "counterparty" text;--> statement-breakpoint
UPDATE "analyses" SET "title" = coalesce("result"->'keyData'->>'title', "result"->'title'->>'text'), "counterparty" = "result"->'keyData'->>'vendor';

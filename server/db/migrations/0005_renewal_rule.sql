ALTER TABLE "contract_reminders" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "executed_contracts" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "executed_contracts" ADD COLUMN "renewal_period_months" integer;--> statement-breakpoint
INSERT INTO "contract_reminders" ("contract_id", "user_id", "reminder_days")
SELECT "id", "user_id", '[90, 30, 7]'::jsonb FROM "executed_contracts"
ON CONFLICT ("contract_id") DO NOTHING;

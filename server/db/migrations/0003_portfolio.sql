CREATE TABLE "contract_reminders" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_days" jsonb NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"dashboard_alerts" boolean DEFAULT true NOT NULL,
	"custom_message" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executed_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_title" text NOT NULL,
	"vendor_name" text NOT NULL,
	"contract_value" double precision DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"department" text DEFAULT 'IT' NOT NULL,
	"contract_type" text DEFAULT 'Service Agreement' NOT NULL,
	"start_date" date,
	"end_date" date,
	"renewal_date" date,
	"is_auto_renewal" boolean DEFAULT false NOT NULL,
	"renewal_notice_days" integer,
	"payment_terms" text,
	"description" text DEFAULT '' NOT NULL,
	"overall_risk" text DEFAULT 'Low' NOT NULL,
	"business_critical" text,
	"spend_level" text,
	"status" text DEFAULT 'active' NOT NULL,
	"key_terms" jsonb,
	"file_id" uuid,
	"file_name" text,
	"extracted_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executed_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"progress" integer DEFAULT 100 NOT NULL,
	"extraction" jsonb,
	"saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reminder_day" integer NOT NULL,
	"target_date" date NOT NULL,
	"superseded" boolean DEFAULT false NOT NULL,
	"email_status" text DEFAULT 'none' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_secret" text;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_executed_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."executed_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_contracts" ADD CONSTRAINT "executed_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_contracts" ADD CONSTRAINT "executed_contracts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_uploads" ADD CONSTRAINT "executed_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executed_uploads" ADD CONSTRAINT "executed_uploads_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_contract_id_executed_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."executed_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "executed_contracts_user_idx" ON "executed_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "executed_uploads_user_idx" ON "executed_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key" ON "reminder_deliveries" USING btree ("contract_id","reminder_day","target_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_secret_unique" UNIQUE("calendar_secret");
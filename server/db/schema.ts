import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  jobTitle: text("job_title").notNull().default(""),
  companyName: text("company_name").notNull().default(""),
  companySize: text("company_size"),
  industry: text("industry"),
  passwordHash: text("password_hash").notNull(),
  passwordStrength: text("password_strength").notNull(),
  passwordMeetsPolicy: boolean("password_meets_policy").notNull(),
  passwordLastChanged: timestamp("password_last_changed", { withTimezone: true }).notNull().defaultNow(),
  failedLoginAttempts: integer("failed_login_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  userType: text("user_type", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  isActive: boolean("is_active").notNull().default(true),
  hasPremiumAccess: boolean("has_premium_access").notNull().default(false),
  riskThresholds: jsonb("risk_thresholds"),
  enhancedRiskSettings: jsonb("enhanced_risk_settings"),
  calendarSecret: text("calendar_secret").unique(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    urgency: text("urgency", { enum: ["urgent", "normal", "info"] })
      .notNull()
      .default("info"),
    isRead: boolean("is_read").notNull().default(false),
    link: text("link"),
    dedupeKey: text("dedupe_key").unique(),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull().default(""),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const faqCategories = pgTable("faq_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  order: integer("order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const faqs = pgTable(
  "faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => faqCategories.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    order: integer("order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("faqs_category_idx").on(t.categoryId)],
);

/** File bytes behind the storage interface (server/storage); the database is the default store. */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  mimeType: text("mime_type").notNull(),
  createdAt: createdAt(),
});

/** Landing-page screenshots uploaded by an administrator; the bytes are a stored file of the uploader. */
export const screenshots = pgTable("screenshots", {
  filename: text("filename").primaryKey(),
  fileId: uuid("file_id")
    .notNull()
    .references(() => storedFiles.id, { onDelete: "cascade" }),
  uploadedBy: uuid("uploaded_by")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  sizeBytes: integer("size_bytes").notNull(),
  mimeType: text("mime_type").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalName: text("original_name").notNull(),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    sizeBytes: integer("size_bytes").notNull(),
    status: text("status", { enum: ["uploaded", "analyzed"] })
      .notNull()
      .default("uploaded"),
    side: text("side", { enum: ["customer", "supplier"] })
      .notNull()
      .default("customer"),
    extractedText: text("extracted_text").notNull(),
    extractedHtml: text("extracted_html").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contracts_user_idx").on(t.userId, t.uploadedAt)],
);

export const analyses = pgTable("analyses", {
  id: uuid("id").primaryKey().defaultRandom(),
  contractId: uuid("contract_id")
    .notNull()
    .unique()
    .references(() => contracts.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  overallRisk: text("overall_risk", { enum: ["green", "amber", "red"] }).notNull(),
  // Copied out of `result` so the contract list can search and show them without reading the result.
  title: text("title"),
  counterparty: text("counterparty"),
  engineVersion: text("engine_version").notNull(),
  result: jsonb("result").notNull(),
  createdAt: createdAt(),
});

export const termDecisions = pgTable(
  "term_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    termType: text("term_type").notNull(),
    decision: text("decision", { enum: ["accept", "reject", "propose"] }).notNull(),
    proposedText: text("proposed_text"),
    reasoning: text("reasoning"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("term_decisions_contract_term_idx").on(t.contractId, t.termType)],
);

/** One row per analysis run, so the monthly allowance counts runs even when a contract is deleted. */
export const analysisRuns = pgTable(
  "analysis_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractId: uuid("contract_id"),
    ms: integer("ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analysis_runs_user_idx").on(t.userId, t.createdAt)],
);

/** A signed contract file read but not yet saved to the portfolio (the manual-entry form is open). */
export const executedUploads = pgTable(
  "executed_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    fileKind: text("file_kind", { enum: ["pdf", "docx"] }).notNull(),
    status: text("status", { enum: ["ready", "ocr_running", "failed"] })
      .notNull()
      .default("ready"),
    progress: integer("progress").notNull().default(100),
    /** scanned pages still to read by OCR, kept so a job lost in a crash can be run again */
    ocrPages: jsonb("ocr_pages").$type<number[]>(),
    extraction: jsonb("extraction"),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("executed_uploads_user_idx").on(t.userId)],
);

export const executedContracts = pgTable(
  "executed_contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contractTitle: text("contract_title").notNull(),
    vendorName: text("vendor_name").notNull(),
    contractValue: doublePrecision("contract_value").notNull().default(0),
    currency: text("currency").notNull().default("GBP"),
    department: text("department").notNull().default("IT"),
    contractType: text("contract_type").notNull().default("Service Agreement"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    renewalDate: date("renewal_date"),
    isAutoRenewal: boolean("is_auto_renewal").notNull().default(false),
    renewalNoticeDays: integer("renewal_notice_days"),
    /** the notice in calendar months when the contract states months (renewal_notice_days keeps its days) */
    renewalNoticeMonths: integer("renewal_notice_months"),
    /** the user's side in the contract, read from the document when their company is a party; null: not known */
    side: text("side", { enum: ["customer", "supplier"] }),
    /** length of the first term in months, when the contract gives a length instead of an end date */
    termMonths: integer("term_months"),
    /** months per automatic renewal (12 yearly, 1 monthly); null means the length of the first term */
    renewalPeriodMonths: integer("renewal_period_months"),
    paymentTerms: text("payment_terms"),
    description: text("description").notNull().default(""),
    overallRisk: text("overall_risk", { enum: ["Low", "Medium", "High"] })
      .notNull()
      .default("Low"),
    businessCritical: text("business_critical"),
    spendLevel: text("spend_level"),
    status: text("status").notNull().default("active"),
    keyTerms: jsonb("key_terms"),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    fileName: text("file_name"),
    extractedText: text("extracted_text").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("executed_contracts_user_idx").on(t.userId)],
);

export const contractReminders = pgTable("contract_reminders", {
  contractId: uuid("contract_id")
    .primaryKey()
    .references(() => executedContracts.id, { onDelete: "cascade" }),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  reminderDays: jsonb("reminder_days").$type<number[]>().notNull(),
  /** reminders are on by default for every contract; switching them off keeps the chosen days */
  enabled: boolean("enabled").notNull().default(true),
  emailAlerts: boolean("email_alerts").notNull().default(true),
  dashboardAlerts: boolean("dashboard_alerts").notNull().default(true),
  customMessage: text("custom_message").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per reminder sent: the unique key makes the sweep idempotent across runs and instances. */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => executedContracts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reminderDay: integer("reminder_day").notNull(),
    targetDate: date("target_date").notNull(),
    /** an earlier reminder day reached at the same time as a later one (catch-up): recorded, not sent */
    superseded: boolean("superseded").notNull().default(false),
    emailStatus: text("email_status", { enum: ["none", "pending", "sending", "sent", "failed"] })
      .notNull()
      .default("none"),
    emailAttempts: integer("email_attempts").notNull().default(0),
    /** the email as written when the reminder fell due, so a retry sends the same words */
    emailContent: jsonb("email_content").$type<{ title: string; message: string }>(),
    /** when a sender took the row; a row still "sending" long after this was left by a dead process */
    emailClaimedAt: timestamp("email_claimed_at", { withTimezone: true }),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_deliveries_key").on(t.contractId, t.reminderDay, t.targetDate)],
);

/**
 * An account's card subscription (Stripe) and any premium granted by an administrator. The effective
 * entitlement is kept in users.has_premium_access, written only by server/billing in the same
 * transaction as a change here, so every plan check stays a single column read.
 */
export const billingAccounts = pgTable("billing_accounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").unique(),
  stripeSubscriptionId: text("stripe_subscription_id"),
  /** Stripe's subscription status: trialing, active, past_due, canceled, unpaid, incomplete, ... */
  subscriptionStatus: text("subscription_status"),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
  currentPeriodEndsAt: timestamp("current_period_ends_at", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** the trial end a "trial ends soon" email was sent for, so it goes once per trial */
  trialReminderSentFor: timestamp("trial_reminder_sent_for", { withTimezone: true }),
  adminGrantedAt: timestamp("admin_granted_at", { withTimezone: true }),
  adminGrantedBy: uuid("admin_granted_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already applied: a redelivered event id changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Audit of every plan or subscription status change with its cause. */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fromPlan: text("from_plan", { enum: ["free", "pro"] }).notNull(),
    toPlan: text("to_plan", { enum: ["free", "pro"] }).notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    cause: text("cause", { enum: ["stripe_event", "admin"] }).notNull(),
    stripeEventId: text("stripe_event_id"),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("plan_changes_user_idx").on(t.userId, t.createdAt)],
);

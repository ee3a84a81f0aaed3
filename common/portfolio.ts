import { z } from "zod";
import type { executedContractSchema } from "./api/portfolio";
import { parseMoney, parseUkDate } from "./format";
import { whenFieldsValid } from "./schema-when";

export const CONTRACT_TYPES = [
  "Service Agreement",
  "Software License",
  "SaaS Subscription",
  "Consulting Agreement",
  "Maintenance Agreement",
  "Master Agreement",
  "Other",
] as const;
/**
 * A title that names a kind of contract outside CONTRACT_TYPES ("Mutual Non-Disclosure Agreement",
 * "Franchise Agreement", "Lease"): "Other" is then what the document is, not a guess.
 */
export const namesOtherKind = (title: string | null | undefined) =>
  /\b(?:non-?disclosure|confidentiality|nda|franchise|distribution|distributor(?:ship)?|reseller|agency|lease|tenancy|licence\s+to\s+occupy|building|construction|works|employment|loan|facility|partnership|joint\s+venture|shareholders?|sale\s+of\s+(?:goods|business|shares)|supply\s+of\s+goods|purchase|hire|rental|sponsorship|booking)\b/i.test(
    title ?? "",
  );

export const DEPARTMENTS = ["IT", "Marketing", "Sales", "HR", "Finance", "Operations", "Legal"] as const;
export const PAYMENT_TERM_OPTIONS = [
  "Net 30",
  "Net 60",
  "Monthly in advance",
  "Quarterly in advance",
  "Annual in advance",
  "Upon completion",
] as const;
/** Days to pay that are not one of the choices above, as a contract may state them: "Net 14", "Net 45". */
export const NET_DAYS_RE = /^Net (\d{1,3})$/;
export const isPaymentTerms = (value: string | null | undefined): value is string =>
  Boolean(value && ((PAYMENT_TERM_OPTIONS as readonly string[]).includes(value) || NET_DAYS_RE.test(value)));
const paymentTermsField = z
  .string()
  .refine(isPaymentTerms, "Payment terms must be one of the choices, or Net and a number of days (Net 45)");
export const NOTICE_OPTIONS = [
  { value: 30, label: "30 days" },
  { value: 60, label: "60 days" },
  { value: 90, label: "90 days" },
  { value: 180, label: "180 days (6 months)" },
  { value: 365, label: "365 days (12 months)" },
] as const;
export const EDIT_CURRENCIES = ["GBP", "USD", "EUR", "CAD"] as const;
/** The days a notice of that many months stands for where days are asked for (6 months: 180, 12: 365). */
export const noticeDaysOfMonths = (months: number) => (months % 12 === 0 ? (months / 12) * 365 : months * 30);
export const REMINDER_DAY_CHOICES = [90, 60, 30, 14, 7, 1] as const;
export const DEFAULT_REMINDER_DAYS = [90, 30, 7];
/** How often an auto-renewing contract renews, in months; empty means "same length as the first term". */
export const RENEWAL_PERIOD_OPTIONS = [
  { value: 1, label: "Monthly" },
  { value: 3, label: "Quarterly" },
  { value: 6, label: "Every 6 months" },
  { value: 12, label: "Yearly" },
  { value: 24, label: "Every 2 years" },
  { value: 36, label: "Every 3 years" },
] as const;

/** A date field: ISO (YYYY-MM-DD) or UK (DD/MM/YYYY) in, ISO or null out; anything else is refused. */
const dateField = (label: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === "") return null;
      const iso = parseUkDate(value.trim());
      if (!iso) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date (DD/MM/YYYY)` });
        return z.NEVER;
      }
      return iso;
    });

const moneyField = z.union([z.string(), z.number()]).transform((value, ctx) => {
  if (typeof value === "string" && value.trim() === "") {
    ctx.addIssue({ code: "custom", message: "Annual value is required" });
    return z.NEVER;
  }
  const amount = typeof value === "number" ? value : parseMoney(value);
  if (amount === null || !Number.isFinite(amount) || amount < 0) {
    ctx.addIssue({ code: "custom", message: "Annual value must be an amount, for example £12,500" });
    return z.NEVER;
  }
  return amount;
});

const daysField = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return null;
    const days = typeof value === "number" ? value : Number.parseInt(String(value), 10);
    if (!Number.isInteger(days) || days < 0 || days > 3650) {
      ctx.addIssue({ code: "custom", message: "Notice period must be a number of days" });
      return z.NEVER;
    }
    return days;
  });

const monthsField = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || value === "") return null;
      const months = typeof value === "number" ? value : Number.parseInt(String(value), 10);
      if (!Number.isInteger(months) || months < 1 || months > 120) {
        ctx.addIssue({ code: "custom", message: `${label} must be a whole number of months (1 to 120)` });
        return z.NEVER;
      }
      return months;
    });

/** POST /api/executed-contracts/save-manual: the manual entry form plus the upload it belongs to. */
export const manualContractSchema = z
  .object({
    contractTitle: z.string().trim().min(1, "Contract title is required").max(300),
    vendorName: z.string().trim().min(1, "Vendor name is required").max(300),
    contractValue: moneyField,
    currency: z.string().trim().toUpperCase().length(3).default("GBP"),
    startDate: dateField("Start date"),
    endDate: dateField("End date"),
    renewalDate: dateField("Renewal date"),
    contractType: z.enum(CONTRACT_TYPES).default("Service Agreement"),
    department: z.enum(DEPARTMENTS).default("IT"),
    autoRenewal: z.boolean().default(false),
    noticeRequired: daysField,
    /** the notice in calendar months when the contract states months; noticeRequired keeps its days */
    noticeMonths: monthsField("Notice in months"),
    termMonths: monthsField("Initial term"),
    renewalPeriodMonths: monthsField("Renewal period"),
    paymentTerms: paymentTermsField.nullable().optional(),
    /** The rating shown on the form (from the document's review, or changed by the user). */
    overallRisk: z.enum(["Low", "Medium", "High"]).optional(),
    description: z.string().max(5000).optional().default(""),
    uploadId: z.string().optional().nullable(),
    fileName: z.string().optional().nullable(),
    filePath: z.string().optional().nullable(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: "End date must be on or after the start date",
    path: ["endDate"],
    when: whenFieldsValid("startDate", "endDate"),
  });
export type ManualContractInput = z.input<typeof manualContractSchema>;
export type ManualContract = z.output<typeof manualContractSchema>;

/** PUT /api/executed-contracts/{id} (the edit form). */
export const executedContractUpdateSchema = z
  .object({
    contractTitle: z.string().trim().min(1, "Contract title is required").max(300),
    vendorName: z.string().trim().min(1, "Vendor name is required").max(300),
    contractValue: moneyField,
    currency: z.string().trim().toUpperCase().length(3).default("GBP"),
    department: z.string().trim().max(60).default("IT"),
    contractType: z.string().trim().max(60).default("Service Agreement"),
    startDate: dateField("Start date"),
    endDate: dateField("End date"),
    renewalDate: dateField("Renewal date"),
    isAutoRenewal: z.boolean().default(false),
    overallRisk: z.enum(["Low", "Medium", "High"]).default("Low"),
    renewalNoticeDays: daysField,
    /** sent with renewalNoticeDays: the notice in months, or null for a notice in days */
    renewalNoticeMonths: monthsField("Notice in months"),
    termMonths: monthsField("Initial term"),
    renewalPeriodMonths: monthsField("Renewal period"),
    paymentTerms: paymentTermsField.nullable().optional(),
    businessCritical: z.enum(["High", "Medium", "Low"]).nullable().optional(),
    spendLevel: z.enum(["High", "Medium", "Low"]).nullable().optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    message: "End date must be on or after the start date",
    path: ["endDate"],
    when: whenFieldsValid("startDate", "endDate"),
  });
export type ExecutedContractUpdate = z.output<typeof executedContractUpdateSchema>;

export const reminderSettingsSchema = z
  .object({
    contractId: z.string().min(1, "contractId is required"),
    reminderDays: z
      .array(
        z
          .number()
          .int()
          .refine(
            (d) => (REMINDER_DAY_CHOICES as readonly number[]).includes(d),
            "Reminder days must be 90, 60, 30, 14, 7 or 1",
          ),
      )
      .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
    /** false switches reminders off for this contract (the chosen days are kept) */
    enabled: z.boolean().default(true),
    emailAlerts: z.boolean().default(true),
    dashboardAlerts: z.boolean().default(true),
    customMessage: z.string().max(1000).optional().default(""),
  })
  .refine((v) => !v.enabled || v.reminderDays.length > 0, {
    message: "Choose at least one reminder day",
    path: ["reminderDays"],
  })
  .refine((v) => !v.enabled || v.emailAlerts || v.dashboardAlerts, {
    message: "Turn on email or dashboard alerts, or switch reminders off",
    path: ["emailAlerts"],
  });
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export type ExecutedContract = z.infer<typeof executedContractSchema>;

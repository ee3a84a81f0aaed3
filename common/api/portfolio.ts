import { z } from "zod";
import { keyDataSchema } from "./analysis";

export const extractionMethodSchema = z.enum(["pdf-text", "docx", "ocr", "none"]);
export type ExtractionMethod = z.infer<typeof extractionMethodSchema>;

/**
 * What the engine read from an uploaded signed contract, to fill the manual-entry form: the review's key
 * data, where currency and type may be unknown, plus the jurisdiction, overall risk and a description.
 */
export const extractedContractDetailsSchema = keyDataSchema.extend({
  currency: z.string().nullable(),
  contractType: z.string().nullable(),
  /** the department a contract of its kind usually belongs to, when its words say ("Marketing") */
  department: z.string().nullable().optional(),
  jurisdiction: z.string().nullable(),
  overallRisk: z.string().nullable(),
  /** why the engine gave that risk ("High risk because the indemnity rating is high.") */
  riskReason: z.string().nullable().optional(),
  description: z.string().nullable(),
  /** the notice in months when the contract states it in months ("three months'"); noticePeriodDays stays */
  noticePeriodMonths: z.number().nullable().optional(),
  /** the user's side in the contract, when their company is one of its parties; null when not known */
  side: z.enum(["customer", "supplier"]).nullable().optional(),
});
export type ExtractedContractDetails = z.infer<typeof extractedContractDetailsSchema>;

export const extractedDataSchema = z.object({
  success: z.boolean(),
  extractionMethod: extractionMethodSchema,
  textLength: z.number(),
  text: z.string(),
  needsReview: z.boolean(),
  note: z.string().nullable(),
  contractDetails: extractedContractDetailsSchema,
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

/** POST /api/executed-contracts/manual and GET .../uploads/:id: the stored file and what was read from it */
export const executedUploadSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  status: z.enum(["ready", "ocr_running", "failed"]),
  progress: z.number(),
  extractedData: extractedDataSchema.nullable(),
});
export type ExecutedUpload = z.infer<typeof executedUploadSchema>;

export const executedContractSchema = z.object({
  id: z.string(),
  contractTitle: z.string(),
  vendorName: z.string(),
  contractValue: z.number(),
  currency: z.string(),
  department: z.string(),
  contractType: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  isAutoRenewal: z.boolean(),
  renewalNoticeDays: z.number().nullable(),
  /** the notice in calendar months when the contract states months; it then sets the last day to give notice */
  renewalNoticeMonths: z.number().nullable(),
  /** the user's side in the contract ("supplier": the other party is their customer); null when not known */
  side: z.enum(["customer", "supplier"]).nullable(),
  termMonths: z.number().nullable(),
  renewalPeriodMonths: z.number().nullable(),
  paymentTerms: z.string().nullable(),
  description: z.string(),
  overallRisk: z.enum(["Low", "Medium", "High"]),
  businessCritical: z.string().nullable(),
  spendLevel: z.string().nullable(),
  status: z.string(),
  fileName: z.string().nullable(),
  filePath: z.string().nullable(),
  keyTerms: z
    .object({
      paymentTerms: z.string().nullable(),
      jurisdiction: z.string().nullable(),
      /** why the engine rated the contract as it did, and the rating it explains (the user may change the rating) */
      riskReason: z.string().nullable().optional(),
      riskReasonFor: z.enum(["Low", "Medium", "High"]).nullable().optional(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/contract-reminders/:id */
export const reminderStateSchema = z.object({
  contractId: z.string(),
  isSet: z.boolean(),
  /** reminders are on unless the user switched them off */
  enabled: z.boolean(),
  /** reminders already sent (target date and day), so the editor can say what has gone */
  sent: z.array(z.object({ reminderDay: z.number(), targetDate: z.string(), sentAt: z.string() })),
  reminderDays: z.array(z.number()),
  defaultReminderDays: z.array(z.number()),
  emailAlerts: z.boolean(),
  dashboardAlerts: z.boolean(),
  customMessage: z.string(),
});
export type ReminderState = z.infer<typeof reminderStateSchema>;

/** POST /api/contract-reminders: the saved state and what to tell the user */
export const savedRemindersSchema = reminderStateSchema.extend({ ok: z.boolean(), message: z.string() });

import { z } from "zod";
import { planSummarySchema } from "./billing";

/** GET /api/usage-limits. Limits and remaining counts are null on the premium plan (unlimited). */
export const usageStatusSchema = z.object({
  isPremium: z.boolean(),
  plan: z.enum(["free", "premium"]),
  analysesUsed: z.number(),
  analysesLimit: z.number().nullable(),
  analysesRemaining: z.number().nullable(),
  canAnalyze: z.boolean(),
  contractsStored: z.number(),
  storageLimit: z.number().nullable(),
  storageRemaining: z.number().nullable(),
  canUpload: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** "Free", "Pro", "Pro (trial, ends 30 Nov)", "Pro (granted by an administrator)" */
  planLabel: z.string(),
  billing: planSummarySchema,
});

/** POST /api/usage-limits/check-*: the status plus the verdict (402 when the plan stops the action) */
export const usageCheckSchema = usageStatusSchema.extend({
  ok: z.boolean(),
  upgradeRequired: z.boolean(),
  message: z.string(),
});

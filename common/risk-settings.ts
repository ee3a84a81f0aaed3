import { z } from "zod";

/** Risk thresholds of spec 02 section 3/9. Payment days: more than green is low risk, at or below red is high. Notice days: at or below green is low, at or above red is high. */
export const riskThresholdsSchema = z.object({
  paymentTermsGreen: z.number().int().min(0).max(365),
  paymentTermsRed: z.number().int().min(0).max(365),
  noticePeriodsGreen: z.number().int().min(0).max(730),
  noticePeriodsRed: z.number().int().min(0).max(730),
  indemnityPreference: z.enum(["mutual-capped", "one-sided-capped", "unlimited"]),
});
export type RiskThresholds = z.infer<typeof riskThresholdsSchema>;

export const DEFAULT_RISK_THRESHOLDS: RiskThresholds = {
  paymentTermsGreen: 60,
  paymentTermsRed: 30,
  noticePeriodsGreen: 30,
  noticePeriodsRed: 90,
  indemnityPreference: "mutual-capped",
};

export const serviceLevelTiers = {
  basic: { uptimePercent: 95, responseHours: 48 },
  standard: { uptimePercent: 99, responseHours: 8 },
  premium: { uptimePercent: 99.5, responseHours: 2 },
  critical: { uptimePercent: 99.9, responseHours: 0.5 },
} as const;
export type ServiceLevel = keyof typeof serviceLevelTiers;

export const enhancedRiskSettingsSchema = z.object({
  serviceLevelRequirement: z.enum(["basic", "standard", "premium", "critical"]),
  dataSensitivityDefault: z.enum(["public", "internal", "confidential", "restricted"]),
  industrySettings: z.enum(["general", "financial", "healthcare", "technology"]),
  approvalWorkflows: z.object({
    requireApprovalHighRisk: z.boolean(),
    requireApprovalNewVendors: z.boolean(),
    requireApprovalHighValue: z.boolean(),
    autoApproveLowRisk: z.boolean(),
  }),
});
export type EnhancedRiskSettings = z.infer<typeof enhancedRiskSettingsSchema>;

export const DEFAULT_ENHANCED_RISK_SETTINGS: EnhancedRiskSettings = {
  serviceLevelRequirement: "standard",
  dataSensitivityDefault: "internal",
  industrySettings: "general",
  approvalWorkflows: {
    requireApprovalHighRisk: true,
    requireApprovalNewVendors: true,
    requireApprovalHighValue: false,
    autoApproveLowRisk: false,
  },
};

/** The two pairs of thresholds must be in a sensible order. */
const inOrder = <T extends z.ZodType<RiskThresholds>>(schema: T) =>
  schema
    .refine((t) => t.paymentTermsRed < t.paymentTermsGreen, {
      message: "The red payment threshold must be fewer days than the green one",
      path: ["paymentTermsRed"],
    })
    .refine((t) => t.noticePeriodsGreen < t.noticePeriodsRed, {
      message: "The green notice threshold must be fewer days than the red one",
      path: ["noticePeriodsGreen"],
    });

/** What the settings form sends: the thresholds, with the two pairs in a sensible order. */
export const riskThresholdsInputSchema = inOrder(riskThresholdsSchema);

const wholeDays = (max: number) => {
  const message = `Enter a whole number of days from 0 to ${max}`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
};

/** The settings form's checks: the same rules, with a message a person can act on under each box. */
export const riskThresholdsFormSchema = inOrder(
  riskThresholdsSchema.extend({
    paymentTermsGreen: wholeDays(365),
    paymentTermsRed: wholeDays(365),
    noticePeriodsGreen: wholeDays(730),
    noticePeriodsRed: wholeDays(730),
  }),
);

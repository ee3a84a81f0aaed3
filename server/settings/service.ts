import { eq } from "drizzle-orm";
import {
  DEFAULT_ENHANCED_RISK_SETTINGS,
  DEFAULT_RISK_THRESHOLDS,
  type EnhancedRiskSettings,
  enhancedRiskSettingsSchema,
  type RiskThresholds,
  riskThresholdsSchema,
} from "../../common/risk-settings";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema";

export type SettingsUser = { riskThresholds: unknown; enhancedRiskSettings: unknown };

/** Stored settings are re-validated on read so a stale or partial record falls back to defaults. */
export function thresholdsOf(user: SettingsUser): RiskThresholds {
  const parsed = riskThresholdsSchema.safeParse({
    ...DEFAULT_RISK_THRESHOLDS,
    ...(user.riskThresholds as object),
  });
  return parsed.success ? parsed.data : DEFAULT_RISK_THRESHOLDS;
}

export function enhancedSettingsOf(user: SettingsUser): EnhancedRiskSettings {
  const stored = (user.enhancedRiskSettings ?? {}) as Partial<EnhancedRiskSettings>;
  const parsed = enhancedRiskSettingsSchema.safeParse({
    ...DEFAULT_ENHANCED_RISK_SETTINGS,
    ...stored,
    approvalWorkflows: { ...DEFAULT_ENHANCED_RISK_SETTINGS.approvalWorkflows, ...stored.approvalWorkflows },
  });
  return parsed.success ? parsed.data : DEFAULT_ENHANCED_RISK_SETTINGS;
}

export async function saveRiskThresholds(options: {
  db: DbOrTx;
  userId: string;
  thresholds: RiskThresholds;
}) {
  await options.db
    .update(users)
    .set({ riskThresholds: options.thresholds })
    .where(eq(users.id, options.userId));
  return options.thresholds;
}

export async function saveEnhancedRiskSettings(options: {
  db: DbOrTx;
  userId: string;
  settings: EnhancedRiskSettings;
}) {
  await options.db
    .update(users)
    .set({ enhancedRiskSettings: options.settings })
    .where(eq(users.id, options.userId));
  return options.settings;
}

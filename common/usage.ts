import type { PlanSummary } from "./billing";

/** GET /api/usage-limits. Limits and remaining counts are null on the premium plan (unlimited). */
export type UsageStatus = {
  isPremium: boolean;
  plan: "free" | "premium";
  analysesUsed: number;
  analysesLimit: number | null;
  analysesRemaining: number | null;
  canAnalyze: boolean;
  contractsStored: number;
  storageLimit: number | null;
  storageRemaining: number | null;
  canUpload: boolean;
  periodStart: string;
  periodEnd: string;
  /** "Free", "Pro", "Pro (trial, ends 30 Nov)", "Pro (granted by an administrator)" */
  planLabel: string;
  billing: PlanSummary;
};

export type UsageCheck = UsageStatus & { ok: boolean; upgradeRequired: boolean; message: string };

/** The single source of truth for plan limits and prices (see docs/decisions.md). */
export const FREE_PLAN = {
  name: "Free",
  priceGbpPerMonth: 0,
  analysesPerMonth: 5,
  storedContracts: 5,
} as const;

export const PRO_PLAN = {
  name: "Pro",
  priceGbpPerMonth: 89,
  trialDays: 7,
  moneyBackDays: 30,
} as const;

export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  minDraftBytes: 100,
  maxFileNameLength: 255,
} as const;

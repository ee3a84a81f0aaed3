/**
 * Figures quoted by the legal pages (spec 02 section 9, "Legal text figures" and "Cookie durations"),
 * kept in one place so the five documents never disagree. Plan prices and the trial length come from
 * common/plans.ts.
 */
export const LEGAL_DATES = {
  privacyLastUpdated: "2025-07-18",
  termsLastUpdated: "2025-07-18",
  agreementsEffective: "2025-01-01",
} as const;

export const SERVICE_LEVELS = {
  uptimePercent: 99.9,
  criticalResponseHours: 4,
  supportHours: "9:00–18:00 GMT, Monday to Friday",
  maintenanceHoursPerMonth: 4,
  maintenanceNoticeHours: 48,
  /** Credit per full hour of downtime below the uptime target, as a fraction of the monthly fee. */
  serviceCreditPerHour: "one thirtieth (1/30)",
} as const;

export const LIABILITY = {
  capGbp: 10_000,
  capMonthsOfFees: 12,
  professionalIndemnityGbp: 2_000_000,
  publicLiabilityGbp: 1_000_000,
} as const;

export const DATA_HANDLING = {
  terminationNoticeDays: 30,
  dataExportDays: 30,
  deletionAfterTerminationDays: 90,
  accountDeletionDays: 30,
  logRetentionMonths: 12,
  breachNoticeHours: 24,
  subProcessorNoticeDays: 30,
} as const;

export const COOKIE_DURATIONS = {
  essential: "Session, up to 30 days",
  functional: "Up to 1 year",
  analytics: "Up to 2 years",
  marketing: "Up to 1 year",
} as const;

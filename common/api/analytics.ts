import { z } from "zod";

const currencyTotal = z.object({ currency: z.string(), total: z.number(), count: z.number() });
const riskCounts = z.object({ low: z.number(), medium: z.number(), high: z.number() });
const healthRules = {
  highRisk: z.number(),
  mediumRisk: z.number(),
  renewalUnder30Days: z.number(),
  renewalUnder14Days: z.number(),
  businessCritical: z.number(),
  highSpend: z.number(),
};
const budgetWindow = z.object({
  days: z.number(),
  count: z.number(),
  totals: z.array(currencyTotal),
  contingency: z.array(currencyTotal),
  withContingency: z.array(currencyTotal),
  approvals: z.array(z.object({ tone: z.enum(["required", "clear", "unchecked"]), text: z.string() })),
});

/** GET /api/analytics: the premium analytics page's figures, worked out on the server (common/analytics.ts). */
export const portfolioAnalyticsSchema = z.object({
  asOf: z.string(),
  contractCount: z.number(),
  currency: z.string(),
  otherCurrencies: z.object({ count: z.number(), codes: z.array(z.string()) }),
  annualTotals: z.array(currencyTotal),
  health: z.object({
    score: z.number(),
    label: z.enum(["Excellent", "Good", "Fair", "Poor"]),
    counted: z.number(),
    ended: z.number(),
    counts: z.object(healthRules),
    deductions: z.object(healthRules),
  }),
  insights: z.array(
    z.object({
      type: z.enum(["renewal_risk", "renegotiation", "budget_forecast"]),
      contract: z.string(),
      contractId: z.union([z.string(), z.number()]).nullable(),
      score: z.number(),
      reason: z.string(),
      recommendation: z.string(),
      potential_savings: z.number().nullable(),
      urgency: z.enum(["high", "medium", "low"]),
      daysToRenewal: z.number().nullable(),
      currency: z.string(),
    }),
  ),
  budget: z.object({ contingencyRate: z.number(), within90Days: budgetWindow, within180Days: budgetWindow }),
  timeline: z.array(
    z.object({
      key: z.string(),
      short: z.string(),
      long: z.string(),
      count: z.number(),
      value: z.number(),
      values: z.array(currencyTotal),
      titles: z.array(z.string()),
      contractIds: z.array(z.string()),
    }),
  ),
  pastRenewals: z.number(),
  departments: z.array(
    z.object({
      department: z.string(),
      count: z.number(),
      value: z.number(),
      values: z.array(currencyTotal),
    }),
  ),
  risk: z.object({ signed: riskCounts, drafts: riskCounts }),
});

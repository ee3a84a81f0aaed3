import { z } from "zod";

/**
 * The public shape of a contract analysis. The engine's own result (analysis/types.ts) is mapped to it
 * by server/analysis/presenter.ts: names are camelCase and every confidence is 0..1. Fields marked
 * "absent in older analyses" are missing from results stored before the engine produced them.
 */
export const ratingSchema = z.enum(["green", "amber", "red"]);
export type Rating = z.infer<typeof ratingSchema>;
export const riskLevelSchema = z.enum(["high", "medium", "low"]);
export type RiskLevel = z.infer<typeof riskLevelSchema>;
export const sideSchema = z.enum(["customer", "supplier"]);
export type Side = z.infer<typeof sideSchema>;
const partyChoiceSchema = z.enum(["customer", "supplier", "both"]);

const spanSchema = z.object({ start: z.number(), end: z.number() });
export type Span = z.infer<typeof spanSchema>;

export const clauseSchema = z.object({
  id: z.string(),
  /** "1", "1.1", "12.3(a)", "Section 5", "Article IV", or null for an un-numbered paragraph */
  number: z.string().nullable(),
  heading: z.string().nullable(),
  start: z.number(),
  end: z.number(),
});
export type Clause = z.infer<typeof clauseSchema>;

const partySchema = z.object({
  name: z.string(),
  role: sideSchema.optional(),
  alias: z.string().optional(),
  aliasStart: z.number().optional(),
  aliasEnd: z.number().optional(),
  aliases: z.array(z.string()).optional(),
  person: z.enum(["we", "you"]).optional(),
  start: z.number(),
  end: z.number(),
});

const dateFieldSchema = z.object({
  value: z.string().nullable(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
});
const textFieldSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });

const termBlockShape = {
  found: z.boolean(),
  /** always `text.slice(start, end)`; "" when not found */
  excerpt: z.string(),
  summary: z.string(),
  favorabilityScore: ratingSchema,
  /** -1 when not found */
  start: z.number(),
  end: z.number(),
  /** 0..1 */
  confidence: z.number(),
  recommendation: z.string(),
  /** the point written from the user's company to the other party; absent in older analyses */
  proposal: z.string().nullable().optional(),
  clauseId: z.string().nullable(),
  /** every sentence that supports the term, the quoted one first */
  evidence: z.array(spanSchema).optional(),
};
export const termBlockSchema = z.object(termBlockShape);
export type TermBlock = z.infer<typeof termBlockSchema>;

const serviceLevelSchema = z.object({
  kind: z.enum(["availability", "response", "resolution", "delivery", "performance"]),
  value: z.number(),
  unit: z.enum(["percent", "hours"]),
  text: z.string(),
  start: z.number(),
  end: z.number(),
});

export const advancedClauseSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  subcategory: z.string(),
  riskLevel: riskLevelSchema,
  /** 0..1 */
  confidence: z.number(),
  excerpt: z.string(),
  start: z.number(),
  end: z.number(),
  clauseId: z.string().nullable(),
  recommendations: z.array(z.string()),
  whyItMatters: z.string(),
  askFor: z.string(),
  /** `askFor` written to the other party; absent in older analyses */
  proposal: z.string().nullable().optional(),
  /** true when the finding is that the term is absent (start = end = -1, excerpt "") */
  missing: z.boolean().optional(),
  /** the clause to check when no sentence is confidently the one that decides the finding */
  checkClause: z.string().nullable().optional(),
  evidence: z.array(spanSchema).optional(),
});
export type AdvancedClause = z.infer<typeof advancedClauseSchema>;

export const clauseSummarySchema = z.object({
  totalClausesDetected: z.number(),
  highRiskClauses: z.number(),
  mediumRiskClauses: z.number(),
  lowRiskClauses: z.number(),
  /** 0-100 */
  sophisticationScore: z.number(),
});
export type ClauseSummary = z.infer<typeof clauseSummarySchema>;

export const enhancedRiskSchema = z.object({
  /** points added to the base risk score by the advanced findings (0 or more) */
  riskAdjustment: z.number(),
  riskLevel: ratingSchema,
  /** base score from the six terms, 0-100 */
  baseScore: z.number(),
  /** base score plus adjustment, capped at 100 */
  score: z.number(),
});
export type EnhancedRisk = z.infer<typeof enhancedRiskSchema>;

export const contractHealthSchema = z.object({
  /** 1-10: 7-10 on a low-risk contract, 4-6 medium, 1-3 high */
  score: z.number(),
  level: z.enum(["HIGH", "MEDIUM", "LOW"]),
  recommendation: z.string(),
  highRiskCount: z.number(),
  mediumRiskCount: z.number(),
  lowRiskCount: z.number(),
});

export const topPrioritySchema = z.object({
  label: z.enum(["URGENT", "HIGH", "MEDIUM"]),
  id: z.string().optional(),
  name: z.string(),
  category: z.string(),
  riskLevel: riskLevelSchema,
  /** the first recommendation of the clause, if any */
  recommendation: z.string().nullable(),
});
export type TopPriority = z.infer<typeof topPrioritySchema>;

export const riskExplanationSchema = z.object({
  level: z.string(),
  health: z.string(),
  approval: z.string(),
  priorities: z.string(),
  counts: z.string(),
});

export const approvalStatusSchema = z.object({
  required: z.boolean(),
  reasons: z.array(z.string()),
  /** low-risk contracts pass without approval when the user's workflow says so */
  autoApproved: z.boolean(),
});
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const keyDataSchema = z.object({
  title: z.string().nullable(),
  vendor: z.string().nullable(),
  value: z.number().nullable(),
  currency: z.string(),
  paymentTerms: z.string().nullable(),
  /** days to pay an invoice, as the contract states them; absent in older analyses */
  paymentDays: z.number().nullable().optional(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  renewalDate: z.string().nullable(),
  autoRenewal: z.boolean().nullable(),
  noticePeriodDays: z.number().nullable(),
  /** length of the first term in months; absent in older analyses */
  termMonths: z.number().nullable().optional(),
  /** months per automatic renewal; absent in older analyses */
  renewalPeriodMonths: z.number().nullable().optional(),
  contractType: z.string(),
});

/** The analysis object: the engine's findings plus the stored record's id, contract and date. */
export const analysisSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  engineVersion: z.string(),
  createdAt: z.string(),
  engine: z.object({ name: z.string(), version: z.string() }),
  side: sideSchema,
  overallRisk: ratingSchema,
  /** overall risk from the six terms alone, before advanced findings */
  baseRisk: ratingSchema,
  title: textFieldSchema.nullable(),
  parties: z.object({
    customer: partySchema.nullable(),
    supplier: partySchema.nullable(),
    all: z.array(partySchema),
    mentions: z.array(spanSchema),
    /** the contract gives no customer or supplier: the roles are the user's side and the other side */
    rolesFromOwnCompany: z.boolean().optional(),
  }),
  agreementDate: dateFieldSchema.nullable(),
  effectiveDate: dateFieldSchema.nullable(),
  expirationDate: dateFieldSchema.nullable(),
  clauses: z.array(clauseSchema),
  paymentTerms: termBlockSchema.extend({
    paymentDays: z.number().nullable(),
    frequency: z.string().nullable(),
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    amountPeriod: z.string().nullable(),
    lateInterest: z.string().nullable(),
    /** what the amount is a price of, when it is per item ("£12 per user a month" -> "user") */
    amountUnit: z.string().optional(),
    /** a charge that recurs beside a one-off fee ("a set-up fee of £3,000, then £250 a month") */
    recurring: z.object({ amount: z.number(), period: z.string() }).optional(),
    /** the time to pay in the contract's own terms when it is not plain days ("on receipt of each invoice") */
    dueWords: z.string().optional(),
    timing: z
      .object({
        when: z.enum(["advance", "arrears"]).nullable(),
        collectedBy: z.enum(["direct debit", "standing order", "card"]).nullable(),
      })
      .optional(),
  }),
  renewalTerms: termBlockSchema.extend({
    autoRenewal: z.boolean().nullable(),
    renewalTermMonths: z.number().nullable(),
    noticePeriod: z.number().nullable(),
    /** the notice in the contract's own unit when it is not days ("6 months'") */
    noticeWords: z.string().optional(),
    /** the clause the notice is stated in, when it is not the quoted sentence ("clause 14.2") */
    noticeClause: z.string().optional(),
    noticeSentence: spanSchema.optional(),
    noticeEvidence: z.array(spanSchema).optional(),
    otherNoticePeriod: z.number().optional(),
  }),
  cancellationTerms: termBlockSchema.extend({
    forConvenience: z.boolean(),
    noticePeriod: z.number().nullable(),
    noticeWords: z.string().optional(),
    forConvenienceParty: partyChoiceSchema.nullable(),
    /** when the right to end without a reason can be used, if not at any time ("once its first period has passed") */
    availableWhen: z.string().optional(),
    /** ending without a reason costs an early termination charge */
    exitCharge: z.boolean().optional(),
    /** the quoted clause rules out ending the contract for convenience */
    excluded: z.boolean().optional(),
  }),
  indemnity: termBlockSchema.extend({
    type: z.enum(["mutual", "one-sided", "none"]),
    indemnifyingParty: partyChoiceSchema.nullable(),
    capped: z.boolean().nullable(),
    theirsCapped: z.boolean().nullable().optional(),
  }),
  jurisdiction: termBlockSchema.extend({
    governingLaw: z.string().nullable(),
    courts: z.string().nullable(),
  }),
  serviceGuarantees: termBlockSchema.extend({
    uptimePercent: z.number().nullable(),
    responseTimeHours: z.number().nullable(),
    resolutionTimeHours: z.number().nullable().optional(),
    serviceCredits: z.boolean(),
    replacementIfLate: z.boolean().optional(),
    plainService: z.boolean().optional(),
    sla: z.string().nullable(),
    levels: z.array(serviceLevelSchema).optional(),
  }),
  advancedClauses: z.array(advancedClauseSchema),
  clauseSummary: clauseSummarySchema,
  enhancedRisk: enhancedRiskSchema,
  health: contractHealthSchema,
  topPriorities: z.array(topPrioritySchema),
  keyData: keyDataSchema,
  approval: approvalStatusSchema,
  /** one line explaining each figure of the risk story; absent in older analyses */
  riskExplanation: riskExplanationSchema.optional(),
  /** what the contract supplies, in its defined terms ("the Goods"); absent in older analyses */
  supplied: z.string().nullable().optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** GET /api/contracts/:id/advanced-clauses */
export const advancedClausesSchema = analysisSchema.pick({
  advancedClauses: true,
  clauseSummary: true,
  enhancedRisk: true,
  health: true,
  topPriorities: true,
  riskExplanation: true,
  overallRisk: true,
});
export type AdvancedClauses = z.infer<typeof advancedClausesSchema>;

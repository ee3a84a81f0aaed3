import type { ContractHealth, TopPriority } from "../common/contract-health";
import type { EnhancedRiskSettings, RiskThresholds } from "../common/risk-settings";
import type { ApprovalStatus } from "./approval";
import type { RiskExplanation } from "./risk-story";

export type Rating = "green" | "amber" | "red";
export type Side = "customer" | "supplier";
export type RiskLevel = "high" | "medium" | "low";
export type PartyRole = "customer" | "supplier";
export type PartyChoice = "customer" | "supplier" | "both";

export interface AnalysisOptions {
  thresholds?: RiskThresholds;
  enhanced?: EnhancedRiskSettings;
  /** which side of the contract the user is on; default "customer" */
  side?: Side;
  /** the user's own company, never reported as the vendor */
  ownCompanyName?: string;
}

export interface Clause {
  id: string;
  /** "1", "1.1", "12.3(a)", "Section 5", "Article IV", or null for an un-numbered paragraph */
  number: string | null;
  heading: string | null;
  start: number;
  end: number;
}

export interface Party {
  name: string;
  /** customer or supplier when the contract makes it clear */
  role?: PartyRole;
  /** the defined term the contract uses for the party ("Supplier", "Licensee", "MA") */
  alias?: string;
  /** offsets of the defined term, when there is one */
  aliasStart?: number;
  aliasEnd?: number;
  /** a second defined term for the same party: (the "Hire Company" or the "Owner") */
  aliases?: string[];
  /** the contract names the party by its defined term without "the" ("Customer shall pay") */
  bareAlias?: boolean;
  /** in first-person terms, the person the terms use for the party when it also has a name ("CloudNest", "we") */
  person?: "we" | "you";
  start: number;
  end: number;
}

export interface Parties {
  customer: Party | null;
  supplier: Party | null;
  /** one entry per party, in document order */
  all: Party[];
  /** every place a party is named in the preamble or title block (names and defined terms) */
  mentions: Array<{ start: number; end: number }>;
  /** the contract gives no customer or supplier: the roles are the user's side and the other side */
  rolesFromOwnCompany?: boolean;
}

export interface DateField {
  /** ISO YYYY-MM-DD when the text resolves to a calendar date */
  value: string | null;
  text: string;
  start: number;
  end: number;
}

export interface TextField {
  text: string;
  start: number;
  end: number;
}

export interface TermBlock {
  found: boolean;
  /** always `text.slice(start, end)`; "" when not found */
  excerpt: string;
  summary: string;
  favorabilityScore: Rating;
  /** -1 when not found */
  start: number;
  end: number;
  /** 0..1: 0.9 exact excerpt, 0.6-1.0 pattern match, 0.5 keyword match (spec 01 section 9) */
  confidence: number;
  recommendation: string;
  /**
   * The same point written from the user's company to the other party, for emails, amendment
   * proposals and redline comments; null when there is nothing to ask for. Absent in analyses stored
   * before it existed.
   */
  proposal?: string | null;
  clauseId: string | null;
  /** every sentence that supports the term, the quoted one first */
  evidence?: Array<{ start: number; end: number }>;
}

export interface PaymentTerms extends TermBlock {
  paymentDays: number | null;
  /** "monthly", "quarterly", "annually", "one-off", "weekly", or null */
  frequency: string | null;
  amount: number | null;
  currency: string | null;
  /** the period the amount is for, when stated next to it ("£12,000 per annum" -> "annually") */
  amountPeriod: string | null;
  lateInterest: string | null;
  /** what the amount is a price of, when it is per item ("£12 per user a month" -> "user") */
  amountUnit?: string;
  /** a charge that recurs beside a one-off fee ("a set-up fee of £3,000, then £250 a month") */
  recurring?: { amount: number; period: string };
  /** charges set as a share beside a one-off fee ("6% of the Gross Sales"), whose yearly sum the text cannot give */
  shares?: string[];
  /** the time to pay in the contract's own terms when it is not plain days ("on receipt of each invoice") */
  dueWords?: string;
  /** paid before or after each period ("monthly in advance"), and whether collected by direct debit or standing order; absent in older analyses */
  timing?: PaymentTiming;
}

export interface PaymentTiming {
  when: "advance" | "arrears" | null;
  /** how payment is taken without an invoice being paid, when the contract says */
  collectedBy: "direct debit" | "standing order" | "card" | null;
}

export interface RenewalTerms extends TermBlock {
  autoRenewal: boolean | null;
  renewalTermMonths: number | null;
  /** days of notice needed to stop the renewal */
  noticePeriod: number | null;
  /** the sentences that set the notice to stop the renewal */
  noticeEvidence?: Array<{ start: number; end: number }>;
  /** the notice in the contract's own unit when it is not days ("6 months'"); `noticePeriod` stays in days */
  noticeWords?: string;
  /** the clause the notice is stated in ("clause 14.2"), when it is not the quoted sentence */
  noticeClause?: string;
  /** the sentence the notice was read from, when it is not the quoted sentence */
  noticeSentence?: { start: number; end: number };
  /** runs on after its first period until a party ends it on notice, rather than renewing for set terms */
  rolling?: boolean;
  /** each side has its own notice to stop the renewal: the other side's, shorter one (`noticePeriod` is the user's) */
  otherNoticePeriod?: number;
  /**
   * the user invests in the business (a franchisee, distributor or dealer): it has no secure right to
   * renew, or a long notice either side must give protects it
   */
  invested?: "not-secured" | "mutual-notice";
}

export interface CancellationTerms extends TermBlock {
  forConvenience: boolean;
  /** the contract states no term or end date (terms of business that apply to each order) */
  noTerm?: boolean;
  /** days */
  noticePeriod: number | null;
  /** the notice in the contract's own unit when it is not days ("3 months'"); `noticePeriod` stays in days */
  noticeWords?: string;
  forConvenienceParty: PartyChoice | null;
  /** when the right to end without a reason can be used, if not at any time ("once its first period has passed") */
  availableWhen?: string;
  /** ending without a reason costs an early termination charge */
  exitCharge?: boolean;
  /** the quoted clause rules out ending the contract for convenience ("Neither party may terminate ... for convenience") */
  excluded?: boolean;
  /** a lease with no tenant's break: when the break the tenant asks for would fall ("the fifth anniversary of the term's start") */
  leaseBreakAt?: string;
}

export interface IndemnityTerms extends TermBlock {
  type: "mutual" | "one-sided" | "none";
  indemnifyingParty: PartyChoice | null;
  /** the indemnity the user gives is capped (every indemnity, when the user gives none) */
  capped: boolean | null;
  /** for a mutual indemnity, whether the one the other side gives is capped */
  theirsCapped?: boolean | null;
  /** no indemnity, and the supplier works with people or equipment at the customer's place */
  onSiteWork?: boolean;
  /** no indemnity, and the contract sells goods and handles no personal data */
  goods?: boolean;
  /** the user's indemnity covers only tax on its fees (a consultancy engaged outside payroll) */
  taxOnly?: boolean;
}

export interface JurisdictionTerms extends TermBlock {
  governingLaw: string | null;
  courts: string | null;
  /** where the user's company is incorporated, when the contract places it outside the UK; null for the UK default */
  home?: string | null;
}

export interface ServiceGuarantees extends TermBlock {
  uptimePercent: number | null;
  responseTimeHours: number | null;
  /** time to fix or restore ("resolve Priority 1 faults within 8 hours") */
  resolutionTimeHours?: number | null;
  serviceCredits: boolean;
  /** a late repair brings replacement equipment at no charge (a remedy, though not a credit) */
  replacementIfLate?: boolean;
  /** a service done by people at a place (cleaning, catering): measured by standards, not uptime */
  plainService?: boolean;
  sla: string | null;
  /** every measurable target found, in document order (absent in analyses made before it existed) */
  levels?: ServiceLevel[];
}

export interface ServiceLevel {
  kind: "availability" | "response" | "resolution" | "delivery" | "performance";
  /** percent for availability, delivery and performance rates, hours for times */
  value: number;
  unit: "percent" | "hours";
  /** the target as the contract words it ("98% on-time delivery") */
  text: string;
  start: number;
  end: number;
}

export type AdvancedCategory =
  | "ip_ownership"
  | "liability_cap"
  | "termination_notice"
  | "payment_terms"
  | "indemnification"
  | "confidentiality"
  | "jurisdiction"
  | "warranty"
  | "termination"
  | "data_protection"
  | "assignment"
  | "insurance"
  | "liability_exclusions"
  | "auto_renewal"
  | "audit_rights"
  | "non_solicitation"
  | "non_compete"
  | "force_majeure"
  | "service_levels"
  | "price_changes"
  | "liquidated_damages"
  | "set_off"
  | "suspension"
  | "minimum_commitment"
  | "exclusivity"
  | "change_of_control"
  /** money terms particular to leases and building contracts (service charge, rent deposit, retention) and adjudication */
  | "property_and_works";

export interface AdvancedClause {
  id: string;
  name: string;
  category: AdvancedCategory;
  subcategory: string;
  risk_level: RiskLevel;
  /** 0-100 */
  confidence: number;
  excerpt: string;
  start: number;
  end: number;
  clauseId: string | null;
  recommendations: string[];
  whyItMatters: string;
  askFor: string;
  /** `askFor` written to the other party (see TermBlock.proposal); absent in older analyses */
  proposal?: string | null;
  /** true when the finding is that the term is absent (start = end = -1, excerpt "") */
  missing?: boolean;
  /**
   * set when the engine found the topic but no sentence is confidently the one that decides it: the
   * finding quotes nothing (start = end = -1) and points the user at this clause number instead
   */
  checkClause?: string | null;
  /** every sentence that supports the finding, best first; the quoted one is the first */
  evidence?: Array<{ start: number; end: number }>;
}

export interface ClauseSummary {
  total_clauses_detected: number;
  high_risk_clauses: number;
  medium_risk_clauses: number;
  low_risk_clauses: number;
  /** 0-100 */
  sophistication_score: number;
}

export interface EnhancedRisk {
  /** points added to the base risk score by the advanced findings (0 or more) */
  risk_adjustment: number;
  riskLevel: Rating;
  /** base score from the six terms, 0-100 */
  baseScore: number;
  /** base score plus adjustment, capped at 100 */
  score: number;
}

export const CUAD_CATEGORIES = [
  "Parties",
  "Agreement Date",
  "Effective Date",
  "Expiration Date",
  "Renewal Term",
  "Notice Period To Terminate Renewal",
  "Governing Law",
  "Termination For Convenience",
  "Anti-Assignment",
  "Cap On Liability",
  "Uncapped Liability",
  "Ip Ownership Assignment",
  "Warranty Duration",
  "Insurance",
  "Audit Rights",
] as const;
export type CuadCategory = (typeof CUAD_CATEGORIES)[number];

export type ContractType =
  | "Service Agreement"
  | "Software License"
  | "SaaS Subscription"
  | "Consulting Agreement"
  | "Maintenance Agreement"
  | "Master Agreement"
  | "Other";

/** Days to pay as "Net N" (any number the contract gives), else how the fee is billed. */
export type PortfolioPaymentTerms =
  | `Net ${number}`
  | "Monthly in advance"
  | "Quarterly in advance"
  | "Annual in advance"
  | "Upon completion";

export interface KeyData {
  title: string | null;
  /** the counterparty: the supplier when the user is the customer */
  vendor: string | null;
  value: number | null;
  currency: string;
  paymentTerms: PortfolioPaymentTerms | null;
  /** days to pay an invoice, as the contract states them */
  paymentDays: number | null;
  startDate: string | null;
  endDate: string | null;
  renewalDate: string | null;
  autoRenewal: boolean | null;
  noticePeriodDays: number | null;
  /** length of the first term in months, when the contract gives a length ("one year from ...") */
  termMonths: number | null;
  /** months per automatic renewal, when stated */
  renewalPeriodMonths: number | null;
  contractType: ContractType;
}

export interface ContractAnalysis {
  engine: { name: "clausewise-rules"; version: string };
  side: Side;
  overallRisk: Rating;
  /** overall risk from the six terms alone, before advanced findings */
  baseRisk: Rating;
  title: TextField | null;
  parties: Parties;
  agreementDate: DateField | null;
  effectiveDate: DateField | null;
  expirationDate: DateField | null;
  clauses: Clause[];
  paymentTerms: PaymentTerms;
  renewalTerms: RenewalTerms;
  cancellationTerms: CancellationTerms;
  indemnity: IndemnityTerms;
  jurisdiction: JurisdictionTerms;
  serviceGuarantees: ServiceGuarantees;
  advancedClauses: AdvancedClause[];
  clauseSummary: ClauseSummary;
  enhancedRisk: EnhancedRisk;
  health: ContractHealth;
  topPriorities: TopPriority[];
  cuadSpans: Partial<Record<CuadCategory, Array<{ start: number; end: number }>>>;
  keyData: KeyData;
  approval: ApprovalStatus;
  /** one line explaining each figure of the risk story (level, health, approval, priorities, counts) */
  riskExplanation: RiskExplanation;
  /** what the contract supplies, in its defined terms ("the Goods"), for wording drafted for it */
  supplied: string | null;
}

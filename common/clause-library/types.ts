import type { RiskThresholds, ServiceLevel } from "../risk-settings";

export type AlternativeContext = {
  side: "customer" | "supplier";
  /** how the contract names the user's party and the other party, e.g. "the Customer", "the Supplier" */
  us: string;
  them: string;
  thresholds: RiskThresholds;
  serviceLevel: ServiceLevel;
  values: {
    paymentDays?: number | null;
    renewalTermMonths?: number | null;
    noticePeriod?: number | null;
    /** the other side's own, shorter notice to stop the renewal, when each side has its own */
    otherNoticePeriod?: number | null;
    governingLaw?: string | null;
    /** where the user's company is incorporated, when the contract places it outside the UK */
    homeLaw?: string | null;
    uptimePercent?: number | null;
    /** the response time the contract already promises, in hours */
    responseTimeHours?: number | null;
    /** when each period's charges are paid: in advance (a refund on leaving matters) or in arrears */
    paidWhen?: "advance" | "arrears" | null;
    /** how often the charges are paid: "monthly", "quarterly", "annually", "one-off", "weekly" */
    paymentFrequency?: string | null;
    /** the late-payment rate the contract already states, in its words ("4% a year above base rate") */
    lateInterest?: string | null;
    /** the contract runs on after its first period until a party ends it on notice */
    rolling?: boolean;
    /** a lease with no tenant's break: when the break asked for would fall */
    leaseBreakAt?: string | null;
    /** the user invests in the business (franchisee, distributor): no secure right to renew, or a long mutual notice that protects it */
    renewalInvested?: "not-secured" | "mutual-notice" | null;
    /** the words of the renewal sentence that set the first term ("This Agreement shall continue for an
     * initial period of two years from 1 February 2026"), kept when the renewal is redrafted */
    initialTerm?: string | null;
    /** the contract's indemnity: "none" when it has no indemnity at all */
    indemnityType?: "mutual" | "one-sided" | "none" | null;
    /** the supplier works with people or equipment at the customer's place (cleaning, plant hire) */
    onSiteWork?: boolean;
    /** the contract sells goods and handles no personal data: a defective product is the claim to fear */
    goods?: boolean;
    /** the user's indemnity covers only tax on its fees (a consultancy engaged outside payroll) */
    taxIndemnity?: boolean;
    /** the contract sets late-payment interest in another sentence than the payment clause the draft replaces */
    interestElsewhere?: boolean;
    /** the notice of a price change the contract already gives, in days */
    priceNoticeDays?: number | null;
    /** the contract lets the charges be raised during its term (a reason to leave free of an early termination charge) */
    pricesMayRise?: boolean;
    /** the contract already lets either side end it for an unremedied breach */
    mutualBreachRight?: boolean;
    /** the other side may end the contract for convenience: its notice in days (null: at any time) */
    theirConvenienceNoticeDays?: number | null;
    /** ... and the user may not */
    theirConvenienceOnly?: boolean;
    /** the contract's right to end for convenience is the user's own (alone), as the analysis read it */
    ownConvenienceRight?: boolean;
    /** the contract caps only the other side's liability, and the cap itself is not the issue */
    capOnlyTheirs?: boolean;
    /** what the user creates itself under the contract becomes the other side's (a grant-back) */
    ipGrantBack?: boolean;
    /** both sides give an indemnity and neither is capped: the other side's unlimited cover is kept */
    theirIndemnityUncapped?: boolean;
    /**
     * the indemnity the user gives is unlimited in the contract (its liability clause does not reach
     * it, or there is none): a draft "subject to the limitations of liability" would cap nothing
     */
    ownIndemnityUncapped?: boolean;
    /** the contract has no liability cap for an indemnity to fall under */
    noLiabilityCap?: boolean;
    /** the clause holding the contract's general liability cap ("clause 13.3"), for a separate cap to refer to */
    capClause?: string | null;
    /** what the contract supplies, in its defined terms ("the Goods"); general wording when unknown */
    supplied?: string | null;
  };
  concerns: string;
  /** the contract's own sentence the draft replaces, when known: a draft that only changes a figure edits it */
  original?: string | null;
  /** the sentences of `original` the user's concerns say they accept, which the draft keeps as they are */
  kept?: readonly string[];
};

export type ClauseEntry = {
  /** the typical market position, in one or two sentences a non-lawyer understands */
  benchmark: string;
  /** a balanced fallback clause adapted to the context */
  draft: (ctx: AlternativeContext) => string;
  /** why the fallback is reasonable to ask for */
  rationale: (ctx: AlternativeContext) => string;
};

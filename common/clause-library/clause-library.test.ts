import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { benchmarkFor, draftAlternative } from "./index";
import { numberToWords } from "./number-words";
import type { AlternativeContext } from "./types";

const ctx = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Customer",
  them: "the Supplier",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});

describe("clause library", () => {
  it("writes numbers as contracts do", () => {
    expect(numberToWords(30)).toBe("thirty");
    expect(numberToWords(45)).toBe("forty-five");
    expect(numberToWords(120)).toBe("one hundred and twenty");
  });

  it("proposes the first usual period above the user's green threshold, or the days the user asked for", () => {
    // more than 60 days is low risk by default, so the draft asks for 90, as the on-screen advice does
    expect(draftAlternative("payment", ctx()).alternativeClause).toContain(
      "within ninety (90) days of receipt",
    );
    const custom = { ...DEFAULT_RISK_THRESHOLDS, paymentTermsGreen: 45 };
    expect(draftAlternative("payment", ctx({ thresholds: custom })).alternativeClause).toContain(
      "sixty (60) days",
    );
    expect(
      draftAlternative("payment", ctx({ concerns: "We need 75 days to pay" })).alternativeClause,
    ).toContain("seventy-five (75) days");
  });

  it("keeps the contract's own late-payment interest unless the user names another rate", () => {
    const kept = ctx({ values: { lateInterest: "4% a year above the Bank of England base rate" } });
    expect(draftAlternative("payment", kept).alternativeClause).toContain(
      "accrue at 4% a year above the Bank of England base rate",
    );
    expect(draftAlternative("payment", ctx()).alternativeClause).toContain("accrue at 2% per annum above");
  });

  it("does not name an undefined 'Initial Term' in renewal wording", () => {
    expect(draftAlternative("renewal", ctx()).alternativeClause).not.toContain("Initial Term");
  });

  it("pays fast when the user is the supplier", () => {
    const text = draftAlternative(
      "payment_terms",
      ctx({ side: "supplier", us: "the Supplier", them: "the Customer" }),
    ).alternativeClause;
    expect(text).toMatch(/^The Customer shall pay .* within thirty \(30\) days/);
    // a supplier does not draft itself a customer's right to hold back payment
    expect(text).not.toMatch(/may withhold/);
    expect(text).toContain("of the date of the invoice");
  });

  it("renewal notice follows the green notice period and honours a request for no auto-renewal", () => {
    expect(
      draftAlternative("renewal", ctx({ values: { renewalTermMonths: 12 } })).alternativeClause,
    ).toContain("not less than thirty (30) days' written notice");
    expect(
      draftAlternative("renewal", ctx({ concerns: "we want no auto-renewal" })).alternativeClause,
    ).toMatch(/expire at the end of its initial term unless the parties agree/);
  });

  it("indemnity is mutual and subject to the cap; liability cap is 12 months' fees", () => {
    expect(draftAlternative("indemnification", ctx()).alternativeClause).toMatch(
      /Each party .* shall indemnify the other/,
    );
    expect(draftAlternative("liability_cap", ctx()).alternativeClause).toContain("twelve (12) months");
  });

  it("keeps Scots law when the contract chose it, otherwise England and Wales", () => {
    expect(draftAlternative("jurisdiction", ctx()).alternativeClause).toContain("law of England and Wales");
    expect(
      draftAlternative("jurisdiction", ctx({ values: { governingLaw: "Scotland" } })).alternativeClause,
    ).toContain("law of Scotland");
  });

  it("proposes the user's own US state law and courts where the contract places its company there", () => {
    const d = draftAlternative(
      "jurisdiction",
      ctx({ values: { governingLaw: "California", homeLaw: "Colorado" } }),
    );
    expect(d.alternativeClause).toContain("the laws of the State of Colorado");
    expect(d.alternativeClause).toContain("state and federal courts located in Colorado");
    expect(d.rationale).toContain("Colorado");
    expect(
      draftAlternative("jurisdiction", ctx({ values: { homeLaw: "Germany" } })).alternativeClause,
    ).toContain("the law of Germany");
  });

  it("service levels follow the user's tier and concerns", () => {
    expect(draftAlternative("service", ctx({ serviceLevel: "critical" })).alternativeClause).toContain(
      "99.9%",
    );
    expect(draftAlternative("service", ctx({ serviceLevel: "critical" })).alternativeClause).toContain(
      "30 minutes",
    );
    expect(
      draftAlternative("service", ctx({ concerns: "we need 99.95% uptime" })).alternativeClause,
    ).toContain("99.95%");
  });

  it("drafts a suspension right with notice, disputed sums spared and service restored", () => {
    const draft = draftAlternative("suspension", ctx()).alternativeClause;
    expect(draft).toContain(
      "If any undisputed sum is overdue, the Supplier may suspend performance of its obligations only after giving the Customer",
    );
    expect(draft).toContain("and the Supplier shall resume performance");
    expect(draft).toContain("fourteen (14) days' written notice");
    expect(draft).toContain("No suspension shall apply to any amount disputed in good faith");
  });

  it("drafts a minimum purchase agreed each year, with loss of exclusivity as the only remedy", () => {
    const draft = draftAlternative("minimum_commitment", ctx()).alternativeClause;
    expect(draft).toContain("shall be agreed by the parties in good faith");
    expect(draft).toContain("the Supplier may, as its sole remedy");
    expect(draft).toContain("no shortfall shall be payable");
  });

  it("drafts exclusivity for each side: a way to buy elsewhere, or exclusivity tied to minimum sales", () => {
    expect(draftAlternative("exclusivity", ctx()).alternativeClause).toContain(
      "The Customer may buy from another source any goods or services that the Supplier cannot supply",
    );
    expect(
      draftAlternative("exclusivity", ctx({ side: "supplier", us: "the Supplier", them: "the Distributor" }))
        .alternativeClause,
    ).toContain("shall continue only while the Distributor meets the minimum sales");
  });

  it("never drafts less notice of a price change than the contract already gives", () => {
    expect(draftAlternative("price_changes", ctx()).alternativeClause).toContain(
      "thirty (30) days' written notice",
    );
    expect(
      draftAlternative("price_changes", ctx({ values: { priceNoticeDays: 60 } })).alternativeClause,
    ).toContain("sixty (60) days' written notice");
  });

  it("drafts a non-compete limited to competing products, the territory and the term", () => {
    const draft = draftAlternative("non_compete", ctx()).alternativeClause;
    expect(draft).toContain("The restriction on the Customer in this clause applies only during the term");
    expect(draft).toContain("directly compete");
    // never longer than a restriction limited to the term
    expect(draft).not.toMatch(/after it ends/);
    expect(draft).not.toContain("apply equally to both parties");
  });

  it("leaves the contract's own interest clause alone when it sits outside the payment sentence", () => {
    const kept = ctx({ values: { lateInterest: "1% per month", interestElsewhere: true } });
    expect(draftAlternative("payment", kept).alternativeClause).not.toMatch(/interest/i);
    expect(draftAlternative("payment", { ...kept, side: "supplier" }).alternativeClause).not.toMatch(
      /interest/i,
    );
    expect(draftAlternative("payment", ctx()).alternativeClause).toMatch(/Interest on any undisputed amount/);
  });

  it("drafts ownership of work from the supplier's side without swapping the roles", () => {
    const d = draftAlternative(
      "ip_ownership",
      ctx({ side: "supplier", us: "the Developer", them: "the Customer" }),
    );
    expect(d.alternativeClause).toContain("shall vest in the Customer only on payment in full");
    expect(d.alternativeClause).toContain(
      "the Developer grants the Customer a non-exclusive, royalty-free licence",
    );
    expect(d.alternativeClause).not.toContain("created specifically for the Developer");
  });

  it("drafts a change-of-control right limited to a sale to a competitor", () => {
    expect(draftAlternative("change_of_control", ctx()).alternativeClause).toContain(
      "The Supplier may terminate this Agreement on a change of control of the Customer only where control passes to a direct competitor of the Supplier",
    );
  });

  it("has a benchmark for every clause category and a general fallback", () => {
    for (const type of [
      "payment",
      "renewal",
      "insurance",
      "audit_rights",
      "force_majeure",
      "data_protection",
    ]) {
      expect(benchmarkFor(type).length).toBeGreaterThan(40);
    }
    expect(draftAlternative("something_else", ctx()).alternativeClause).toContain(
      "apply equally to both parties",
    );
  });
});

describe("reading the user's concerns", () => {
  it("takes the figure asked for, not the one complained about", async () => {
    const { concernFigures } = await import("./concerns");
    expect(concernFigures("90 days' notice is too long for us; we want 30 days").days).toBe(30);
    expect(concernFigures("15 days is too short").days).toBeNull();
    expect(concernFigures("We need at least 45 days to pay, not 15 days").days).toBe(45);
    expect(concernFigures("please make it 60 days").days).toBe(60);
    expect(concernFigures("we need three months").days).toBe(90);
    expect(concernFigures("6 months notice is excessive, 1 month please").days).toBe(30);
    expect(concernFigures("we need 99.9% uptime").percent).toBe(99.9);
    expect(
      concernFigures(
        "45 days from the invoice date is tight for our accounts team, as invoices often arrive after the goods.",
      ).days,
    ).toBeNull();
    expect(concernFigures("30 days would be very hard for us").days).toBeNull();
    expect(concernFigures("3 months' notice is not enough time to find a new supplier").days).toBeNull();
  });

  it("does not ask for the figure the contract already gives", () => {
    const original =
      "The Customer shall pay each invoice within forty-five (45) days of the date of the invoice.";
    const drafted = draftAlternative(
      "payment",
      ctx({ concerns: "Our accounts team cannot manage 45 days.", values: { paymentDays: 45 }, original }),
    ).alternativeClause;
    expect(drafted).toContain("within ninety (90) days of receipt of a valid invoice");
  });
});

describe("the draft answers the concerns typed in the form", () => {
  const draft = (type: string, concerns: string, overrides: Partial<AlternativeContext> = {}) =>
    draftAlternative(type, ctx({ concerns, ...overrides })).alternativeClause;

  it("a cap: a sum, a share of the fees or months of fees", () => {
    expect(draft("liability_cap", "We want liability capped at £250,000")).toContain(
      "shall not exceed £250,000",
    );
    expect(draft("liability_cap", "cap at 2m please")).toContain("twelve (12) months");
    expect(draft("liability_cap", "A cap of £2m is what our insurer covers")).toContain("£2,000,000");
    expect(draft("liability_cap", "we need 150% of the fees in the last 24 months")).toContain(
      "150% of the total fees paid and payable under this Agreement in the twenty-four (24) months",
    );
    expect(draft("indemnification", "cap our indemnity at £100k")).toContain(
      "total liability under this clause shall not exceed £100,000",
    );
  });

  it("a party: the same right for both sides when asked", () => {
    expect(draft("cancellation", "")).toMatch(/^The Customer may terminate/);
    expect(draft("cancellation", "we want either party to be able to terminate on 60 days")).toMatch(
      /^Either party may terminate this Agreement for convenience at any time by giving not less than sixty \(60\) days/,
    );
  });

  it("a place: the governing law asked for", () => {
    expect(draft("jurisdiction", "We are in Glasgow and need Scottish law")).toContain("the law of Scotland");
    expect(draft("jurisdiction", "Northern Ireland courts please")).toContain(
      "the courts of Northern Ireland",
    );
  });

  it("periods and figures: warranty, confidentiality, non-solicitation, force majeure, audit notice, insurance, interest", () => {
    expect(draft("warranty", "we need a 12 months warranty")).toContain("twelve (12) months after delivery");
    expect(draft("confidentiality", "confidentiality should last 3 years")).toContain(
      "three (3) years after termination",
    );
    expect(draft("non_solicitation", "12 months is fine")).toContain("for twelve (12) months after it");
    expect(draft("force_majeure", "we can wait 45 days at most")).toContain("more than forty-five (45) days");
    expect(draft("audit_rights", "we need 60 days' notice of any audit")).toContain(
      "sixty (60) days' written notice",
    );
    expect(draft("insurance", "£5m professional indemnity cover")).toContain("not less than £5,000,000");
    expect(draft("payment", "late interest at 4% over base")).toContain("accrue at 4% per annum above");
  });

  it("a figure described as the problem is not used", () => {
    expect(draft("liability_cap", "£5,000 is too low")).toContain("twelve (12) months");
    expect(draft("payment", "15 days is too short")).toContain("ninety (90) days");
  });
});

describe("a cancellation clause drafted for the supplier", () => {
  it("asks for the customer's notice the supplier wants, and promises no refund", () => {
    const text = draftAlternative(
      "cancellation",
      ctx({
        side: "supplier",
        us: "the Consultant",
        them: "Meridian",
        concerns: "Ask for at least 90 days' notice from the customer, so you can plan for the lost revenue.",
      }),
    ).alternativeClause;
    expect(text).toContain(
      "Meridian may terminate this Agreement for convenience by giving the Consultant not less than ninety (90) days' written notice.",
    );
    expect(text).not.toMatch(/Either party may terminate this Agreement for convenience/);
    expect(text).not.toMatch(/refund/);
  });
});

describe("a cancellation right the contract already has", () => {
  const ORIGINAL =
    "3.2 Client may terminate this Agreement or any SOW for convenience upon thirty (30) days' written notice to Consultant.";

  it("changes only the notice in the contract's own sentence, keeping what else it says", () => {
    const text = draftAlternative(
      "cancellation",
      ctx({
        side: "supplier",
        us: "Consultant",
        them: "Client",
        values: { mutualBreachRight: true },
        original: ORIGINAL,
      }),
    ).alternativeClause;
    // the clause number stays in the document: the proposal replaces only the words after it
    expect(text).toBe(
      "Client may terminate this Agreement or any SOW for convenience upon ninety (90) days' written notice to Consultant.",
    );
  });

  it("keeps the sentence's own style of writing the period", () => {
    const text = draftAlternative(
      "cancellation",
      ctx({
        values: { mutualBreachRight: true },
        original: "The Customer may end this agreement at any time on 90 days' notice.",
      }),
    ).alternativeClause;
    expect(text).toBe("The Customer may end this agreement at any time on 30 days' notice.");
  });

  it("drafts afresh where editing would shorten the other side's notice too, or the sentence is not the right", () => {
    const either = draftAlternative(
      "cancellation",
      ctx({
        values: { mutualBreachRight: true },
        original: "Either party may terminate on 90 days' notice.",
      }),
    ).alternativeClause;
    expect(either).toMatch(/^The Customer may terminate this Agreement for convenience at any time/);
    const breach = draftAlternative(
      "cancellation",
      ctx({
        original: "The Customer may terminate if the Supplier commits a material breach, on 90 days' notice.",
      }),
    ).alternativeClause;
    expect(breach).toMatch(/^The Customer may terminate this Agreement for convenience/);
  });
});

describe("a payment clause the contract already has", () => {
  it("changes only the days in the contract's own sentence, and adds only what it lacks", () => {
    const customer = draftAlternative(
      "payment",
      ctx({
        values: { interestElsewhere: true },
        original: "7.1 The Customer shall pay each invoice within 14 days of receipt.",
      }),
    ).alternativeClause;
    expect(customer).toBe(
      "The Customer shall pay each invoice within 90 days of receipt. The Customer may withhold any amount disputed in good faith, provided it notifies the Supplier in writing of the disputed amount and its reasons before the due date.",
    );
    const supplier = draftAlternative(
      "payment",
      ctx({
        side: "supplier",
        us: "the Supplier",
        them: "the Customer",
        original:
          "7.1 The Customer shall pay each undisputed invoice within sixty (60) days after the invoice date.",
      }),
    ).alternativeClause;
    expect(supplier).toMatch(
      /^The Customer shall pay each undisputed invoice within thirty \(30\) days after the invoice date\. Interest on any amount paid late/,
    );
  });
});

describe("a supplier's payment clause counted from receipt", () => {
  it("counts the proposed days from the invoice date, as the proposal to the customer says", () => {
    const text = draftAlternative(
      "payment",
      ctx({
        side: "supplier",
        us: "the Supplier",
        them: "the Customer",
        values: { interestElsewhere: true },
        original:
          "2.2 The Customer shall pay each undisputed invoice within forty-five (45) days of receipt.",
      }),
    ).alternativeClause;
    expect(text).toBe(
      "The Customer shall pay each undisputed invoice within thirty (30) days of the date of the invoice.",
    );
  });
});

describe("an indemnity for work at the customer's premises", () => {
  it("drafts cover for injury and damage caused by the supplier's staff, not intellectual property", () => {
    const text = draftAlternative(
      "indemnity",
      ctx({ values: { indemnityType: "none", onSiteWork: true } }),
    ).alternativeClause;
    expect(text).toMatch(
      /^The Supplier shall indemnify the Customer .* death, personal injury or damage to property/,
    );
    expect(text).not.toMatch(/intellectual property/);
  });
});

describe("a renewal clause the contract already has", () => {
  it("changes only the notice to stop it, in the contract's own sentence", () => {
    const fixed = draftAlternative(
      "renewal",
      ctx({
        original:
          "It then renews for successive one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.",
      }),
    ).alternativeClause;
    expect(fixed).toBe(
      "It then renews for successive one-year terms unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term.",
    );
    const rolling = draftAlternative(
      "renewal",
      ctx({
        values: { rolling: true },
        original:
          "After the Minimum Period the hire shall continue until either party gives three months' written notice.",
      }),
    ).alternativeClause;
    expect(rolling).toBe(
      "After the Minimum Period the hire shall continue until either party gives one month's written notice.",
    );
  });
});

describe("a renewal clause for a contract that runs on", () => {
  it("keeps the contract running on after its first period instead of turning it into fixed renewals", () => {
    const text = draftAlternative(
      "renewal",
      ctx({ values: { rolling: true, noticePeriod: 180 } }),
    ).alternativeClause;
    expect(text).toBe(
      "After the end of its initial period this Agreement shall continue until either party ends it by giving the other not less than thirty (30) days' written notice.",
    );
  });
});

describe("drafts that never give away what the contract already has", () => {
  it("keeps a faster response and a higher uptime the contract already promises", () => {
    const clause = draftAlternative(
      "service",
      ctx({ values: { uptimePercent: 99.9, responseTimeHours: 4 } }),
    ).alternativeClause;
    expect(clause).toContain("at least 99.9% of the time");
    expect(clause).toContain("within 4 hours");
    expect(clause).not.toContain("monthly fees");
  });

  it("reads the notice the user asked for in words", () => {
    const clause = draftAlternative(
      "cancellation",
      ctx({ concerns: "We want three months' notice after the initial two-year period" }),
    ).alternativeClause;
    expect(clause).toContain("ninety (90) days' written notice");
  });

  it("promises a refund of fees only where charges are paid in advance and the user asks about it", () => {
    const asks = "we must not pay for any period after we leave; refund what we paid for it";
    const arrears = draftAlternative(
      "cancellation",
      ctx({ values: { paidWhen: "arrears" }, concerns: asks }),
    );
    expect(arrears.alternativeClause).not.toMatch(/refund/);
    expect(arrears.rationale).not.toMatch(/refund/);
    // a reseller buying goods pays no fees in advance: nothing known to refund
    expect(draftAlternative("cancellation", ctx({ concerns: asks })).alternativeClause).not.toMatch(/refund/);
    expect(
      draftAlternative("cancellation", ctx({ values: { paidWhen: "advance" }, concerns: asks }))
        .alternativeClause,
    ).toMatch(/refund any fees paid in advance/);
    // fees paid in advance are not what a plain ask for a way out is about
    expect(
      draftAlternative("cancellation", ctx({ values: { paidWhen: "advance" } })).alternativeClause,
    ).not.toMatch(/refund/);
  });

  it("adds a right to end for breach to a supplier's draft only where the contract lacks a mutual one, and never to a customer's", () => {
    const supplier = { side: "supplier" as const, us: "the Supplier", them: "the Customer" };
    expect(draftAlternative("cancellation", ctx(supplier)).alternativeClause).toContain("material breach");
    const has = draftAlternative("cancellation", ctx({ ...supplier, values: { mutualBreachRight: true } }));
    expect(has.alternativeClause).not.toContain("material breach");
    const customer = draftAlternative("cancellation", ctx());
    expect(customer.alternativeClause).not.toContain("material breach");
    expect(customer.alternativeClause).toMatch(/^The Customer may terminate this Agreement for convenience/);
  });
});

describe("a redrafted renewal keeps the first term the sentence set", () => {
  const initialTerm = "This Agreement shall continue for an initial period of two years from 1 February 2026";
  it("keeps it in front of a rolling renewal", () => {
    expect(
      draftAlternative("renewal", ctx({ values: { rolling: true, initialTerm } })).alternativeClause,
    ).toBe(
      `${initialTerm}, after which it shall continue until either party ends it by giving the other not less than thirty (30) days' written notice.`,
    );
  });
  it("keeps it in front of renewals for set periods", () => {
    const clause = draftAlternative("renewal", ctx({ values: { initialTerm } })).alternativeClause;
    expect(clause.startsWith(`${initialTerm}. At the end of its initial term`)).toBe(true);
  });
});

describe("drafts that match the position they are sent with", () => {
  it("asks a supplier for IP and data protection indemnities where the contract has no indemnity", () => {
    const none = draftAlternative("indemnity", ctx({ values: { indemnityType: "none" } }));
    expect(none.alternativeClause).toMatch(/^The Supplier shall indemnify the Customer/);
    expect(none.alternativeClause).toMatch(/intellectual property rights/);
    expect(none.alternativeClause).toMatch(/data protection law/);
    expect(draftAlternative("indemnity", ctx()).alternativeClause).toMatch(
      /^Each party \(the "Indemnifying Party"\)/,
    );
  });

  it("keeps the customer's own improvements with it where the contract grants them back", () => {
    const clause = draftAlternative("ip_ownership", ctx({ values: { ipGrantBack: true } })).alternativeClause;
    expect(clause).toContain("The Customer shall own all intellectual property rights in any modification");
    expect(clause).not.toContain("deliverables created specifically");
  });
});

describe("a customer's convenience right drafted where the supplier had one", () => {
  it("keeps the supplier's sole right, on at least the notice the proposal asks of it", () => {
    const text = draftAlternative(
      "cancellation",
      ctx({
        values: { theirConvenienceNoticeDays: 30, theirConvenienceOnly: true, mutualBreachRight: true },
        original: "The Supplier may terminate this Agreement on 30 days' notice.",
      }),
    ).alternativeClause;
    expect(text).toBe(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice. The Supplier may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice.",
    );
  });

  it("keeps a longer notice the supplier already gives, and an 'either party' right on its own notice", () => {
    const longer = draftAlternative(
      "cancellation",
      ctx({
        values: { theirConvenienceNoticeDays: 180, theirConvenienceOnly: true, mutualBreachRight: true },
      }),
    ).alternativeClause;
    expect(longer).toContain(
      "The Supplier may terminate this Agreement for convenience by giving not less than one hundred and eighty (180) days' written notice.",
    );
    const either = draftAlternative(
      "cancellation",
      ctx({
        values: { theirConvenienceNoticeDays: 90, theirConvenienceOnly: false, mutualBreachRight: true },
        original: "Either party may terminate on 90 days' notice.",
      }),
    ).alternativeClause;
    expect(either).toBe(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice. The Supplier may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice.",
    );
    const anyTime = draftAlternative(
      "cancellation",
      ctx({
        values: { theirConvenienceNoticeDays: null, theirConvenienceOnly: false, mutualBreachRight: true },
      }),
    ).alternativeClause;
    // a shared right the customer may already use at once: what it needs is notice from the supplier
    expect(anyTime).toContain(
      "The Supplier may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice.",
    );
  });

  it("keeps a minimum term the replaced right waited for, for both parties", () => {
    const drafted = draftAlternative(
      "cancellation",
      ctx({
        values: { theirConvenienceNoticeDays: 90, theirConvenienceOnly: false, mutualBreachRight: true },
        original:
          "After the minimum term, either party may terminate it on three (3) months' written notice.",
      }),
    ).alternativeClause;
    expect(drafted).toBe(
      "The Customer may terminate this Agreement for convenience at any time after the minimum term by giving not less than thirty (30) days' written notice. The Supplier may terminate this Agreement for convenience at any time after the minimum term by giving not less than ninety (90) days' written notice.",
    );
  });

  it("adds nothing when the supplier had no such right", () => {
    const text = draftAlternative(
      "cancellation",
      ctx({ values: { mutualBreachRight: true } }),
    ).alternativeClause;
    expect(text).not.toContain("The Supplier may terminate");
  });
});

describe("a cap on the other side's liability only", () => {
  const ORIGINAL =
    "9.1 The Supplier's total liability under this Agreement shall not exceed the fees paid by the Customer in the six (6) months before the claim.";

  it("makes the contract's own cap mutual and changes nothing else, as the proposal says", () => {
    const text = draftAlternative(
      "liability_cap",
      ctx({ values: { capOnlyTheirs: true }, original: ORIGINAL }),
    ).alternativeClause;
    expect(text).toBe(
      "Each party's total liability under this Agreement shall not exceed the fees paid by the Customer in the six (6) months before the claim.",
    );
    const of = draftAlternative(
      "liability_cap",
      ctx({
        values: { capOnlyTheirs: true },
        original: "The aggregate liability of the Supplier shall be limited to £50,000.",
      }),
    ).alternativeClause;
    expect(of).toBe("The aggregate liability of each party shall be limited to £50,000.");
  });

  it("drafts the cap afresh when the user asked for a figure, or the sentence does not start with the cap", () => {
    const asked = draftAlternative(
      "liability_cap",
      ctx({ values: { capOnlyTheirs: true }, original: ORIGINAL, concerns: "cap at 12 months' fees" }),
    ).alternativeClause;
    expect(asked).toMatch(/^Subject to the exclusions below, each party's total aggregate liability/);
    const other = draftAlternative(
      "liability_cap",
      ctx({
        values: { capOnlyTheirs: true },
        original: "Subject to clause 9.3, the Supplier shall not be liable for more than £50,000.",
      }),
    ).alternativeClause;
    expect(other).toMatch(/^Subject to the exclusions below/);
  });
});

describe("a mutual indemnity drafted in place of one that covered infringement", () => {
  const draft = (side: "customer" | "supplier", original: string) =>
    draftAlternative(
      "indemnity",
      ctx({
        side,
        ...(side === "supplier" ? { us: "the Supplier", them: "the Customer" } : {}),
        values: { indemnityType: "one-sided" },
        original,
      }),
    ).alternativeClause;
  const ORIGINAL =
    "10.1 The Customer shall indemnify the Supplier against all losses arising from the Customer's use of the Services, and the Supplier shall indemnify the Customer against any claim that the Software infringes a third party's intellectual property rights.";

  it("keeps the customer's cover against infringement claims", () => {
    expect(draft("customer", ORIGINAL)).toContain(
      "The Supplier shall also indemnify the Customer against any third-party claim that the receipt or use of the services or deliverables supplied under this Agreement infringes that third party's intellectual property rights.",
    );
  });

  it("adds nothing the clause did not give, nor for the supplier", () => {
    expect(draft("customer", "The Customer shall indemnify the Supplier against all losses.")).not.toContain(
      "shall also indemnify",
    );
    expect(draft("supplier", ORIGINAL)).not.toContain("shall also indemnify");
  });
});

describe("a customer's payment days counted as its proposal counts them", () => {
  it("counts from receipt of a valid invoice, not the invoice date, when it edits the contract's own sentence", () => {
    const text = draftAlternative(
      "payment",
      ctx({
        original:
          "1.1 The Customer shall pay each invoice within fifteen (15) days of the date of the invoice.",
        values: { interestElsewhere: true },
      }),
    ).alternativeClause;
    expect(text).toMatch(
      /^The Customer shall pay each invoice within ninety \(90\) days of receipt of a valid invoice\./,
    );
  });
});

describe("wording drafted for what the contract supplies", () => {
  it("names the contract's goods in an indemnity and warrants them as goods", () => {
    const goods = ctx({ values: { supplied: "the Goods", indemnityType: "none" } });
    expect(draftAlternative("indemnity", goods).alternativeClause).toContain(
      "any third-party claim that the receipt or use of the Goods supplied under this Agreement infringes that third party's intellectual property rights",
    );
    const warranty = draftAlternative("warranty", goods).alternativeClause;
    expect(warranty).toContain(
      "The Supplier warrants that the Goods will, on delivery and for ninety (90) days after delivery, conform to their description",
    );
    expect(warranty).toContain("repair or replace them");
    expect(warranty).not.toContain("Services");
  });

  it("keeps the general wording when the contract defines nothing supplied", () => {
    expect(draftAlternative("warranty", ctx()).alternativeClause).toContain(
      "warrants that the Services will be performed with reasonable skill and care",
    );
  });
});

describe("an indemnity redrafted where the contract has no liability cap", () => {
  it("names the usual cap instead of pointing at limitations the contract does not have", () => {
    const drafted = draftAlternative(
      "indemnity",
      ctx({ values: { noLiabilityCap: true } }),
    ).alternativeClause;
    expect(drafted).toContain(
      "Each party's total liability under this clause shall not exceed the charges paid or payable under this Agreement in the twelve (12) months before the claim",
    );
    expect(draftAlternative("indemnity", ctx()).alternativeClause).toContain(
      "is subject to the limitations of liability in this Agreement",
    );
  });
});

describe("an indemnity both sides give without a cap", () => {
  it("caps only the user's own, keeping the other side's unlimited cover that protects the user", () => {
    const drafted = draftAlternative(
      "indemnity",
      ctx({ values: { indemnityType: "mutual", theirIndemnityUncapped: true } }),
    ).alternativeClause;
    // the contract's limitations do not reach either indemnity, so the user's own cap is stated
    expect(drafted).toContain(
      "The Customer's total liability under this clause shall not exceed the charges paid or payable under this Agreement in the twelve (12) months before the claim, save for liability that cannot be limited by law. The limitations of liability in this Agreement do not apply to the Supplier's obligations under this clause.",
    );
    expect(drafted).not.toMatch(/subject to the limitations of liability/);
    expect(drafted).not.toContain("Each party's total liability under this clause");
  });
});

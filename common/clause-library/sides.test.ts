import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

/** The user's company is the customer, or (with `asSupplier`) the supplier; the labels follow. */
const asCustomer = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Customer",
  them: "the Supplier",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});
const asSupplier = (overrides: Partial<AlternativeContext> = {}) =>
  asCustomer({ side: "supplier", us: "the Supplier", them: "the Customer", ...overrides });

describe("service levels drafted for either side", () => {
  it("has the supplier provide the service and give the credits, whoever the user is", () => {
    const supplier = draftAlternative("service_levels", asSupplier()).alternativeClause;
    expect(supplier).toMatch(/^The Supplier shall ensure that the Services are available at least 99%/);
    expect(supplier).toContain("The Supplier shall respond to critical incidents reported by the Customer");
    expect(supplier).toContain("the Supplier shall, on the Customer's written request");
    expect(supplier).toContain("credit the Customer 5% of the fees");
    expect(supplier).not.toMatch(/The Customer shall (?:ensure|respond)|credit the Supplier/);
    const customer = draftAlternative("service_levels", asCustomer()).alternativeClause;
    expect(customer).toMatch(/^The Supplier shall ensure that the Services are available at least 99%/);
    expect(customer).toContain("the Supplier shall credit the Customer 5% of the fees");
  });

  it("asks, as the supplier, for measured levels, capped credits as the sole remedy and no more than the contract promises", () => {
    const drafted = draftAlternative(
      "service",
      asSupplier({ values: { uptimePercent: 99.9, responseTimeHours: 1 } }),
    );
    const text = drafted.alternativeClause;
    // stricter than the supplier's own standard tier: brought down to it
    expect(text).toContain("at least 99% of the time");
    expect(text).toContain("within 8 hours");
    expect(text).toContain("as measured by the Supplier's monitoring systems");
    expect(text).toContain("any unavailability caused by the Customer");
    expect(text).toContain("up to a maximum of 20% of the fees for that month");
    expect(text).toContain(
      "Service credits are the Customer's sole and exclusive remedy for any failure to meet the service levels.",
    );
    // no right for the customer to walk away, which a supplier would not offer
    expect(text).not.toMatch(/may terminate/);
    expect(drafted.rationale).toContain("99% availability");
    expect(drafted.rationale).toContain("capped at 20%");
    // a lower promise the contract already makes is not raised by the supplier
    expect(
      draftAlternative("service", asSupplier({ values: { uptimePercent: 98, responseTimeHours: 24 } }))
        .alternativeClause,
    ).toMatch(/at least 98% of the time[\s\S]*within 24 hours/);
  });

  it("asks, as the customer, for credits and a way out, and never less than the contract gives", () => {
    const text = draftAlternative(
      "service",
      asCustomer({ values: { uptimePercent: 99.9, responseTimeHours: 1 } }),
    ).alternativeClause;
    expect(text).toContain("at least 99.9% of the time");
    expect(text).toContain("within 1 hour");
    expect(text).toContain("the Customer may terminate this Agreement without penalty");
    expect(text).not.toContain("sole and exclusive remedy");
  });
});

describe("insurance drafted for either side", () => {
  it("has the supplier offer usual cover for itself, not require the customer to insure", () => {
    const drafted = draftAlternative("insurance", asSupplier());
    expect(drafted.alternativeClause).toBe(
      "The Supplier shall maintain, with a reputable insurer, professional indemnity insurance of not less than £1,000,000 and public liability insurance of not less than £1,000,000 for each claim during the term of this Agreement, and shall provide evidence of that cover on the Customer's reasonable written request, no more than once in any twelve (12) month period.",
    );
    expect(drafted.rationale).toContain("Limits the insurance you must hold to £1,000,000");
  });

  it("offers, as the supplier, the usual cover in place of a higher one, only of the kinds the contract names", () => {
    const text = draftAlternative(
      "insurance",
      asSupplier({
        us: "Provider",
        them: "Client",
        original:
          "12.1 Provider shall maintain public liability insurance of not less than £10,000,000 for each claim and employers' liability insurance of £5m.",
      }),
    ).alternativeClause;
    expect(text).toMatch(
      /^Provider shall maintain, with a reputable insurer, public liability insurance of not less than £1,000,000 and employers' liability insurance of not less than £1,000,000 for each claim/,
    );
    expect(text).not.toContain("professional indemnity");
    // a lower cover the contract already accepts is not raised by the supplier
    expect(
      draftAlternative(
        "insurance",
        asSupplier({ original: "The Supplier shall maintain public liability insurance of £500,000." }),
      ).alternativeClause,
    ).toContain("public liability insurance of not less than £500,000 for each claim");
  });

  it("keeps the customer insuring where the contract puts that duty on it", () => {
    const text = draftAlternative(
      "insurance",
      asSupplier({
        original:
          "The Customer shall insure the Equipment against loss or damage and maintain public liability insurance of £2,000,000.",
      }),
    );
    expect(text.alternativeClause).toMatch(
      /^The Customer shall maintain, with a reputable insurer, public liability insurance of not less than £2,000,000/,
    );
    expect(text.rationale).toContain("Makes sure the customer keeps insurance");
  });

  it("has the customer ask the supplier for cover with run-off, never less than the contract requires", () => {
    expect(draftAlternative("insurance", asCustomer()).alternativeClause).toBe(
      "The Supplier shall maintain, with a reputable insurer, professional indemnity insurance of not less than £1,000,000 and public liability insurance of not less than £1,000,000 for each claim during the term of this Agreement and for six (6) years after it, and shall provide evidence of that cover on request.",
    );
    expect(
      draftAlternative(
        "insurance",
        asCustomer({
          original: "The Supplier shall maintain professional indemnity insurance of £2m for each claim.",
        }),
      ).alternativeClause,
    ).toContain("professional indemnity insurance of not less than £2,000,000 for each claim");
  });
});

describe("a one-sided liability cap made mutual", () => {
  const mutual = (ctx: AlternativeContext) => draftAlternative("liability_cap", ctx);

  it("makes the liability owed to one party owed to the other, on either side", () => {
    const supplier = mutual(
      asSupplier({
        values: { capOnlyTheirs: true },
        original:
          "14.2 The Customer's total liability to the Supplier under or in connection with this Agreement shall not exceed the Charges paid by the Customer.",
      }),
    );
    expect(supplier.alternativeClause).toBe(
      "Each party's total liability to the other under or in connection with this Agreement shall not exceed the Charges paid by the Customer.",
    );
    expect(supplier.rationale).toBe(
      "Makes the contract's own cap apply to both sides equally, and changes nothing else.",
    );
    const customer = mutual(
      asCustomer({
        values: { capOnlyTheirs: true },
        original: "The aggregate liability of the Supplier to the Customer shall be limited to £50,000.",
      }),
    ).alternativeClause;
    expect(customer).toBe("The aggregate liability of each party to the other shall be limited to £50,000.");
  });

  it("drafts the cap afresh when the sentence goes on to limit one side's liability only", () => {
    const drafted = mutual(
      asCustomer({
        values: { capOnlyTheirs: true },
        original:
          "The Supplier's total liability under this Agreement shall not exceed £50,000, and the Supplier shall not be liable for any loss of data.",
      }),
    );
    expect(drafted.alternativeClause).toMatch(
      /^Subject to the exclusions below, each party's total aggregate liability/,
    );
    expect(drafted.alternativeClause).not.toContain("the Supplier shall not be liable");
    expect(drafted.rationale).toBe(
      "A mutual cap of twelve (12) months' fees, with the standard carve-outs that protect you.",
    );
  });

  it("says in the rationale the cap the draft sets", () => {
    expect(mutual(asCustomer({ concerns: "We want liability capped at £250,000" })).rationale).toContain(
      "A mutual cap of £250,000",
    );
  });
});

describe("liquidated damages for delay", () => {
  const UNCAPPED =
    "8.3 If the Supplier fails to deliver the Goods by the Delivery Date, the Supplier shall pay the Customer liquidated damages of 2% of the price of the delayed Goods for each week of delay.";

  it("has the supplier that pays them ask for a 10% cap, no damages for delay it did not cause, and the sole remedy", () => {
    const drafted = draftAlternative("liquidated_damages", asSupplier({ original: UNCAPPED }));
    expect(drafted.alternativeClause).toBe(
      "If the Supplier fails to deliver the Goods by the Delivery Date, the Supplier shall pay the Customer liquidated damages of 2% of the price of the delayed Goods for each week of delay. The total liquidated damages payable under this clause shall not exceed ten per cent (10%) of the charges for the delayed goods or services. No liquidated damages shall be payable for any delay caused by the Customer or by an event beyond the Supplier's reasonable control. Liquidated damages shall be the Customer's sole and exclusive remedy for the delay.",
    );
    expect(drafted.rationale).toContain("caps the damages at 10% of the charges for what is late");
    expect(drafted.rationale).toContain("the customer's only remedy for the delay");
    expect(drafted.alternativeClause).not.toContain("apply equally to both parties");
  });

  it("adds only what the clause lacks", () => {
    const capped =
      "If the Supplier fails to deliver on time for reasons within its reasonable control, it shall pay liquidated damages of 1% of the Charges for each week of delay, up to a maximum of 10% of the Charges.";
    const text = draftAlternative("liquidated_damages", asSupplier({ original: capped })).alternativeClause;
    expect(text).toBe(
      `${capped} Liquidated damages shall be the Customer's sole and exclusive remedy for the delay.`,
    );
  });

  it("drafts the whole clause for the supplier when there is no sentence to keep", () => {
    const text = draftAlternative(
      "liquidated_damages",
      asSupplier({ us: "Provider", them: "Client", original: "Liquidated damages for delay" }),
    ).alternativeClause;
    expect(text).toMatch(/^If Provider fails to deliver or perform by the date agreed/);
    expect(text).toContain("Provider shall pay Client liquidated damages of one half of one per cent (0.5%)");
    expect(text).toContain(
      "shall not exceed ten per cent (10%) of the charges for the delayed goods or services",
    );
    expect(text).toContain("Client's sole and exclusive remedy for the delay");
  });

  it("has the customer that is paid them keep them and add a way out when the delay goes on", () => {
    const drafted = draftAlternative("liquidated_damages", asCustomer({ original: UNCAPPED }));
    expect(drafted.alternativeClause).toBe(
      "If the Supplier fails to deliver the Goods by the Delivery Date, the Supplier shall pay the Customer liquidated damages of 2% of the price of the delayed Goods for each week of delay. If the delay continues for more than thirty (30) days, the Customer may terminate this Agreement in respect of the delayed goods or services by written notice, without liability to the Supplier.",
    );
    expect(drafted.alternativeClause).not.toMatch(/sole|shall not exceed/);
    expect(drafted.rationale).toContain("lets you end the contract");
  });
});

describe("set-off", () => {
  it("allows each party to set off only agreed or finally decided amounts, on either side", () => {
    for (const ctx of [asSupplier(), asCustomer()]) {
      const drafted = draftAlternative("set_off", {
        ...ctx,
        original:
          "The Customer may set off against any sums due to the Supplier any amount the Supplier owes it.",
      });
      expect(drafted.alternativeClause).toContain(
        "Either party may set off against any sum it owes the other under this Agreement only an amount that the other party has agreed in writing is due, or that a court of competent jurisdiction or an arbitrator has finally decided is due.",
      );
      expect(drafted.alternativeClause).not.toContain("apply equally to both parties");
      expect(drafted.rationale).toContain("only of amounts agreed in writing or finally decided");
    }
  });
});

describe("renewal drafted for either side", () => {
  const MUTUAL_30 =
    "2.2 This Agreement shall renew automatically for successive periods of twelve (12) months unless either party gives not less than thirty (30) days' written notice before the end of the then-current term.";

  it("has the supplier lengthen the notice to stop the renewal, and says so", () => {
    const drafted = draftAlternative(
      "renewal",
      asSupplier({ original: MUTUAL_30, values: { noticePeriod: 30 } }),
    );
    expect(drafted.alternativeClause).toBe(
      "This Agreement shall renew automatically for successive periods of twelve (12) months unless either party gives not less than ninety (90) days' written notice before the end of the then-current term.",
    );
    expect(drafted.rationale).toBe(
      "Keeps the contract's renewal wording and changes only the notice to stop the renewal, to ninety (90) days, so you have time to plan if the customer decides to leave.",
    );
  });

  it("asks a supplier bound by a longer notice of its own for the same 90 days from either side", () => {
    // "unless the Customer gives 30 days' notice. The Supplier may only prevent a renewal by giving 12 months' notice."
    const drafted = draftAlternative(
      "renewal",
      asSupplier({
        original:
          "This Agreement renews for further periods of twelve (12) months unless the Customer gives thirty (30) days' written notice before the end of the then-current term.",
        values: { noticePeriod: 360, otherNoticePeriod: 30, renewalTermMonths: 12 },
      }),
    );
    expect(drafted.alternativeClause).toContain("ninety (90) days' written notice");
    expect(drafted.alternativeClause).not.toMatch(/three hundred/);
  });

  it("makes the notice mutual for the supplier where only the customer could stop the renewal", () => {
    const drafted = draftAlternative(
      "renewal",
      asSupplier({
        original:
          "This Agreement renews for further periods of twelve (12) months unless the Customer gives thirty (30) days' written notice before the end of the then-current term.",
        values: { noticePeriod: 30, renewalTermMonths: 24 },
      }),
    );
    expect(drafted.alternativeClause).toBe(
      "At the end of its initial term this Agreement shall renew for successive periods of twenty-four (24) months unless either party gives the other not less than ninety (90) days' written notice before the end of the then-current term.",
    );
    expect(drafted.alternativeClause).not.toMatch(/remind/);
    expect(drafted.rationale).toContain("lets either side stop it with ninety (90) days' notice");
    expect(drafted.rationale).not.toMatch(/cuts|remind/);
  });

  it("never shortens for the supplier a longer notice the contract gives, and says the clause is kept", () => {
    const original = MUTUAL_30.replace("thirty (30)", "one hundred and twenty (120)");
    const drafted = draftAlternative("renewal", asSupplier({ original, values: { noticePeriod: 120 } }));
    expect(drafted.alternativeClause).toBe(original.replace(/^2\.2 /, ""));
    expect(drafted.rationale).toBe(
      "Keeps the contract's renewal as it is: it already needs one hundred and twenty (120) days' notice to stop the renewal.",
    );
  });

  it("keeps a supplier's rolling contract running on, on long notice from either side", () => {
    const drafted = draftAlternative("renewal", asSupplier({ values: { rolling: true } }));
    expect(drafted.alternativeClause).toContain(
      "continue until either party ends it by giving the other not less than ninety (90) days' written notice",
    );
    expect(drafted.rationale).toContain("until either side ends it with ninety (90) days' notice");
  });

  it("has the customer shorten the notice, and promises a reminder only where the draft has one", () => {
    const edited = draftAlternative(
      "renewal",
      asCustomer({ original: MUTUAL_30.replace("thirty (30)", "ninety (90)"), values: { noticePeriod: 90 } }),
    );
    expect(edited.alternativeClause).toContain("not less than thirty (30) days' written notice");
    expect(edited.alternativeClause).not.toMatch(/remind/);
    expect(edited.rationale).toBe(
      "Keeps the contract's renewal wording and changes only the notice to stop the renewal, to thirty (30) days.",
    );
    const fresh = draftAlternative("renewal", asCustomer());
    expect(fresh.alternativeClause).toContain(
      "The Supplier shall remind the Customer in writing of the renewal date and of any change to the fees at least sixty (60) days before it.",
    );
    expect(fresh.rationale).toContain("has the supplier remind you of the renewal date");
  });
});

describe("cancellation drafted for the supplier", () => {
  it("never shortens the customer's notice to leave, and says the notice it asks for", () => {
    const drafted = draftAlternative(
      "cancellation",
      asSupplier({
        original:
          "The Customer may terminate this Agreement for convenience on one hundred and twenty (120) days' written notice.",
        values: { theirConvenienceNoticeDays: 120, theirConvenienceOnly: true, mutualBreachRight: true },
      }),
    );
    expect(drafted.alternativeClause).toBe(
      "The Customer may terminate this Agreement for convenience on one hundred and twenty (120) days' written notice.",
    );
    expect(drafted.rationale).toBe(
      "Asks for one hundred and twenty (120) days' notice before the customer can leave for convenience, so you can plan for the lost revenue.",
    );
  });
});

describe("every entry drafted for the supplier", () => {
  const TYPES = [
    "payment",
    "renewal",
    "cancellation",
    "indemnity",
    "jurisdiction",
    "service",
    "liability_cap",
    "liability_exclusions",
    "ip_ownership",
    "confidentiality",
    "data_protection",
    "assignment",
    "insurance",
    "warranty",
    "audit_rights",
    "non_solicitation",
    "force_majeure",
    "price_changes",
    "suspension",
    "minimum_commitment",
    "exclusivity",
    "non_compete",
    "change_of_control",
    "liquidated_damages",
    "set_off",
  ];

  it("never has the customer do what the supplier does, nor a rationale written for a customer", () => {
    for (const type of TYPES) {
      const { alternativeClause, rationale } = draftAlternative(type, asSupplier());
      expect(alternativeClause, type).not.toMatch(
        /The Customer (?:shall ensure that the Services|warrants|shall maintain)|on behalf of the Supplier|recoverable by the Supplier|credit the Supplier/,
      );
      expect(rationale, type).not.toMatch(
        /supplier's promises|from a supplier|remind you|a supplier handles personal data for you/i,
      );
    }
  });

  it("warrants the supplier's own work, with its chosen fix as the sole remedy", () => {
    const drafted = draftAlternative("warranty", asSupplier());
    expect(drafted.alternativeClause).toMatch(
      /^The Supplier warrants that the Services will be performed with reasonable skill and care/,
    );
    expect(drafted.alternativeClause).toContain(
      "the Supplier shall, at its option, correct the failure or refund the fees paid for the affected part, and this shall be the Customer's sole remedy for breach of this warranty.",
    );
    expect(drafted.rationale).toContain("at your choice, as the customer's only remedy");
    const goods = draftAlternative(
      "warranty",
      asSupplier({ values: { supplied: "the Goods" } }),
    ).alternativeClause;
    expect(goods).toMatch(
      /^The Supplier warrants that the Goods will, on delivery and for ninety \(90\) days/,
    );
    expect(goods).toContain("repair or replace them or refund the price paid for them");
    expect(draftAlternative("warranty", asCustomer()).alternativeClause).toMatch(/^The Supplier warrants/);
  });

  it("offers processing terms as the processor, on terms it can meet", () => {
    const drafted = draftAlternative("data_protection", asSupplier());
    expect(drafted.alternativeClause).toMatch(
      /^Where the Supplier processes personal data on behalf of the Customer under this Agreement, the Supplier shall process it only on the Customer's documented instructions/,
    );
    expect(drafted.alternativeClause).toContain("telling the Customer in advance of any new sub-processor");
    expect(drafted.alternativeClause).toContain("The Customer shall ensure that it has a lawful basis");
    expect(drafted.alternativeClause).not.toContain("prior written consent");
    const customer = draftAlternative("data_protection", asCustomer()).alternativeClause;
    expect(customer).toMatch(
      /^Where the Supplier processes personal data on behalf of the Customer, it shall/,
    );
    expect(customer).toContain("within forty-eight (48) hours");
  });

  it("excludes lost profits for both sides, keeping the supplier's right to be paid", () => {
    const text = draftAlternative("liability_exclusions", asSupplier()).alternativeClause;
    expect(text).toContain(
      "or for any loss of profits, revenue, business or goodwill, whether direct or indirect",
    );
    expect(text).toContain("Nothing in this clause limits the Customer's obligation to pay the charges");
    expect(draftAlternative("liability_exclusions", asCustomer()).alternativeClause).toContain(
      "recoverable by the Customer",
    );
  });

  it("asks for a yearly price review without offering the customer a way out", () => {
    const drafted = draftAlternative("price_changes", asSupplier({ values: { priceNoticeDays: 14 } }));
    expect(drafted.alternativeClause).toMatch(
      /^The Supplier may increase the charges no more than once in any 12-month period, by giving the Customer not less than fourteen \(14\) days'/,
    );
    expect(drafted.alternativeClause).not.toMatch(/end this Agreement/);
    expect(draftAlternative("price_changes", asCustomer()).alternativeClause).toContain(
      "it may end this Agreement without charge",
    );
  });

  it("keeps a minimum purchase with a remedy for the supplier, not the customer's soft landing", () => {
    const text = draftAlternative("minimum_commitment", asSupplier()).alternativeClause;
    expect(text).toMatch(/^If the Customer does not reach the minimum purchase set out in this Agreement/);
    expect(text).toContain("terminate this Agreement on not less than ninety (90) days' written notice");
    expect(text).not.toContain("no shortfall shall be payable");
  });

  it("limits the restriction on the user, and keeps one that binds only the other side", () => {
    expect(draftAlternative("non_compete", asSupplier()).alternativeClause).toMatch(
      /^The restriction on the Supplier in this clause applies only during the term/,
    );
    const original =
      "The Customer shall not, during the Term and for two years after it, purchase competing products from any other supplier.";
    const kept = draftAlternative("non_compete", asSupplier({ original }));
    expect(kept.alternativeClause).toBe(original);
    expect(kept.rationale).toContain("binds only the other side");
  });

  it("describes suspension and force majeure from the user's side", () => {
    expect(draftAlternative("suspension", asSupplier()).rationale).toMatch(/^Keeps your right to suspend/);
    expect(draftAlternative("suspension", asCustomer()).rationale).toMatch(/^Lets the supplier suspend only/);
    expect(draftAlternative("force_majeure", asSupplier()).rationale).toContain("Excuses either side");
  });
});

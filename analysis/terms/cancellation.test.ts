import { describe, expect, it } from "vitest";
import { UK_SAAS, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact } from "../test-helpers";

describe("cancellation terms", () => {
  it("finds the customer's right to terminate for convenience on thirty (30) days' notice", () => {
    const c = analyseContract(UK_SAAS).cancellationTerms;
    expectExact(UK_SAAS, c);
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.noticePeriod).toBe(30);
    expect(c.favorabilityScore).toBe("green");
  });

  it("reads 'either party ... for any reason' as both (US)", () => {
    const c = analyseContract(US_SERVICES).cancellationTerms;
    expectExact(US_SERVICES, c);
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe("both");
    expect(c.noticePeriod).toBe(60);
    expect(c.favorabilityScore).toBe("amber");
  });

  it("reads notice in months", () => {
    const t = contract(
      "1.1 Either party may terminate this Agreement without cause by giving three (3) months' written notice to the other.",
    );
    const c = analyseContract(t).cancellationTerms;
    expect(c.noticePeriod).toBe(90);
    expect(c.favorabilityScore).toBe("red");
  });

  it("does not treat termination for breach as convenience", () => {
    const t = contract(
      "1.1 Either party may terminate this Agreement on thirty (30) days' written notice if the other party commits a material breach of this Agreement.",
    );
    const c = analyseContract(t).cancellationTerms;
    expect(c.forConvenience).toBe(false);
    expect(c.found).toBe(false);
    expect(c.favorabilityScore).toBe("amber");
  });

  it("rates a supplier-only right red for the customer and re-rates it for the supplier", () => {
    const t = contract(
      "1.1 The Supplier may terminate this Agreement at any time for convenience on 30 days' written notice.",
    );
    const asCustomer = analyseContract(t).cancellationTerms;
    expect(asCustomer.forConvenienceParty).toBe("supplier");
    expect(asCustomer.favorabilityScore).toBe("red");
    const asSupplier = analyseContract(t, { side: "supplier" }).cancellationTerms;
    expect(asSupplier.favorabilityScore).toBe("green");
  });

  it("reads a passive 'may be terminated by either party upon ninety (90) days written notice'", () => {
    const t = contract(
      "1.1 This Agreement may also be terminated by either party upon ninety (90) days written notice.",
      { us: true },
    );
    const c = analyseContract(t).cancellationTerms;
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe("both");
    expect(c.noticePeriod).toBe(90);
  });
});

describe("a buyer's right to cancel orders", () => {
  const text = contract(
    "6.1 The Customer may cancel any order, in whole or part, at any time before delivery by giving the Supplier written notice.",
  );

  it("asks the supplier to be paid for work done, not for 90 days' notice", () => {
    const c = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.recommendation).toMatch(
      /^The customer can cancel an order without a reason\. Ask to be paid for goods already made/,
    );
    expect(c.recommendation).not.toMatch(/90 days/);
    expect(c.proposal).toMatch(
      /allows the Customer to cancel an order without cause; we propose that the Customer pays/,
    );
  });

  it("tells the customer to keep its right", () => {
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.recommendation).toMatch(/Keep this right/);
  });
});

describe("no right to end early, seen by each side", () => {
  const text = contract("5.1 The Customer may not cancel an order once the Supplier has accepted it.");

  it("is green for the supplier, whose advice is to keep it, and amber for the customer", () => {
    const supplier = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(supplier.found).toBe(false);
    expect(supplier.favorabilityScore).toBe("green");
    expect(supplier.recommendation).toMatch(/Keep it/);
    expect(analyseContract(text, { side: "customer" }).cancellationTerms.favorabilityScore).toBe("amber");
  });
});

describe("a right to leave in other words", () => {
  it.each([
    [
      "4.1 Either of us can bring this Agreement to an end by giving the other three months' notice in writing.",
      90,
    ],
    [
      "4.1 Either party may terminate this Agreement by written notice to the other, such termination to take effect no earlier than 60 days after the date of the notice.",
      60,
    ],
  ])("reads %s", (clause, days) => {
    const text = contract(clause);
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: days });
    expect(
      (analyseContract(text).cuadSpans["Termination For Convenience"] ?? []).map((s) =>
        text.slice(s.start, s.end),
      ),
    ).toEqual([clause]);
  });
});

describe("a clause that rules out ending for convenience", () => {
  const clause = "10.3 Neither party may terminate this Agreement for convenience.";
  const text = contract(`10.1 Either party may terminate this Agreement for material breach.\n\n${clause}`);

  it("is quoted on the term and its finding, and is not a right to end for convenience", () => {
    const a = analyseContract(text, { side: "customer" });
    expect(a.cancellationTerms).toMatchObject({ found: true, forConvenience: false, excluded: true });
    expect(a.cancellationTerms.excerpt).toBe(clause);
    const f = a.advancedClauses.find((c) => c.subcategory === "no_termination_for_convenience");
    expect(f?.excerpt).toBe(clause);
    expect(a.cuadSpans["Termination For Convenience"] ?? []).toEqual([]);
  });
});

describe("a client's right to cancel the project in an agency's own terms", () => {
  const TERMS = [
    "BRIGHTWEB LIMITED – TERMS OF BUSINESS",
    'These terms are made between Brightweb Limited ("we", "us") and the client named in the Quote ("you").',
    "9. CANCELLING",
    "9.1 You may cancel the project at any time by telling us in writing.",
    "You must pay us for all work done up to the date of cancellation.",
    "9.2 Either of us may end the contract if the other commits a serious breach.",
  ].join("\n");

  it("is a right to end for convenience, paid for the work done", () => {
    const c = analyseContract(TERMS, {
      side: "supplier",
      ownCompanyName: "Brightweb Limited",
    }).cancellationTerms;
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.summary).toBe(
      "Only the customer may end the contract without a reason, paying for the work done to that date; you cannot.",
    );
    expect(c.favorabilityScore).toBe("amber");
  });
});

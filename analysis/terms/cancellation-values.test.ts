import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract, orderForm } from "../test-helpers";

const PARTIES =
  'This Agreement is made between Tarnbrook Software Limited (the "Supplier") and Meadowsweet Florists Ltd (the "Customer").';

function withClause(clause: string): { text: string; start: number; end: number } {
  const text = `${PARTIES}\n\n11. Ending this agreement\n\n${clause}`;
  const start = text.indexOf(clause);
  return { text, start, end: start + clause.length };
}

describe("termination for convenience", () => {
  it("reads 'either party may terminate on 30 days' notice' (no cause needed) as a right for both", () => {
    const { text, start, end } = withClause(
      "11.1 Either party may terminate this agreement on 30 days' written notice to the other.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: 30 });
    expect({ start: c.start, end: c.end }).toEqual({ start, end });
    expect(c.summary).toBe("Either party may end the contract without giving a reason on 30 days' notice.");
  });

  it("reads terms of business that 'may be ended by either party' on notice as a right for both, with no fixed end", () => {
    const { text, start, end } = withClause(
      "11.1 These terms cover each introduction and may be ended by either party on one month's written notice.",
    );
    const a = analyseContract(text);
    expect(a.cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "both",
      noticePeriod: 30,
      start,
      end,
    });
    expect(a.renewalTerms.summary).not.toMatch(/fixed term only/);
  });

  it("reads a buyer's right to cancel any order at any time as a convenience right", () => {
    const { text } = withClause(
      "11.1 The Customer may cancel any order at any time before delivery by written notice.",
    );
    expect(analyseContract(text, { side: "supplier" }).cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "customer",
    });
  });

  it("reads a break at the end of the first year as a right to leave, at that point only", () => {
    const { text } = withClause(
      "11.1 The Customer may terminate this Agreement at the end of the second year by giving at least two months' written notice.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "customer", noticePeriod: 60 });
    expect(c.summary).toContain("at the end of the second year only");
  });

  it("does not read a reason that belongs to the condition as a right to leave without one", () => {
    const { text } = withClause(
      "11.1 If the Supplier should for any reason lose its accreditation, the Customer may terminate this Agreement by notice.",
    );
    expect(analyseContract(text).cancellationTerms.forConvenience).toBe(false);
  });

  it("names each side's notice when both may leave on different notice", () => {
    const { text } = withClause(
      "11.1 The Customer may terminate this agreement at any time on 2 weeks' written notice.\n\n11.2 The Supplier may terminate this agreement on one month's written notice.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenienceParty: "both", noticePeriod: 14 });
    // each notice in the unit the contract wrote it in
    expect(c.summary).toBe(
      "Either party may end the contract without giving a reason: you on 2 weeks' notice, the supplier on 1 month's notice.",
    );
  });

  it("keeps a notice that must expire at a month end a convenience right", () => {
    const { text } = withClause(
      "11.1 Either party may end this agreement by giving at least one month's written notice, such notice to expire on the last day of a calendar month.",
    );
    expect(analyseContract(text).cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "both",
      noticePeriod: 30,
    });
  });

  it("reads a right to leave at any time after the minimum term as convenience", () => {
    const { text } = withClause(
      "11.1 Either party may terminate this agreement at any time after the end of the Initial Term on three months' notice.",
    );
    expect(analyseContract(text).cancellationTerms).toMatchObject({ forConvenience: true, noticePeriod: 90 });
  });

  it("does not read ending the contract at the end of its term as convenience", () => {
    const { text } = withClause(
      "11.1 Either party may terminate this agreement with effect from the end of the Initial Term by giving 30 days' notice.",
    );
    expect(analyseContract(text).cancellationTerms.forConvenience).toBe(false);
  });

  it("reads a licence the licensee may give up at any time by ceasing use as its right to leave", () => {
    const { text, start, end } = withClause(
      "11.1 The Customer may terminate this Agreement at any time by ceasing all use of the Software and deleting every copy.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "customer" });
    expect({ start: c.start, end: c.end }).toEqual({ start, end });
  });

  it.each([
    [
      "11.1 Upon giving 90 days' notice in writing to the other, either party may bring this Agreement to an end.",
      "both",
      90,
    ],
    [
      "11.1 The Customer may terminate any Statement of Work upon thirty (30) days' written notice to the Supplier.",
      "customer",
      30,
    ],
    [
      "11.1 Either party may terminate this Agreement by giving the other not less than 3 months' written notice, such notice not to expire before the end of the Minimum Term.",
      "both",
      90,
    ],
  ])("reads %s as a right to leave without a reason", (clause, party, days) => {
    const c = analyseContract(withClause(clause).text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: party, noticePeriod: days });
  });

  it.each([
    [
      "11.1 This Agreement may be terminated by the Customer at any time, in its sole discretion, before the Go-Live Date.",
      "customer",
    ],
    ["11.1 The Supplier may voluntarily withdraw from this Agreement at any time.", "supplier"],
    [
      "11.1 This Agreement may be terminated by the Customer by written notice to the Supplier (i) at any time upon six (6) months' prior written notice, (ii) on three months' notice following a change of control of the Supplier, or (iii) if the Supplier is in material breach.",
      "customer",
    ],
  ])("reads %s as a right to leave without a reason", (clause, party) => {
    const c = analyseContract(withClause(clause).text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: party });
  });

  it("does not read ending some arrangement under the contract at its discretion as leaving the contract", () => {
    const c = analyseContract(
      withClause(
        "11.1 The Supplier shall be entitled to end the use of any subcontractor it has appointed at any time in its sole discretion, provided that any subcontract ends with it.",
      ).text,
    ).cancellationTerms;
    expect(c.forConvenience).toBe(false);
  });

  it("does not read a right to leave 'where' service credits pass a limit as a right without a reason", () => {
    const c = analyseContract(
      withClause(
        "11.1 The Customer may terminate this Agreement on 10 Business Days' notice where the Supplier's service credits exceed 15% of the monthly Charges in three consecutive months.",
      ).text,
    ).cancellationTerms;
    expect(c.forConvenience).toBe(false);
  });

  it("reads 'either of us' as both parties", () => {
    const { text } = withClause(
      "11.1 Either of us may cancel this contract by giving the other 30 days' notice in writing.",
    );
    expect(analyseContract(text).cancellationTerms.forConvenienceParty).toBe("both");
  });

  it("reads a notice that takes effect a number of days after it is received", () => {
    const { text, start, end } = withClause(
      "11.1 Either party may give notice to terminate this agreement, which shall take effect 45 days after the notice is received.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: 45 });
    expect({ start: c.start, end: c.end }).toEqual({ start, end });
  });

  it("reads two rights with different notice in one sentence, each from its own side", () => {
    const { text } = withClause(
      "11.1 The Customer may terminate this agreement by giving 30 days' written notice to the Supplier, and the Supplier may terminate this agreement by giving 90 days' written notice to the Customer.",
    );
    expect(analyseContract(text).cancellationTerms).toMatchObject({
      forConvenienceParty: "both",
      noticePeriod: 30,
    });
    expect(analyseContract(text, { side: "supplier" }).cancellationTerms.noticePeriod).toBe(90);
  });
});

describe("a customer's right to end early that pays for work done", () => {
  const { text } = withClause(
    "11.1 The Customer may terminate this Agreement at any time by written notice, paying the Supplier for work done up to the date of termination.",
  );

  it("tells the supplier it is paid for work done, amber rather than red", () => {
    const c = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(c.summary).toContain("paying for the work done to that date");
    expect(c.favorabilityScore).toBe("amber");
    expect(c.recommendation).toContain("must pay for the work done");
    expect(c.proposal).not.toMatch(/\byou\b/i);
  });

  it("leaves the customer's own right green", () => {
    expect(analyseContract(text).cancellationTerms.favorabilityScore).toBe("green");
  });
});

describe("a service either party may end, named in a relative clause", () => {
  it("reads 'hosting services ..., which either party may end on one month's notice' as a right for both", () => {
    const { text, start, end } = withClause(
      "11.1 After launch the Supplier will provide hosting services for £40 per month, which either party may end on one month's notice.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: 30 });
    expect({ start: c.start, end: c.end }).toEqual({ start, end });
  });
});

describe("rights to end the contract, denied, delayed and priced", () => {
  it("does not read 'Neither party may terminate this Agreement for convenience' as a right", () => {
    const a = analyseContract(
      contract("12.1 Neither party may terminate this Agreement for convenience during the Term."),
    );
    expect(a.cancellationTerms.forConvenience).toBe(false);
  });

  it("still reads a right granted after a denied one in the same sentence", () => {
    const a = analyseContract(
      contract(
        "12.1 The Customer may not terminate this Agreement during the first year, but may terminate it at any time afterwards on 60 days' written notice.",
      ),
    );
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, noticePeriod: 60 });
  });

  it("reads cancelling 'the Services' after the first months as a right to leave once that period has passed", () => {
    const a = analyseContract(
      contract(
        "12.1 After the first 6 months, the Customer may cancel the Services by giving 30 days' notice.",
      ),
    );
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, forConvenienceParty: "customer" });
    expect(a.cancellationTerms.summary).toContain("once its first period has passed");
  });

  it("says when leaving early costs an early termination fee, and rates the fee", () => {
    const a = analyseContract(
      contract(
        "12.1 The Customer may terminate this Agreement on 30 days' notice, subject to payment of an early termination fee equal to the Charges for the rest of the Minimum Term.",
      ),
    );
    expect(a.cancellationTerms.summary).toContain("paying an early termination charge");
    const fee = a.advancedClauses.find((c) => c.subcategory === "early_termination_charge");
    expect(fee?.risk_level).toBe("high");
  });

  it("finds the charge for ending 'the retainer' or 'the hire' during a minimum period", () => {
    const a = analyseContract(
      contract(
        "12.1 If the Customer ends the monthly retainer during the Minimum Period, it must pay the fees for the rest of the Minimum Period.",
      ),
    );
    const fee = a.advancedClauses.find((c) => c.subcategory === "early_termination_charge");
    expect(fee?.excerpt).toMatch(/^12\.1 If the Customer ends the monthly retainer/);
    expect(a.cancellationTerms.summary).toMatch(/^No free right to end the contract early/);
  });
});

describe("a supplier is shown the customer's right to leave", () => {
  it("quotes the customer's shorter right, which its advice is about, not the supplier's own", () => {
    const customerRight =
      "3.2 The Customer may terminate this Agreement at any time, with or without cause, upon ten (10) days' written notice.";
    const text = contract(
      `3.1 This Agreement runs for one year.\n\n${customerRight}\n\n3.3 The Supplier may terminate this Agreement upon sixty (60) days' written notice.`,
    );
    const c = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(c.excerpt).toBe(customerRight);
    expect(c.recommendation).toContain("the customer can leave on 10 days' notice");
  });
});

describe("a right 'for convenience' that takes effect only when a term ends", () => {
  it("reads 'may terminate for convenience at the end of any Subscription Term' as no right to leave early", () => {
    const { text } = withClause(
      "11.1 The Customer may terminate this agreement for convenience at the end of any Subscription Term.",
    );
    const customer = analyseContract(text).cancellationTerms;
    expect(customer.forConvenience).toBe(false);
    expect(customer.summary).not.toMatch(/You may end the contract without giving a reason/);
    const supplier = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(supplier.recommendation).not.toMatch(/at any time/);
  });

  it("still reads a right for convenience on notice given before the term ends", () => {
    const { text } = withClause(
      "11.1 Either party may terminate this agreement for any reason on 90 days' written notice given before the end of the then-current term.",
    );
    expect(analyseContract(text).cancellationTerms).toMatchObject({ forConvenience: true, noticePeriod: 90 });
  });
});

describe("a right to 'end it' in the sentence after the term", () => {
  it("reads 'Either party may end it at any time after the first year by giving three months' notice'", () => {
    const { text } = withClause(
      "11.1 This Agreement starts on the date above and continues for three years. Either party may end it at any time after the first year by giving the other three months' written notice.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: 90 });
    expect(text.slice(c.start, c.end)).toMatch(/^Either party may end it/);
    expect(c.recommendation).not.toMatch(/locked in/);
  });
});

describe("each side's right to 'end it', one sentence after the other", () => {
  it("reads 'The Client may end this agreement on 14 days' notice. The Consultant may end it on 60 days' notice.'", () => {
    const { text } = withClause(
      "11.1 The Customer may end this agreement at any time on 14 days' written notice. The Supplier may end it on 60 days' written notice.",
    );
    const supplier = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(supplier.forConvenienceParty).toBe("both");
    expect(supplier.noticePeriod).toBe(60);
    expect(supplier.summary).not.toMatch(/you cannot/);
  });
});

describe("cancelling with effect from the end of the period, and a right only the supplier holds", () => {
  it("reads 'may cancel at any time, with effect from the end of the current Subscription Period' as not renewing", () => {
    const { text } = withClause(
      "11.1 The Customer may cancel at any time, with effect from the end of the current Subscription Period. 11.2 The Supplier may end this agreement on 90 days' notice.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c).toMatchObject({ forConvenience: true, forConvenienceParty: "supplier", noticePeriod: 90 });
    expect(c.summary).toBe(
      "Only the supplier may end the contract without a reason (on 90 days' notice); you cannot.",
    );
  });

  it("does not ask a supplier that alone may walk away to shorten its own notice", () => {
    const { text } = withClause("11.1 The Supplier may end this agreement on 90 days' notice.");
    const c = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(c).toMatchObject({ favorabilityScore: "green", proposal: null });
    expect(c.recommendation).toBe(
      "You can end the contract without a reason on 90 days' notice and the customer cannot. Keep it.",
    );
  });
});

describe("a right to terminate on notice with no object", () => {
  it.each([
    ["3.1 Either party may terminate on 30 days' written notice.", "both", 30],
    ["3.1 The Customer may terminate on 60 days' notice.", "customer", 60],
    [
      "3.1 Termination for convenience: the Supplier may terminate by giving three months' written notice.",
      "supplier",
      90,
    ],
  ])("reads '%s' as a right to end the contract", (clause, party, days) => {
    const c = analyseContract(contract(clause)).cancellationTerms;
    expect(c.forConvenience).toBe(true);
    expect(c.noticePeriod).toBe(days);
    expect(c.summary).toContain(
      party === "both" ? "Either party" : party === "customer" ? "You may end" : "Only the supplier",
    );
  });

  it.each([
    "3.1 Either party may terminate on 30 days' written notice if the other party commits a material breach.",
    "3.1 Either party may terminate for material breach on 30 days' written notice.",
  ])("still reads a right that needs a cause as none: '%s'", (clause) => {
    expect(analyseContract(contract(clause)).cancellationTerms.forConvenience).toBeFalsy();
  });
});

it("names who may terminate in a table row, not the row's label with them", () => {
  const text = `ORDER FORM\n\nThis Order Form is made on 1 April 2026.\n\nSupplier\tNorthgate Cloud Limited\nCustomer\tHarbour Foods Limited\nTermination\tThe Customer may terminate this Agreement at any time on 30 days' written notice.\n\n1. Services\n\n1.1 The Supplier shall provide the Services.\n`;
  const c = analyseContract(text).cancellationTerms;
  expect(c.forConvenienceParty).toBe("customer");
  expect(c.summary).toBe("You may end the contract without giving a reason on 30 days' notice.");
});

describe("a right to end the contract in a key-details table", () => {
  it.each([
    ["Termination for convenience\tEither party on 60 days' notice", "both", 60],
    ["Right to terminate: Customer, two months' written notice", "customer", 60],
    ["Termination (without cause) | Supplier only, 90 days' notice", "supplier", 90],
    ["Cancellation - Each party, 14 days' notice in writing", "both", 14],
  ])("reads '%s'", (row, party, days) => {
    const c = analyseContract(orderForm(row)).cancellationTerms;
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe(party);
    expect(c.noticePeriod).toBe(days);
  });

  it.each([
    "Termination for convenience\tNone",
    "Termination | Either party for material breach on 30 days' notice",
    "Termination\t30 days' notice",
    "Termination - Customer shall return all materials within 30 days of termination",
    "Termination\tEither party: 3 months' notice expiring at the end of the Initial Term",
  ])("does not read '%s' as a right to leave early", (row) => {
    expect(analyseContract(orderForm(row)).cancellationTerms.forConvenience).toBeFalsy();
  });
});

import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

/** A cleaning contract in plain English, written for these tests. */
const CLEANING = `CLEANING SERVICES CONTRACT

This contract is made on 10 January 2026 between SPARROW CLEANING LTD, of 5 Mill Street, Leeds ("the Contractor"), and HOLLY DENTAL LIMITED, of 2 Park Row, Leeds ("the Client").

1. Services
1.1 The Contractor will clean the Client's premises each weekday evening in accordance with the Specification.
1.2 The Contractor will put right any cleaning that falls below the Specification within 24 hours of a complaint, at no extra charge.

2. Duration
2.1 This contract starts on 1 February 2026 and continues for 12 months. It will then continue on a rolling basis until either party gives one month's written notice.
2.2 The Client may end this contract at any time by giving the Contractor two months' written notice.

3. Price
3.1 The Client will pay £1,250 per month and will pay within 30 days of the invoice date.

4. Responsibility and insurance
4.1 The Contractor will hold public liability insurance of at least £5,000,000.
4.2 The Contractor's total liability under this contract is limited to £100,000 per year, except for death or personal injury caused by negligence.
`;

describe("a cleaning contract in plain English", () => {
  it("shows the client's right to leave at any time, not the rolling notice that applies only after the first year", () => {
    const c = analyseContract(CLEANING).cancellationTerms;
    expect(c.excerpt).toMatch(/^2\.2 The Client may end this contract at any time/);
    expect(c.summary).toBe("You may end the contract without giving a reason on 2 months' notice.");
    const supplier = analyseContract(CLEANING, { side: "supplier" }).cancellationTerms;
    expect(supplier.summary).toBe(
      "Only the customer may end the contract without a reason (on 2 months' notice); you may end it only after its first period, on 1 month's notice (see the renewal term).",
    );
    // one-sided only during the first period: amber, not red
    expect(supplier.favorabilityScore).toBe("amber");
  });

  it("reads 'put right ... within 24 hours of a complaint' as a service standard, in a cleaner's words", () => {
    const s = analyseContract(CLEANING).serviceGuarantees;
    expect(s.found).toBe(true);
    expect(s.resolutionTimeHours).toBe(24);
    expect(s.summary).toBe(
      "Service standards: put right within 24 hours, no reduction in the charges if missed.",
    );
    expect(s.recommendation).toMatch(/reduction in the charges/);
    expect(s.recommendation).not.toMatch(/service credits/);
  });

  it("reads the cap under a heading that joins responsibility and insurance", () => {
    const cap = analyseContract(CLEANING).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.checkClause ?? null).toBeNull();
    expect(cap?.excerpt).toMatch(/^4\.2 The Contractor's total liability/);
    expect(cap?.whyItMatters).toContain("£100,000");
  });

  it("counts work promised to the specification, put right free of charge, as the standard of work", () => {
    const mine = analyseContract(CLEANING).advancedClauses.filter((c) => c.category === "warranty");
    expect(mine.map((c) => c.subcategory)).toEqual(["to_specification"]);
    expect(mine[0].risk_level).toBe("low");
    expect(mine[0].whyItMatters).toBe(
      "The supplier promises to do the work to the written specification and to put right, at no extra charge, work that falls short.",
    );
    const theirs = analyseContract(CLEANING, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "warranty",
    );
    expect(theirs?.askFor).toBe("Keep it, and check you can meet the specification every time.");
  });

  it("does not ask a cleaner for processing terms when it only has to obey data protection law", () => {
    const text = `${CLEANING}\n5. Data\n5.1 The Contractor will comply with data protection law and will tell the Client without delay if any patient information is seen or lost.\n`;
    const dp = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(dp?.subcategory).toBe("general_compliance");
    expect(dp?.risk_level).toBe("low");
    expect(dp?.proposal ?? null).toBeNull();
    // the same duty where the supplier stores the client's personal data still asks for Article 28 terms
    const hosted = `${text}5.2 The Contractor will store the Client's personal data on its booking system.\n`;
    const asked = analyseContract(hosted).advancedClauses.find((c) => c.category === "data_protection");
    expect(asked?.risk_level).toBe("medium");
    expect(asked?.askFor).toMatch(/data processing agreement/);
  });

  it("reads a duty not to read, copy or remove the client's records as confidentiality, low from both sides", () => {
    const text = `${CLEANING}\n6. Records\n6.1 The Contractor's staff will not read, copy or remove any patient records or documents at the premises.\n`;
    const mine = analyseContract(text).advancedClauses.filter((c) => c.category === "confidentiality");
    expect(mine.map((c) => [c.subcategory, c.risk_level])).toEqual([["records_duty_theirs", "low"]]);
    const theirs = analyseContract(text, { side: "supplier" }).advancedClauses.filter(
      (c) => c.category === "confidentiality",
    );
    expect(theirs.map((c) => [c.subcategory, c.risk_level])).toEqual([["records_duty_yours", "low"]]);
    expect(theirs[0].askFor).toBe("Keep it, and brief your staff on it.");
  });

  it("says each side must obey data protection law when the duty binds both", () => {
    const text = `${CLEANING}\n5. Data\n5.1 Each party shall comply with data protection law.\n`;
    const dp = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(dp?.whyItMatters).toMatch(
      /^Each side must comply with data protection law\. Nothing in the contract says the supplier processes/,
    );
  });

  it("joins the changes it proposes for a one-sided no-hire clause with 'and'", () => {
    const text = `${CLEANING}\n7. Staff\n7.1 During this contract and for six months after it ends, the Client will not employ any cleaner who has worked at the premises for the Contractor.\n`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "non_solicitation");
    expect(f?.proposal).toBe(
      "Clause 7.1 restricts only the Client from hiring the other's staff; we propose that the restriction applies to both parties and that it does not cover people who respond to a general job advertisement.",
    );
  });

  it("asks to cancel undelivered orders only where the contract is about orders", () => {
    const terms = `TERMS OF BUSINESS\n\nThese terms are between Fenwick Talent Limited ("the Agency") and Larch Engineering Ltd ("the Client").\n\n1. Fees\n1.1 The Client shall pay the Agency a fee of 20% of the Candidate's first year's salary within 14 days of the invoice date.\n`;
    const c = analyseContract(terms).cancellationTerms;
    expect(c.recommendation).toBe(
      "The contract has no end date and gives you no right to end it without a reason. Ask for the right to end it on 30 days' written notice.",
    );
    const goods = `${terms}2. Orders\n2.1 The Client may place orders for goods, which the Agency will deliver within 5 days.\n`;
    expect(analyseContract(goods).cancellationTerms.recommendation).toContain(
      "cancel any order not yet delivered",
    );
  });

  it("reads lunches provided 'in line with the Menu Standards in Schedule 1' as work to a written standard", () => {
    const text = `CATERING SERVICES AGREEMENT\n\nThis Agreement is dated 5 January 2027 between Thyme Catering Limited (the "Caterer") and Northgate Accountancy LLP (the "Client").\n\n1. The Caterer will provide staff lunches at the Client's office every working day in line with the Menu Standards in Schedule 1.\n2. The Client will pay £2,100 per month within 30 days of the invoice date.\n`;
    const w = analyseContract(text).advancedClauses.filter((c) => c.category === "warranty");
    expect(w.map((c) => c.subcategory)).toEqual(["to_specification"]);
    // the supplier is told to offer standards with money off, not service credits
    expect(analyseContract(text, { side: "supplier" }).serviceGuarantees.recommendation).toBe(
      "No service standards bind you. If the customer asks for them, offer standards you can meet, with a reduction in the charges as the only remedy.",
    );
  });
});

describe("a daily deadline for a plain service", () => {
  const CATERING = `CATERING AGREEMENT

This Agreement is dated 2 March 2026 and is made between Thyme & Table Catering Ltd (the "Caterer") and Brookfield Instruments Ltd (the "Client").

1. Services
1.1 The Caterer shall provide hot lunches for the Client's staff every working day at the Client's premises.
1.2 Lunch shall be served by 12.30pm each working day. If lunch is not served by 12.30pm, the Client need not pay for that day's service.

2. Charges
2.1 The Client shall pay the Caterer £9 per meal, invoiced monthly, within 30 days of the invoice date.
`;

  it("reads 'served by 12.30pm each working day', with no charge for a late day, as a standard with money off", () => {
    const s = analyseContract(CATERING).serviceGuarantees;
    expect(s.found).toBe(true);
    expect(s.serviceCredits).toBe(true);
    expect(s.summary).toBe(
      'Service standards: delivery target "served by 12.30pm each working day", a reduction in the charges if missed.',
    );
    expect(s.recommendation).toBe(
      "The service standards come with a reduction in the charges when they are missed. Keep them.",
    );
    expect(analyseContract(CATERING, { side: "supplier" }).serviceGuarantees.recommendation).not.toMatch(
      /service credits/,
    );
  });

  it("treats daily lunches as an ongoing service even with no standard stated", () => {
    const plain = CATERING.replace(/1\.2 Lunch[^\n]*\n/, "");
    expect(analyseContract(plain).serviceGuarantees.summary).toBe(
      "No service standards found: the contract does not say how well or how quickly the service must be done.",
    );
  });
});

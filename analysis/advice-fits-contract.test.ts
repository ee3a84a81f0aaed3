import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";
import { contract } from "./test-helpers";

const finding = (text: string, sub: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(text, { side }).advancedClauses.find((c) => c.subcategory === sub);

describe("advice that fits what the contract already says", () => {
  it("reads a share of the remaining charges as a charge, and does not ask to exempt a breach exit from a fee tied to a notice right", () => {
    const text = contract(
      "1.1 The initial period is 24 months.\n\n1.2 The Customer may end this Agreement early on 60 days' notice if it pays an early termination fee equal to 40% of the monthly charges for the rest of the initial period.",
    );
    const fee = finding(text, "early_termination_charge");
    expect(fee?.whyItMatters).not.toMatch(/charges for the rest of the term/);
    expect(fee?.askFor).not.toMatch(/breach/);
  });

  it("does not ask to leave free over a price increase the contract does not allow, nor call a fixed fee a commitment for the whole term", () => {
    const text = contract(
      "1.1 The initial period is 24 months.\n\n1.2 The Customer may end this Agreement early on 90 days' notice, subject to payment of an early termination fee equal to three months of charges.",
    );
    const fee = finding(text, "early_termination_charge");
    expect(fee?.askFor).not.toMatch(/price increase/);
    expect(fee?.whyItMatters).not.toMatch(/committed for the whole term/);
  });

  it("does not mention service credits to a supplier whose contract has none", () => {
    const text = contract(
      "1.1 The Supplier will respond to any breakdown of the Equipment within 24 hours of being told of it.",
    );
    const r = analyseContract(text, { side: "supplier" }).serviceGuarantees;
    expect(r.serviceCredits).toBe(false);
    expect(r.recommendation).not.toMatch(/service credits/);
  });

  it("does not tell a customer that uptime alone meets a requirement that includes a response time", () => {
    const text = contract(
      "1.1 The Supplier will make the Platform available 99.9% of the time in each month. If it does not, the Customer will receive service credits.",
    );
    const r = analyseContract(text).serviceGuarantees;
    expect(r.recommendation).toMatch(/No response time is set/);
  });

  it("reads late interest on 'overdue sums'", () => {
    const text = contract(
      "1.1 The Customer shall pay each invoice within 30 days. Overdue sums bear interest at 5% per year above base rate.",
    );
    expect(analyseContract(text).paymentTerms.lateInterest).toBe("5% per year above base rate");
  });

  it("reads 'will process Customer Data only to provide the Service' as a data term short of Article 28", () => {
    const text = contract("1.1 The Supplier will process Customer Data only to provide the Service.");
    const dp = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(dp?.subcategory).toBe("general_compliance");
    expect(dp?.whyItMatters).not.toMatch(/only says the parties will comply/);
  });

  it("tells a customer of a rolling contract it is committed for the first period, not the full term", () => {
    const text = contract(
      "1.1 The Agreement has a minimum term of 6 months. After the minimum term it continues on a rolling monthly basis until terminated in accordance with clause 5.\n\n5. Either party may terminate this Agreement if the other commits a material breach.",
    );
    const c = analyseContract(text).cancellationTerms;
    expect(c.recommendation).toMatch(/committed for the first period/);
    expect(c.recommendation).not.toMatch(/full term/);
  });
});

describe("the fee and the days to pay for other work", () => {
  it("reads a monthly direct debit as the fee's schedule, and the invoice days as those for extra work", () => {
    const text = contract(
      "1.1 The Customer will pay the monthly charge of £800 by direct debit on the first working day of each month.\n\n1.2 Additional work outside the Services is charged at £70 per hour; invoices for it are payable within 7 days.",
    );
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect(p.timing?.collectedBy).toBe("direct debit");
    expect(p.summary).toMatch(/invoices for other work are due within 7 days/);
  });
});

describe("service levels for support requests", () => {
  it("reads the fix time promised for support requests", () => {
    const text = contract(
      "1.1 The Supplier will respond to urgent support requests within 2 hours during business hours and fix them within 1 working day.",
    );
    const s = analyseContract(text).serviceGuarantees;
    expect(s.responseTimeHours).toBe(2);
    expect(s.resolutionTimeHours).toBe(24);
  });
});

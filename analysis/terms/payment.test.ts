import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { UK_SAAS, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact } from "../test-helpers";

describe("payment terms", () => {
  it("reads days to pay in words and digits, amount, frequency and late interest (UK)", () => {
    const p = analyseContract(UK_SAAS).paymentTerms;
    expectExact(UK_SAAS, p);
    expect(p.excerpt).toContain("within thirty (30) days");
    expect(p.paymentDays).toBe(30);
    expect(p.amount).toBe(12000);
    expect(p.currency).toBe("GBP");
    expect(p.frequency).toBe("quarterly");
    expect(p.lateInterest).toBe("4% per annum above the Bank of England's base rate");
    // 30 days is at or below the red threshold for a customer
    expect(p.favorabilityScore).toBe("red");
  });

  it("reads Net 45, a monthly fee in dollars and interest per month (US)", () => {
    const p = analyseContract(US_SERVICES).paymentTerms;
    expectExact(US_SERVICES, p);
    expect(p.paymentDays).toBe(45);
    expect(p.amount).toBe(8500);
    expect(p.currency).toBe("USD");
    expect(p.frequency).toBe("monthly");
    expect(p.lateInterest).toBe("1.5% per month");
    expect(p.favorabilityScore).toBe("amber");
  });

  it("reads late interest from a sentence that never says 'pay', and does not ask the supplier for it again", () => {
    const text = contract(
      "4.1 The Customer shall pay each invoice within sixty (60) days of receipt. 4.2 Late amounts bear interest at two percent (2%) per month.",
    );
    const p = analyseContract(text, { side: "supplier" }).paymentTerms;
    expect(p.lateInterest).toBe("2% per month");
    expect(p.recommendation).not.toContain("interest");
  });

  it("does not take the days to put a failed payment right for days to pay", () => {
    const text = contract(
      "2.1 The Customer shall pay the subscription fee monthly in advance by card. 2.2 If any payment fails and is not made within 7 days after the Supplier tells the Customer, the Supplier may suspend the Customer's access.",
    );
    const p = analyseContract(text).paymentTerms;
    expect(p.paymentDays).toBeNull();
    expect(p.timing).toMatchObject({ when: "advance", collectedBy: "card" });
  });

  it("does not take interest on a loan for late payment interest", () => {
    const text = contract(
      "4.1 The Customer shall pay each invoice within sixty (60) days of receipt. 4.2 The Supplier's bank loan carries interest at 6% per annum.",
    );
    expect(analyseContract(text).paymentTerms.lateInterest).toBeNull();
  });

  it("rates payment days against the thresholds from the customer's side", () => {
    const t = contract(
      "1.1 The Customer shall pay all invoices within ninety (90) days of the invoice date.",
    );
    expect(analyseContract(t).paymentTerms.paymentDays).toBe(90);
    expect(analyseContract(t).paymentTerms.favorabilityScore).toBe("green");
    const strict = { ...DEFAULT_RISK_THRESHOLDS, paymentTermsGreen: 120, paymentTermsRed: 60 };
    expect(analyseContract(t, { thresholds: strict }).paymentTerms.favorabilityScore).toBe("amber");
  });

  it("re-rates long payment days as bad for a supplier", () => {
    const t = contract(
      "1.1 The Customer shall pay all invoices within ninety (90) days of the invoice date.",
    );
    expect(analyseContract(t, { side: "supplier" }).paymentTerms.favorabilityScore).toBe("red");
    const short = contract("1.1 Invoices are payable within 14 days of receipt.");
    expect(analyseContract(short, { side: "supplier" }).paymentTerms.favorabilityScore).toBe("green");
    expect(analyseContract(short).paymentTerms.favorabilityScore).toBe("red");
  });

  it("reads sixty days written in words only", () => {
    const t = contract("1.1 Payment shall be due sixty days after receipt of a valid invoice.");
    expect(analyseContract(t).paymentTerms.paymentDays).toBe(60);
  });

  it("reports a missing payment clause", () => {
    const t = contract("1.1 The parties shall co-operate in good faith.");
    const p = analyseContract(t).paymentTerms;
    expect(p.found).toBe(false);
    expect(p.start).toBe(-1);
    expect(p.end).toBe(-1);
    expect(p.excerpt).toBe("");
    expect(p.paymentDays).toBeNull();
  });

  it("reads an annual fee in pounds written in words", () => {
    const t = contract(
      "1.1 The Customer shall pay an annual licence fee of 25,000 pounds, payable annually in advance.",
    );
    const p = analyseContract(t).paymentTerms;
    expect(p.amount).toBe(25000);
    expect(p.currency).toBe("GBP");
    expect(p.frequency).toBe("annually");
  });
});

describe("invoicing frequency", () => {
  it("reports how often invoices go out, not the period the fee is quoted for", async () => {
    const { analyseContract } = await import("../index");
    const text =
      "1. Fees\n\n1.1 The Customer shall pay the annual subscription fee of £24,000 plus VAT. The Supplier shall invoice the Customer monthly in advance and the Customer shall pay each invoice within fifteen (15) days of the date of the invoice.";
    const result = analyseContract(text);
    expect(result.paymentTerms.frequency).toBe("monthly");
    expect(result.paymentTerms.amount).toBe(24000);
    expect(result.paymentTerms.paymentDays).toBe(15);
  });
});

describe("the period an amount is quoted for", () => {
  it("keeps an annual fee annual when it is paid monthly", async () => {
    const { analyseContract } = await import("../index");
    const a = analyseContract(
      "1. Fees\n\n1.1 The annual fee is £8,400 payable monthly in advance. The Customer shall pay each invoice within 30 days.",
    );
    expect(a.paymentTerms.amount).toBe(8400);
    expect(a.paymentTerms.amountPeriod).toBe("annually");
    expect(a.keyData.value).toBe(8400);
    const b = analyseContract(
      "1. Fees\n\n1.1 The Customer shall pay the annual subscription fee of £24,000 plus VAT. The Supplier shall invoice the Customer monthly in advance.",
    );
    expect(b.keyData.value).toBe(24000);
    const c = analyseContract(
      "1. Fees\n\n1.1 The Customer shall pay a monthly fee of £700. Invoices are payable within 30 days.",
    );
    expect(c.keyData.value).toBe(8400);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS, type RiskThresholds } from "../../common/risk-settings";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side, TermBlock } from "../types";
import { secondPersonAdvice } from "./voice";

const T = DEFAULT_RISK_THRESHOLDS;

/** The number of days the on-screen advice asks for, if it asks for one. */
function askedDays(block: TermBlock): number | null {
  const m = /Ask for (?:payment within |the same right for yourself on )?(\d+) days/.exec(
    block.recommendation,
  );
  return m ? Number(m[1]) : null;
}

function expectKept(block: TermBlock) {
  expect(block.recommendation).toMatch(/Keep (?:it|this right)|Put the last day/);
  expect(block.recommendation).not.toMatch(/\bAsk for\b/);
  expect(block.proposal).toBeNull();
}

function expectOutgoingVoice(block: TermBlock) {
  expect(block.proposal).toMatch(/; we propose /);
  expect(secondPersonAdvice(block.proposal ?? "")).toEqual([]);
}

const payClause = (days: number) =>
  contract(`1.1 The Customer shall pay each invoice within ${days} days of receipt of the invoice.`);

describe("payment advice at every rating boundary", () => {
  // default thresholds: customer green above 60, red at or below 30; supplier mirrored
  const cases: Array<[Side, number, "green" | "amber" | "red"]> = [
    ["customer", 14, "red"],
    ["customer", 30, "red"],
    ["customer", 31, "amber"],
    ["customer", 60, "amber"],
    ["customer", 61, "green"],
    ["customer", 90, "green"],
    ["supplier", 14, "green"],
    ["supplier", 30, "green"],
    ["supplier", 31, "amber"],
    ["supplier", 60, "amber"],
    ["supplier", 61, "red"],
    ["supplier", 90, "red"],
  ];
  for (const [side, days, rating] of cases) {
    it(`${side}, ${days} days: ${rating}, and never asks for what the contract gives`, () => {
      const p = analyseContract(payClause(days), { side }).paymentTerms;
      expect(p.paymentDays).toBe(days);
      expect(p.favorabilityScore).toBe(rating);
      if (rating === "green") return expectKept(p);
      const asked = askedDays(p);
      expect(asked).not.toBeNull();
      // a customer wants longer to pay, a supplier wants paying sooner
      if (side === "customer") expect(asked).toBeGreaterThan(days);
      else expect(asked).toBeLessThan(days);
      expectOutgoingVoice(p);
      expect(p.proposal).toMatch(
        side === "customer"
          ? new RegExp(`^Clause 1\\.1 requires payment within ${days} days; we propose ${asked} days`)
          : new RegExp(
              `^Clause 1\\.1 allows the Customer ${days} days to pay; we propose payment within ${asked} days`,
            ),
      );
    });
  }

  it("asks for the first usual period above the customer's green value, and the red value for a supplier", () => {
    const strict: RiskThresholds = { ...T, paymentTermsGreen: 45, paymentTermsRed: 14 };
    const c = analyseContract(payClause(45), { thresholds: strict }).paymentTerms;
    expect(c.favorabilityScore).toBe("amber");
    expect(askedDays(c)).toBe(60);
    const s = analyseContract(payClause(45), { thresholds: strict, side: "supplier" }).paymentTerms;
    expect(askedDays(s)).toBe(14);
    // a red customer rating names the least to accept: the first usual period above red
    const red = analyseContract(payClause(14), { thresholds: strict }).paymentTerms;
    expect(red.recommendation).toContain(
      "Ask for 60 days from receipt of a valid invoice and do not accept fewer than 21",
    );
  });

  it("the 60-day contract is not told to ask for 60 days, nor the 30-day one for 30", () => {
    for (const days of [30, 60]) {
      const p = analyseContract(payClause(days)).paymentTerms;
      expect(p.recommendation).not.toContain(`Ask for ${days} days`);
      expect(p.recommendation).not.toContain(`at least ${days} days`);
    }
  });

  it("a supplier is asked to add late-payment interest only when the contract has none", () => {
    const without = analyseContract(payClause(45), { side: "supplier" }).paymentTerms;
    expect(without.recommendation).toContain("with interest on late payment");
    const withInterest = analyseContract(
      contract(
        "1.1 The Customer shall pay each invoice within 45 days of receipt. Interest on late payment shall accrue at 4% per annum above the Bank of England base rate.",
      ),
      { side: "supplier" },
    ).paymentTerms;
    expect(withInterest.lateInterest).not.toBeNull();
    expect(withInterest.recommendation).not.toContain("interest");
  });
});

const renewalClause = (days: number) =>
  contract(
    `1.1 This Agreement shall renew automatically for successive periods of twelve months unless either party gives the other at least ${days} days' written notice of non-renewal before the end of the then-current term.`,
  );

describe("renewal notice advice at every rating boundary, on both sides", () => {
  // notice: green at or below 30, red at or above 90
  const cases: Array<[number, "green" | "amber" | "red"]> = [
    [14, "green"],
    [30, "green"],
    [31, "amber"],
    [89, "amber"],
    [90, "red"],
    [180, "red"],
  ];
  for (const [days, rating] of cases) {
    it(`customer, ${days} days' notice: ${rating}`, () => {
      const r = analyseContract(renewalClause(days), { side: "customer" }).renewalTerms;
      expect(r.noticePeriod).toBe(days);
      expect(r.favorabilityScore).toBe(rating);
      if (rating === "green") return expectKept(r);
      expect(askedDays(r)).toBe(30);
      expect(r.proposal).toBe(`Clause 1.1 requires ${days} days' notice of non-renewal; we propose 30 days.`);
      expectOutgoingVoice(r);
    });
    // the notice stops the customer leaving: however long, it keeps the supplier's customer
    it(`supplier, ${days} days' notice: green, nothing asked`, () => {
      const r = analyseContract(renewalClause(days), { side: "supplier" }).renewalTerms;
      expect(r.noticePeriod).toBe(days);
      expect(r.favorabilityScore).toBe("green");
      expectKept(r);
      expect(r.recommendation).toMatch(/keep the customer/);
    });
  }

  it("follows the user's own green notice value", () => {
    const r = analyseContract(renewalClause(60), {
      thresholds: { ...T, noticePeriodsGreen: 45 },
    }).renewalTerms;
    expect(askedDays(r)).toBe(45);
    expect(
      analyseContract(renewalClause(45), { thresholds: { ...T, noticePeriodsGreen: 45 } }).renewalTerms
        .proposal,
    ).toBeNull();
  });
});

describe("termination for convenience advice", () => {
  const either = (days: number) =>
    contract(
      `1.1 Either party may terminate this Agreement for convenience on ${days} days' written notice to the other.`,
    );
  const supplierOnly = (days: number) =>
    contract(
      `1.1 The Supplier may terminate this Agreement for convenience on ${days} days' written notice to the Customer.`,
    );

  for (const [days, rating] of [
    [30, "green"],
    [31, "amber"],
    [90, "red"],
  ] as const) {
    it(`a right the user shares, on ${days} days' notice, is ${rating} for a customer; the ask is the green value and never the same notice`, () => {
      for (const side of ["customer"] as const) {
        const c = analyseContract(either(days), { side }).cancellationTerms;
        expect(c.favorabilityScore).toBe(rating);
        if (rating === "green") expectKept(c);
        else {
          expect(askedDays(c)).toBe(30);
          expect(c.proposal).toBe(
            `Clause 1.1 requires ${days} days' notice to terminate for convenience; we propose 30 days for the Customer, with the Supplier's notice unchanged.`,
          );
          expect(c.recommendation).toContain("the supplier's own notice can stay as it is");
        }
      }
    });
  }

  for (const [days, rating] of [
    [89, "amber"],
    [90, "green"],
  ] as const) {
    it(`a right a supplier shares, on ${days} days' notice, is ${rating}: what matters is how soon the customer can leave`, () => {
      const c = analyseContract(either(days), { side: "supplier" }).cancellationTerms;
      expect(c.favorabilityScore).toBe(rating);
      if (rating === "green") expectKept(c);
      else {
        expect(c.recommendation).toContain("Ask for at least 90 days' notice from the customer");
        expect(c.proposal).toBe(
          `Clause 1.1 allows the Customer to terminate for convenience on ${days} days' notice; we propose that the Customer gives at least 90 days' written notice.`,
        );
      }
    });
  }

  it("asks the supplier for longer notice only when it gives less than the red value", () => {
    const short = analyseContract(supplierOnly(30)).cancellationTerms;
    expect(short.recommendation).toContain("at least 90 days' notice from the supplier");
    expect(short.proposal).toBe(
      "Clause 1.1 allows only the Supplier to terminate for convenience; we propose that the Customer may also terminate on 30 days' written notice, and that the Supplier gives at least 90 days' notice.",
    );
    const long = analyseContract(supplierOnly(120)).cancellationTerms;
    expect(long.recommendation).not.toContain("90 days' notice from the supplier");
    expect(long.proposal).not.toContain("at least 90");
    expectOutgoingVoice(long);
  });

  it("a supplier facing a customer's right on long notice is not asked to ask for it again", () => {
    const customerOnly = (days: number) =>
      contract(
        `1.1 The Customer may terminate this Agreement for convenience on ${days} days' written notice.`,
      );
    const short = analyseContract(customerOnly(30), { side: "supplier" }).cancellationTerms;
    expect(short.recommendation).toContain("Ask for at least 90 days' notice");
    const long = analyseContract(customerOnly(90), { side: "supplier" }).cancellationTerms;
    expect(long.recommendation).not.toContain("Ask for at least 90");
    expect(long.proposal).toBeNull();
  });

  it("a customer with no way out asks for one on its green notice value", () => {
    const c = analyseContract(
      contract(
        "1.1 The Supplier shall provide the Services for an initial term of 24 months from the Start Date.",
      ),
      { thresholds: { ...T, noticePeriodsGreen: 60 } },
    ).cancellationTerms;
    expect(c.recommendation).toContain("on 60 days' written notice");
    expect(c.proposal).toBe(
      "The contract gives the Customer no right to end it early without cause; we propose that the Customer may terminate it for convenience on 60 days' written notice.",
    );
  });

  it("a term stated by its length, or a renewing term, is a term", () => {
    for (const clause of [
      "1.1 This Agreement lasts for one year from the date of the first order.",
      "1.1 This Agreement renews automatically for a further year unless either party gives 30 days' notice.",
    ]) {
      const c = analyseContract(contract(clause)).cancellationTerms;
      expect(c.noTerm ?? false).toBe(false);
      expect(c.recommendation).toContain("full term");
    }
  });

  it("a customer under terms with no end date is not told it is locked in for a full term", () => {
    const c = analyseContract(contract("1.1 The Supplier shall supply the Goods set out in each order."), {
      thresholds: { ...T, noticePeriodsGreen: 60 },
    }).cancellationTerms;
    expect(c.noTerm).toBe(true);
    expect(c.summary).toContain("no end date");
    expect(c.recommendation).not.toContain("full term");
    expect(c.proposal).toBe(
      "The contract states no term and gives the Customer no right to end it without cause; we propose that the Customer may terminate it, and cancel any order not yet delivered, on 60 days' written notice.",
    );
  });
});

describe("service level rating and advice agree at every boundary, on both sides", () => {
  // standard tier: 99% uptime and an 8-hour response; a customer's amber band is 98.5% to 99%
  const sla = (uptime: number, hours: number) =>
    contract(
      `6.1 The Supplier shall make the hosted booking service available at least ${uptime}% of the time in each month and shall respond to urgent faults within ${hours} hours, and shall give service credits if either target is missed.`,
    );
  const cases: Array<[number, number, Side, "green" | "amber" | "red"]> = [
    [98.4, 8, "customer", "red"],
    [98.5, 8, "customer", "amber"],
    [98.9, 8, "customer", "amber"],
    [99, 8, "customer", "green"],
    [99, 9, "customer", "amber"],
    [99.9, 4, "customer", "green"],
    [98.4, 8, "supplier", "green"],
    [99, 8, "supplier", "green"],
    [99.1, 8, "supplier", "amber"],
    [99, 7, "supplier", "amber"],
  ];
  for (const [uptime, hours, side, rating] of cases) {
    it(`${side}, ${uptime}% and ${hours} hours: ${rating}, with advice to match`, () => {
      const s = analyseContract(sla(uptime, hours), { side }).serviceGuarantees;
      expect(s.uptimePercent).toBe(uptime);
      expect(s.responseTimeHours).toBe(hours);
      expect(s.favorabilityScore).toBe(rating);
      if (rating === "green") {
        expect(s.recommendation).not.toMatch(/\bAsk\b/);
        expect(s.proposal).toBeNull();
      } else {
        expect(s.recommendation).toMatch(/\bAsk\b/);
        expectOutgoingVoice(s);
      }
    });
  }

  it("no service levels on a service contract: amber for the customer with an ask, green for the supplier with none", () => {
    const text = contract(
      "2.1 The Supplier shall provide the hosted booking services to the Customer from the Start Date.",
    );
    const customer = analyseContract(text).serviceGuarantees;
    expect(customer.found).toBe(false);
    expect(customer.favorabilityScore).toBe("amber");
    expect(customer.recommendation).toMatch(/^Ask for a service level agreement/);
    expect(customer.proposal).toMatch(/we propose/);
    const supplier = analyseContract(text, { side: "supplier" }).serviceGuarantees;
    expect(supplier.favorabilityScore).toBe("green");
    expect(supplier.recommendation).toMatch(/^No service levels bind you/);
    expect(supplier.proposal).toBeNull();
  });
});

describe("a convenience right both sides share, for a customer", () => {
  it("keeps the customer's right and says the supplier can walk away as quickly, without sending anything", () => {
    const c = analyseContract(
      `SERVICES AGREEMENT\n\nThis Agreement is made between Harrowgate Web Ltd (the "Supplier") and Teasdale Joinery Limited (the "Customer").\n\n9. Termination\n\n9.2 Either party may terminate this Agreement for convenience at any time by giving the other not less than 30 days' written notice.`,
    ).cancellationTerms;
    expect(c.favorabilityScore).toBe("green");
    expect(c.recommendation).toContain("The supplier can also walk away on 30 days' notice");
    expect(c.recommendation).toContain("propose at least 90 days' notice from the supplier");
    expect(c.proposal).toBeNull();
  });
});

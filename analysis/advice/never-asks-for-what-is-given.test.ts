import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side } from "../types";

/**
 * Property-style checks over many values: the advice never asks for what the contract already gives.
 * Each ask is read back from the advice text and compared with the value the engine read.
 */

const SIDES: Side[] = ["customer", "supplier"];
const DAYS = [
  1, 5, 7, 10, 14, 15, 20, 21, 28, 29, 30, 31, 35, 40, 44, 45, 46, 59, 60, 61, 75, 89, 90, 91, 120, 180, 365,
];

/** How many asks a loop compared, so a loop that never meets an ask fails instead of passing. */
let compared = 0;

/** Every "N days" (or "N months", in days) in the part of the advice from "Ask for" / "ask for" on. */
function askedDays(advice: string): number[] {
  const at = advice.search(/\bask for\b/i);
  if (at < 0) return [];
  const found = [...advice.slice(at).matchAll(/(\d+) (days?|months?)/g)].map((m) =>
    m[2].startsWith("month") ? Number(m[1]) * 30 : Number(m[1]),
  );
  compared += found.length;
  return found;
}

describe("advice never asks for what the contract already gives", () => {
  beforeEach(() => {
    compared = 0;
  });
  afterEach(() => {
    expect(compared, "the loop met no ask to compare").toBeGreaterThan(0);
  });

  it("payment: a customer is only asked to seek longer, a supplier only sooner", () => {
    for (const side of SIDES)
      for (const days of DAYS) {
        const text = contract(
          `4.2 The Customer shall pay each correct invoice within ${days} days of its date.`,
        );
        const p = analyseContract(text, { side }).paymentTerms;
        expect(p.paymentDays).toBe(days);
        for (const asked of askedDays(p.recommendation)) {
          if (side === "customer")
            expect(asked, `${side} ${days}: ${p.recommendation}`).toBeGreaterThan(days);
          else expect(asked, `${side} ${days}: ${p.recommendation}`).toBeLessThan(days);
        }
        if (p.favorabilityScore === "green") expect(p.proposal).toBeNull();
      }
  });

  it("renewal: the notice asked for is always shorter than the notice required", () => {
    for (const side of SIDES)
      for (const days of DAYS) {
        const text = contract(
          `3.1 This Agreement renews automatically for successive periods of twelve months unless either party gives at least ${days} days' written notice of non-renewal before the end of the current period.`,
        );
        const r = analyseContract(text, { side }).renewalTerms;
        expect(r.noticePeriod).toBe(days);
        for (const asked of askedDays(r.recommendation))
          expect(asked, `${side} ${days}: ${r.recommendation}`).toBeLessThan(days);
        if (r.favorabilityScore === "green") expect(r.proposal).toBeNull();
      }
  });

  it("termination for convenience, shared: a customer is never asked for the same notice or longer, a supplier never for the same or shorter", () => {
    for (const side of SIDES)
      for (const days of DAYS) {
        const text = contract(
          `11.3 Either party may end this Agreement without cause by giving the other not less than ${days} days' notice in writing.`,
        );
        const c = analyseContract(text, { side }).cancellationTerms;
        for (const asked of askedDays(c.recommendation))
          if (side === "customer") expect(asked, `${side} ${days}: ${c.recommendation}`).toBeLessThan(days);
          else expect(asked, `${side} ${days}: ${c.recommendation}`).toBeGreaterThan(days);
        if (c.favorabilityScore === "green") expect(c.proposal).toBeNull();
      }
  });

  it("termination for convenience held by the other side: more notice is asked for only when it is shorter", () => {
    for (const days of DAYS) {
      const customerOnly = contract(
        `11.3 The Customer may end this Agreement without cause by giving the Supplier ${days} days' notice in writing.`,
      );
      const c = analyseContract(customerOnly, { side: "supplier" }).cancellationTerms;
      const atLeast = /Ask for at least (\d+) days/.exec(c.recommendation);
      if (atLeast) {
        compared++;
        expect(Number(atLeast[1]), c.recommendation).toBeGreaterThan(days);
      }
    }
  });

  it("warranty: 'at least N days' only for a shorter warranty", () => {
    for (const days of [14, 30, 60, 89, 90, 91, 120, 180, 365]) {
      const text = contract(
        `8.1 The Supplier warrants that the goods will be free from defects in materials and workmanship for ${days} days from delivery.`,
      );
      const w = analyseContract(text).advancedClauses.find((f) => f.subcategory === "warranty_period");
      expect(w, `${days}`).toBeDefined();
      for (const asked of askedDays(w!.askFor)) expect(asked, `${days}: ${w!.askFor}`).toBeGreaterThan(days);
    }
  });

  it("liability cap: 'at least N months' charges' only for a lower cap", () => {
    for (const months of [1, 3, 6, 11, 12, 13, 18, 24, 36]) {
      const text = contract(
        `10.1 Each party's total liability under this Agreement shall not exceed the charges paid in the ${months} months before the claim.`,
      );
      const cap = analyseContract(text).advancedClauses.find((f) => f.category === "liability_cap");
      expect(cap, `${months}`).toBeDefined();
      const asked = /at least (\d+) months/.exec(cap!.askFor);
      if (asked) {
        compared++;
        expect(Number(asked[1]), `${months}: ${cap!.askFor}`).toBeGreaterThan(months);
      }
    }
  });

  it("service levels: uptime and response are asked for only where they fall short", () => {
    for (const uptime of [95, 98, 98.5, 99, 99.5, 99.9])
      for (const hours of [1, 4, 8, 12, 24, 48]) {
        const text = contract(
          `6.1 The Supplier shall keep the hosted service available ${uptime}% of the time in each month and respond to urgent faults within ${hours} hours.`,
        );
        const s = analyseContract(text).serviceGuarantees;
        expect(s.uptimePercent).toBe(uptime);
        const up = /at least ([\d.]+)% uptime/.exec(s.recommendation);
        if (up) {
          compared++;
          expect(Number(up[1]), s.recommendation).toBeGreaterThan(uptime);
        }
        const response = /a response within (\d+) hours?/.exec(s.recommendation);
        if (response) {
          compared++;
          expect(Number(response[1]), s.recommendation).toBeLessThan(hours);
        }
      }
  });
});

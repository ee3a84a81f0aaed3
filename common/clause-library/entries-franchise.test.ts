import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative, findingTermType } from "./index";
import type { AlternativeContext } from "./types";

const ctx = (original: string): AlternativeContext => ({
  side: "customer",
  us: "the Franchisee",
  them: "the Franchisor",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  original,
});

describe("drafts for a franchisee's findings", () => {
  it("narrows a covenant not to carry on a business: six months, half the distance, the same business", () => {
    const type = findingTermType({ category: "non_compete", subcategory: "business_binding_you" });
    expect(type).toBe("business_restraint");
    const { alternativeClause } = draftAlternative(
      type,
      ctx(
        "14.2 For two years after this Agreement ends the Franchisee shall not carry on any bakery business within ten miles of the Shop.",
      ),
    );
    expect(alternativeClause).toMatch(/^For six \(6\) months after the termination or expiry/);
    expect(alternativeClause).toContain(
      "within 5 miles of the premises from which the Franchisee carried on",
    );
    expect(alternativeClause).toContain(
      "a business the same as the business carried on under this Agreement",
    );
  });

  it("gives notice and fourteen days to pay before a late payment can end the contract", () => {
    const type = findingTermType({ category: "termination", subcategory: "payment_default" });
    expect(type).toBe("termination_for_late_payment");
    const { alternativeClause } = draftAlternative(
      type,
      ctx("14.3 The Franchisor may terminate this Agreement if any sum is unpaid 3 days after its due date."),
    );
    expect(alternativeClause).toMatch(
      /^The Franchisor may terminate this Agreement for late payment only if an undisputed sum due from the Franchisee remains unpaid fourteen \(14\) days after the Franchisor has given the Franchisee written notice/,
    );
  });
});

describe("a restriction's length in the drafted wording", () => {
  const draft = (original: string) =>
    draftAlternative("business_restraint", {
      side: "customer",
      us: "the Franchisee",
      them: "the Franchisor",
      thresholds: DEFAULT_RISK_THRESHOLDS,
      serviceLevel: "standard",
      values: {},
      concerns: "",
      original,
    }).alternativeClause;

  it("keeps a restriction during the contract as one, and never lengthens a short one", () => {
    expect(
      draft(
        "During the Term the Franchisee shall not carry on any competing business within 10 miles of the Shop.",
      ),
    ).toMatch(/^During this Agreement, the Franchisee shall not carry on/);
    expect(
      draft(
        "For three (3) months after termination the Franchisee shall not carry on any bakery business within 4 miles of the Shop.",
      ),
    ).toMatch(/^For three \(3\) months after the termination or expiry/);
  });
});

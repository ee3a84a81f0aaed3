import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { UK_SAAS, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact } from "../test-helpers";

const CAP =
  "2.1 Each party's total aggregate liability under this Agreement shall not exceed the charges paid in the twelve months before the claim.";

describe("indemnity", () => {
  it("reads a one-sided indemnity given by the supplier to the customer as good news", () => {
    const a = analyseContract(UK_SAAS);
    expectExact(UK_SAAS, a.indemnity);
    expect(a.indemnity.type).toBe("one-sided");
    expect(a.indemnity.indemnifyingParty).toBe("supplier");
    expect(a.indemnity.capped).toBe(true);
    expect(a.indemnity.favorabilityScore).toBe("green");
  });

  it("re-rates the same indemnity when the user is the supplier", () => {
    const a = analyseContract(UK_SAAS, { side: "supplier" });
    expect(a.indemnity.indemnifyingParty).toBe("supplier");
    expect(a.indemnity.favorabilityScore).toBe("amber");
    expect(a.indemnity.summary).toContain("given by you");
  });

  it("reads a mutual indemnity carved out of the cap as uncapped (US)", () => {
    const i = analyseContract(US_SERVICES).indemnity;
    expectExact(US_SERVICES, i);
    expect(i.type).toBe("mutual");
    expect(i.indemnifyingParty).toBe("both");
    expect(i.capped).toBe(false);
    expect(i.favorabilityScore).toBe("red");
    // the other side's unlimited indemnity protects the user: only the user's own is asked to be capped
    expect(i.recommendation).toContain("Ask for yours to fall under the overall liability cap");
    expect(i.recommendation).toContain("the supplier's unlimited indemnity protects you");
    expect(i.proposal).toContain(
      "we propose that the Client's indemnity is subject to the limitation of liability",
    );
    const theirs = analyseContract(US_SERVICES, { side: "supplier" }).indemnity;
    expect(theirs.proposal).toContain(
      "we propose that Provider's indemnity is subject to the limitation of liability",
    );
  });

  it("rates a mutual capped indemnity green", () => {
    const t = contract(
      `1.1 Each party shall indemnify the other party against all losses arising from its breach of this Agreement.\n\n${CAP}`,
    );
    const i = analyseContract(t).indemnity;
    expect(i.type).toBe("mutual");
    expect(i.capped).toBe(true);
    expect(i.favorabilityScore).toBe("green");
  });

  it("reads two separate indemnities, one from each side, as mutual", () => {
    const t = contract(
      `1.1 The Supplier shall indemnify the Customer against third party intellectual property claims.\n\n1.2 The Customer shall indemnify the Supplier against claims arising from the Customer Data.\n\n${CAP}`,
    );
    const i = analyseContract(t).indemnity;
    expect(i.type).toBe("mutual");
    expect(i.indemnifyingParty).toBe("both");
  });

  it("reads two indemnities side by side in one sentence as mutual", () => {
    const t = contract(
      `1.1 The Supplier shall indemnify the Customer against any claim that the Services infringe a third party's rights, and the Customer shall indemnify the Supplier against any claim arising from the Customer Data.\n\n${CAP}`,
    );
    const i = analyseContract(t).indemnity;
    expect(i.type).toBe("mutual");
    expect(i.indemnifyingParty).toBe("both");
  });

  it("keeps one indemnity with a second verb of the same party one-sided", () => {
    const t = contract(
      `1.1 The Supplier shall indemnify the Customer against any claim that the Services infringe a third party's rights, and shall defend any such claim at its own cost.\n\n${CAP}`,
    );
    const i = analyseContract(t).indemnity;
    expect(i.type).toBe("one-sided");
    expect(i.indemnifyingParty).toBe("supplier");
  });

  it("rates a one-sided capped indemnity given by the customer amber, and by preference green", () => {
    const t = contract(
      `1.1 The Customer shall indemnify and hold harmless the Supplier from any claim arising from the Customer's use of the Services.\n\n${CAP}`,
    );
    const i = analyseContract(t).indemnity;
    expect(i.type).toBe("one-sided");
    expect(i.indemnifyingParty).toBe("customer");
    expect(i.capped).toBe(true);
    expect(i.favorabilityScore).toBe("amber");
    const relaxed = { ...DEFAULT_RISK_THRESHOLDS, indemnityPreference: "one-sided-capped" as const };
    expect(analyseContract(t, { thresholds: relaxed }).indemnity.favorabilityScore).toBe("green");
    // from the supplier's side the same indemnity is given to the user
    expect(analyseContract(t, { side: "supplier" }).indemnity.favorabilityScore).toBe("green");
  });

  it("rates an unlimited indemnity given by the user red, amber when the user accepts unlimited", () => {
    const t = contract(
      "1.1 The Customer shall indemnify the Supplier against all losses, without limitation as to amount.",
    );
    const i = analyseContract(t).indemnity;
    expect(i.capped).toBe(false);
    expect(i.favorabilityScore).toBe("red");
    const tolerant = { ...DEFAULT_RISK_THRESHOLDS, indemnityPreference: "unlimited" as const };
    expect(analyseContract(t, { thresholds: tolerant }).indemnity.favorabilityScore).toBe("amber");
  });

  it("reports no indemnity", () => {
    const i = analyseContract(contract("1.1 The Supplier shall provide the Services.")).indemnity;
    expect(i.type).toBe("none");
    expect(i.indemnifyingParty).toBeNull();
    expect(i.capped).toBeNull();
    expect(i.found).toBe(false);
  });
});

describe("an indemnity the cap does not reach", () => {
  const text = `SERVICES AGREEMENT

This Agreement is made between Cloudline Systems Limited (the "Supplier") and Northwind Trading Ltd (the "Customer").

4. Indemnity

4.1 The Customer shall indemnify and hold harmless the Supplier against all losses arising out of the Customer's use of the Services, without limit.

5. Limitation of Liability

5.1 The Supplier's total liability under this Agreement shall not exceed the fees paid in the three (3) months preceding the claim.`;

  it("is unlimited when it says 'without limit' or when the cap covers only the other party", async () => {
    const { analyseContract } = await import("../index");
    const result = analyseContract(text);
    expect(result.indemnity).toMatchObject({
      type: "one-sided",
      indemnifyingParty: "customer",
      capped: false,
      favorabilityScore: "red",
    });
    const withoutWords = analyseContract(text.replace(", without limit.", "."));
    expect(withoutWords.indemnity.capped).toBe(false);
    const mutualCap = analyseContract(
      text
        .replace(", without limit.", ".")
        .replace("The Supplier's total liability", "Each party's total liability"),
    );
    expect(mutualCap.indemnity.capped).toBe(true);
  });

  it("reads a cap written in capitals on one side only as leaving the user's own indemnity uncapped", () => {
    const t = contract(
      "1.1 Each party shall indemnify and hold harmless the other party from any third party claim arising from its negligence.\n\n1.2 IN NO EVENT SHALL THE SUPPLIER'S AGGREGATE LIABILITY UNDER THIS AGREEMENT EXCEED THE FEES PAID IN THE TWELVE MONTHS BEFORE THE CLAIM.",
    );
    const a = analyseContract(t);
    expect(a.indemnity.type).toBe("mutual");
    expect(a.indemnity.capped).toBe(false);
    expect(a.indemnity.summary).toContain("yours is not capped");
    expect(a.advancedClauses.find((c) => c.category === "liability_cap")?.subcategory).toBe(
      "their_liability_capped",
    );
  });

  it("reads work that becomes the property of a party named at the end of the sentence", () => {
    const t = contract(
      "1.1 All work product created by the Supplier under this Agreement shall be the sole property of Customer.",
    );
    const ip = analyseContract(t).advancedClauses.find((c) => c.category === "ip_ownership" && !c.missing);
    expect(ip?.subcategory).toBe("created_ip_yours");
  });
});

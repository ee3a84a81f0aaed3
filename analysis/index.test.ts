import { describe, expect, it } from "vitest";
import { UK_SAAS, US_SERVICES } from "./fixtures";
import { analyseContract, CUAD_CATEGORIES } from "./index";

const TERM_KEYS = [
  "paymentTerms",
  "renewalTerms",
  "cancellationTerms",
  "indemnity",
  "jurisdiction",
  "serviceGuarantees",
] as const;

describe("analyseContract", () => {
  it("returns exact offsets for every term, clause, finding, party, date and CUAD span", () => {
    for (const text of [UK_SAAS, US_SERVICES]) {
      const a = analyseContract(text);
      for (const k of TERM_KEYS) {
        const b = a[k];
        if (b.found) expect(b.excerpt).toBe(text.slice(b.start, b.end));
        else expect([b.start, b.end, b.excerpt]).toEqual([-1, -1, ""]);
        expect(["green", "amber", "red"]).toContain(b.favorabilityScore);
        expect(b.summary.length).toBeGreaterThan(10);
        expect(b.recommendation.length).toBeGreaterThan(10);
      }
      for (const c of a.clauses) expect(c.end).toBeGreaterThan(c.start);
      for (const f of a.advancedClauses) {
        if (f.missing) expect([f.start, f.end, f.excerpt]).toEqual([-1, -1, ""]);
        else expect(f.excerpt).toBe(text.slice(f.start, f.end));
        expect(f.confidence).toBeGreaterThanOrEqual(0);
        expect(f.confidence).toBeLessThanOrEqual(100);
        expect(f.recommendations.length).toBeGreaterThan(0);
      }
      for (const p of a.parties.all) expect(text.slice(p.start, p.end)).toBe(p.name);
      for (const d of [a.agreementDate, a.effectiveDate])
        if (d) expect(d.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const spans of Object.values(a.cuadSpans))
        for (const s of spans ?? []) {
          expect(s.start).toBeGreaterThanOrEqual(0);
          expect(s.end).toBeLessThanOrEqual(text.length);
        }
      // JSON-serialisable without loss
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  it("predicts the CUAD categories on a contract that has them", () => {
    const a = analyseContract(UK_SAAS);
    for (const k of [
      "Parties",
      "Agreement Date",
      "Governing Law",
      "Renewal Term",
      "Notice Period To Terminate Renewal",
      "Termination For Convenience",
      "Anti-Assignment",
      "Cap On Liability",
      "Insurance",
    ] as const)
      expect(a.cuadSpans[k]?.length, k).toBeGreaterThan(0);
    expect(CUAD_CATEGORIES).toContain("Uncapped Liability");
    // the statutory carve-out is not reported as uncapped liability
    expect(a.cuadSpans["Uncapped Liability"]).toBeUndefined();
    expect(analyseContract(US_SERVICES).cuadSpans["Uncapped Liability"]?.length).toBe(1);
  });

  it("derives overall risk from the terms and lets advanced findings push it up only", () => {
    const a = analyseContract(UK_SAAS);
    expect(a.baseRisk).toBe("red");
    expect(a.overallRisk).toBe("red");
    expect(a.enhancedRisk.risk_adjustment).toBeGreaterThanOrEqual(0);
    const calm = analyseContract(
      'This Agreement is dated 1 May 2024 between Able Ltd (the "Supplier") and Baker Ltd (the "Customer").\n\n1. The Customer shall pay each invoice within 90 days of receipt.\n\n2. This Agreement is governed by the law of England and Wales.',
    );
    expect(calm.paymentTerms.favorabilityScore).toBe("green");
    expect(calm.jurisdiction.favorabilityScore).toBe("green");
    // two amber terms (no termination right, no indemnity) make the base amber
    expect(calm.baseRisk).toBe("amber");
    // the missing liability cap is a high-risk finding that raises the score
    expect(
      calm.advancedClauses.some(
        (f) => f.category === "liability_cap" && f.missing && f.risk_level === "high",
      ),
    ).toBe(true);
    expect(calm.enhancedRisk.risk_adjustment).toBeGreaterThan(0);
  });

  it("counts the findings it lists and scores how completely the contract is drafted", () => {
    const a = analyseContract(UK_SAAS);
    expect(a.clauseSummary.total_clauses_detected).toBe(a.advancedClauses.length);
    expect(a.clauseSummary.sophistication_score).toBeGreaterThan(50);
    expect(a.topPriorities.length).toBeLessThanOrEqual(3);
  });

  it("defaults to the customer's side and re-rates for the supplier", () => {
    const c = analyseContract(UK_SAAS);
    const s = analyseContract(UK_SAAS, { side: "supplier" });
    expect(c.side).toBe("customer");
    expect(s.side).toBe("supplier");
    expect(c.indemnity.favorabilityScore).toBe("green");
    expect(s.indemnity.favorabilityScore).toBe("amber");
    expect(c.paymentTerms.favorabilityScore).toBe("red");
    expect(s.paymentTerms.favorabilityScore).toBe("green");
  });

  it("handles empty and unstructured text", () => {
    const a = analyseContract("");
    expect(a.clauses).toEqual([]);
    expect(a.paymentTerms.found).toBe(false);
    expect(a.parties.all).toEqual([]);
    const b = analyseContract("just some words without any contract terms");
    expect(b.overallRisk).toMatch(/green|amber|red/);
  });
});

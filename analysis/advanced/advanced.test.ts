import { describe, expect, it } from "vitest";
import { UK_SAAS, UK_SAAS_WITHOUT_EXIT, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { AdvancedClause } from "../types";

const CATEGORIES = [
  "ip_ownership",
  "liability_cap",
  "termination_notice",
  "payment_terms",
  "indemnification",
  "confidentiality",
  "jurisdiction",
  "warranty",
  "termination",
  "data_protection",
  "assignment",
  "insurance",
  "liability_exclusions",
  "auto_renewal",
  "audit_rights",
  "non_solicitation",
  "force_majeure",
];

const byCat = (list: AdvancedClause[], cat: string) => list.filter((f) => f.category === cat);

describe("advanced clause analysis", () => {
  it("covers every category across the two sample contracts plus a clause set", () => {
    const extra = contract(
      [
        "1.1 The Supplier warrants that the Services will be free from material defects for a period of twelve (12) months from delivery.",
        "1.2 During the term and for twelve (12) months afterwards, neither party shall solicit or employ any employee of the other party.",
      ].join("\n\n"),
    );
    const seen = new Set<string>();
    for (const t of [UK_SAAS, US_SERVICES, extra])
      for (const f of analyseContract(t).advancedClauses) seen.add(f.category);
    for (const c of CATEGORIES) expect(seen, c).toContain(c);
  });

  it("gives ids, plain-English advice and sorts high risk first", () => {
    const list = analyseContract(UK_SAAS_WITHOUT_EXIT()).advancedClauses;
    expect(new Set(list.map((f) => f.id)).size).toBe(list.length);
    const order = { high: 0, medium: 1, low: 2 };
    for (let i = 1; i < list.length; i++)
      expect(order[list[i].risk_level]).toBeGreaterThanOrEqual(order[list[i - 1].risk_level]);
    const renewal = byCat(list, "auto_renewal")[0];
    expect(renewal.risk_level).toBe("high");
    expect(renewal.recommendations[0]).toContain(
      "You must give 3 months' notice to stop the automatic renewal, more than the 30 days your settings allow. Ask for 30 days",
    );
    expect(renewal.proposal).toMatch(/requires 3 months' notice of non-renewal; we propose 30 days\.$/);
    for (const f of list) {
      expect(f.whyItMatters.length).toBeGreaterThan(10);
      expect(f.askFor.length).toBeGreaterThan(5);
    }
  });

  it("treats the statutory death/personal injury/fraud carve-out as standard, not as uncapped liability", () => {
    const list = analyseContract(UK_SAAS).advancedClauses;
    const ex = byCat(list, "liability_exclusions");
    const statutory = ex.find((f) => f.subcategory === "statutory_carve_out");
    expect(statutory?.risk_level).toBe("low");
    expect(statutory?.excerpt).toContain("death or personal injury");
    expect(ex.some((f) => f.subcategory === "uncapped_carve_out")).toBe(false);
    expect(byCat(list, "liability_cap")[0]).toMatchObject({ subcategory: "mutual_cap", risk_level: "low" });
  });

  it("flags a real uncapped carve-out (indemnities and confidentiality) and a low cap", () => {
    const list = analyseContract(US_SERVICES).advancedClauses;
    const uncapped = byCat(list, "liability_exclusions").find((f) => f.subcategory === "uncapped_carve_out");
    expect(uncapped?.risk_level).toBe("medium");
    expect(uncapped?.whyItMatters).toContain("indemnities and confidentiality");
    expect(byCat(list, "liability_cap")[0].risk_level).toBe("medium");
  });

  it("reports missing terms that matter as findings without offsets", () => {
    const t = contract(
      "1.1 The Supplier shall host the Customer's payroll records, including employee names and addresses, on its platform.",
    );
    const list = analyseContract(t).advancedClauses;
    const cap = byCat(list, "liability_cap")[0];
    expect(cap).toMatchObject({ missing: true, risk_level: "high", start: -1, end: -1, excerpt: "" });
    const dp = byCat(list, "data_protection")[0];
    expect(dp).toMatchObject({ missing: true, risk_level: "high" });
    const term = byCat(list, "termination").find((f) => f.missing);
    expect(term?.subcategory).toBe("no_termination_for_convenience");
  });

  it("rates a cap that protects only the supplier as high risk for the customer", () => {
    const t = contract("1.1 The Supplier's total liability under this Agreement shall not exceed £10,000.");
    const cap = byCat(analyseContract(t).advancedClauses, "liability_cap")[0];
    expect(cap.subcategory).toBe("their_liability_capped");
    expect(cap.risk_level).toBe("high");
    const asSupplier = byCat(analyseContract(t, { side: "supplier" }).advancedClauses, "liability_cap")[0];
    expect(asSupplier.risk_level).toBe("low");
  });

  it("reads warranty periods, 'as is' disclaimers, non-solicitation and work ownership", () => {
    const warranty = contract(
      "1.1 The Supplier warrants that the Software will perform in accordance with the Documentation for thirty (30) days from delivery.",
    );
    expect(byCat(analyseContract(warranty).advancedClauses, "warranty")[0]).toMatchObject({
      risk_level: "medium",
    });
    const asIs = contract(
      '1.1 The Software is provided "as is" and the Supplier disclaims all warranties, express or implied.',
    );
    expect(byCat(analyseContract(asIs).advancedClauses, "warranty")[0]).toMatchObject({
      subcategory: "disclaimer",
      risk_level: "high",
    });
    const ns = contract(
      "1.1 The Customer shall not solicit or hire any employee of the Supplier for twenty-four (24) months after termination.",
    );
    expect(byCat(analyseContract(ns).advancedClauses, "non_solicitation")[0]).toMatchObject({
      risk_level: "medium",
    });
    const ip = contract(
      "1.1 All Deliverables created by the Supplier under this Agreement shall be owned by the Supplier.",
    );
    expect(byCat(analyseContract(ip).advancedClauses, "ip_ownership")[0]).toMatchObject({
      subcategory: "created_ip_theirs",
      risk_level: "high",
    });
    const ipMine = contract(
      "1.1 The Supplier hereby assigns to the Customer all intellectual property rights in the Deliverables.",
    );
    expect(byCat(analyseContract(ipMine).advancedClauses, "ip_ownership")[0]).toMatchObject({
      subcategory: "created_ip_yours",
      risk_level: "low",
    });
  });

  it("reads 'this limitation does not apply to indemnities' as an uncapped carve-out", () => {
    const t = contract(
      "1.1 Neither party will be liable to the other for any indirect or consequential damages. This limitation does not apply to either party's obligation to indemnify the other.",
    );
    const a = analyseContract(t);
    expect(
      byCat(a.advancedClauses, "liability_exclusions").some((f) => f.subcategory === "uncapped_carve_out"),
    ).toBe(true);
    expect(a.cuadSpans["Uncapped Liability"]?.length).toBe(1);
    expect(a.cuadSpans["Cap On Liability"]?.length).toBe(1);
  });
});

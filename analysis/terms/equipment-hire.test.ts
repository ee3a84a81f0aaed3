import { describe, expect, it } from "vitest";
import { EQUIPMENT_HIRE } from "../fixtures-more";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const HIRE = contract(
  [
    "3.1 The Supplier shall service the Equipment every six months and shall attend site to repair any breakdown within 8 working hours of being notified.",
    "3.2 If a breakdown is not repaired within 2 working days, the Supplier shall provide replacement equipment at no extra cost.",
    "4.1 Risk in the Equipment passes to the Customer on delivery. The Customer shall insure the Equipment for its full replacement value with a reputable insurer and note the Supplier's interest on the policy.",
  ].join("\n"),
);

describe("equipment hire with maintenance", () => {
  it("reads an attendance time once, as the response, and the later repair time as the fix", () => {
    const s = analyseContract(HIRE).serviceGuarantees;
    expect(s.responseTimeHours).toBe(8);
    expect(s.resolutionTimeHours).toBe(48);
    expect(s.levels?.map((l) => l.kind)).toEqual(["response", "resolution"]);
  });

  it("counts replacement equipment for a late repair as a remedy, and does not ask for service credits", () => {
    const s = analyseContract(HIRE).serviceGuarantees;
    expect(s.summary).toContain("replacement equipment if a repair is late");
    expect(s.recommendation).not.toMatch(/service credits/);
    // the contract promises no uptime, so only the response time is said to meet the requirement
    expect(s.recommendation).toMatch(/^The response time meets your requirement/);
    expect(s.proposal ?? null).toBeNull();
  });

  it("reads 'The Customer shall insure the Equipment' as insurance the customer must keep", () => {
    const mine = analyseContract(HIRE).advancedClauses.filter((c) => c.category === "insurance");
    expect(mine.map((c) => c.subcategory)).toEqual(["you_must_insure"]);
    expect(mine[0].excerpt).toMatch(/^The Customer shall insure the Equipment/);
    const theirs = analyseContract(HIRE, { side: "supplier" }).advancedClauses.filter(
      (c) => c.category === "insurance",
    );
    expect(theirs.map((c) => c.subcategory)).toEqual(["they_must_insure"]);
  });

  it("calls the settings the supplier's own service level, not its requirement", () => {
    expect(analyseContract(HIRE).serviceGuarantees.summary).toContain("(your requirement: ");
    expect(analyseContract(HIRE, { side: "supplier" }).serviceGuarantees.summary).toContain(
      "(your service level: ",
    );
  });

  it("asks a hirer with no indemnity for one against injury and damage, not intellectual property", () => {
    const i = analyseContract(EQUIPMENT_HIRE).indemnity;
    expect(i.onSiteWork).toBe(true);
    expect(i.recommendation).toBe(
      "Ask the supplier to indemnify you against claims for injury or damage to property caused by its staff's negligence or its breach of the contract.",
    );
    expect(i.proposal).toContain("third-party claims for death, personal injury or damage to property");
    // a software contract keeps the intellectual property and data protection ask
    const software = analyseContract(
      contract("2.1 The Supplier shall provide the Software as a service."),
    ).indemnity;
    expect(software.recommendation).toMatch(/intellectual property/);
  });
});

describe("a hire contract naming the owner twice and extending its hire period month by month", () => {
  const text = [
    "PLANT HIRE AGREEMENT",
    "",
    'This Agreement is made between (1) Tarn Access Platforms Limited, a company registered in England (the "Hire Company" or the "Owner"); and (2) Kestrel Facades Ltd, a company registered in England (the "Hirer").',
    "",
    "1. HIRE",
    "1.1 The Owner shall deliver two scissor lifts to the Hirer's site on 1 June 2026 and the Hire Period ends on 30 November 2026.",
    "1.2 At the end of the Hire Period and of each following month, the Hire Period shall automatically extend for a further period of one month unless either party has given at least 14 days' written notice that the hire is to end.",
    "2. MAINTENANCE",
    "2.1 The Owner shall carry out the six-monthly examinations required by the lifting equipment regulations and keep the machines in good repair.",
    "3. LIABILITY",
    "3.1 The Owner's total liability to the Hirer shall not exceed the hire charges paid in the previous six months.",
  ].join("\n");

  it("takes both defined terms as the same supplier, never the name inside the quotes as another company", () => {
    const { parties } = analyseContract(text);
    expect(parties.supplier?.name).toBe("Tarn Access Platforms Limited");
    expect(parties.customer?.name).toBe("Kestrel Facades Ltd");
    expect(parties.all.map((p) => p.name)).not.toContain("Hire Company");
  });

  it("reads the Owner's cap as the supplier's only", () => {
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.subcategory).toBe("their_liability_capped");
  });

  it("reads the month-by-month extension of the hire period as an automatic renewal", () => {
    const r = analyseContract(text).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(1);
    expect(r.noticePeriod).toBe(14);
  });

  it("does not read an examination the law requires as an audit right", () => {
    const a = analyseContract(text);
    expect(a.advancedClauses.some((c) => c.category === "audit_rights" && !c.missing)).toBe(false);
    expect(a.cuadSpans["Audit Rights"]).toBeUndefined();
  });
});

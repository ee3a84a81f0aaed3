import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

const warrantyOf = (clause: string) => {
  const text = contract(`1.1 The Supplier shall supply the Goods listed in each Order.\n\n1.2 ${clause}`);
  const a = analyseContract(text, { side: "customer" });
  const f = a.advancedClauses.find((c) => c.category === "warranty");
  if (!f) throw new Error("no warranty finding");
  const at = text.indexOf(clause);
  const onClause = f.start <= at && f.end >= at + clause.length;
  const cuad = (a.cuadSpans["Warranty Duration"] ?? []).some(
    (s) => s.start <= at && s.end >= at + clause.length,
  );
  return { f, onClause, cuad };
};

describe("a promise of quality without the word 'warrant'", () => {
  it.each([
    "The Goods shall be of satisfactory quality and fit for purpose.",
    "The Supplier shall ensure that the Goods are of satisfactory quality and are fit for the purpose for which they are supplied.",
    "The Supplier undertakes that the Goods will be of satisfactory quality within the meaning of the Sale of Goods Act 1979.",
    "The Supplier shall ensure that the Goods conform in all respects with their description.",
  ])("is a warranty: %s", (clause) => {
    const { f, onClause } = warrantyOf(clause);
    expect(f.name).toBe("Warranty");
    expect(f.subcategory).toBe("performance_warranty");
    expect(onClause).toBe(true);
  });

  it("reads the period a promise to be free from defects lasts, and scores it as a warranty duration", () => {
    const clause =
      "The Goods shall be of satisfactory quality, fit for any purpose held out by the Supplier and free from material defects in design, materials and workmanship for 12 months from delivery.";
    const { f, onClause, cuad } = warrantyOf(clause);
    expect(f.subcategory).toBe("warranty_period");
    expect(f.whyItMatters).toBe("The warranty lasts 12 months from delivery.");
    expect(onClause).toBe(true);
    expect(cuad).toBe(true);
  });

  it.each([
    "The Customer may reject any Goods that are not of satisfactory quality.",
    "All terms implied by sections 13 to 15 of the Sale of Goods Act 1979, including that the Goods shall be of satisfactory quality, are excluded.",
    "The Customer shall ensure that the Site is fit for the purpose of installing the Equipment.",
  ])("is not a promise by the supplier: %s", (clause) => {
    expect(warrantyOf(clause).f.name).toBe("No warranty");
  });
});

describe("a warranty that says nothing of what is supplied", () => {
  it.each([
    "The Supplier does not warrant that the Goods will be fit for any particular purpose.",
    "Each party warrants that it has full power and authority to enter into this Agreement.",
    "The Supplier warrants that it has full power and authority to enter into this Agreement.",
    "The Customer warrants that the Materials it supplies will be fit for purpose.",
  ])("is not read as the supplier's promise of quality: %s", (clause) => {
    const { f } = warrantyOf(clause);
    expect(f.name).toBe("No warranty");
    expect(f.whyItMatters).toBe("Nothing in the contract promises that what you buy will work as described.");
  });
});

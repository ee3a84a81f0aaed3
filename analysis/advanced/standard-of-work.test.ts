import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const base = (clause: string) =>
  `SUPPORT AGREEMENT\n\nThis Agreement is made on 1 May 2027 between Coverdale Systems Limited (the "Supplier") and Langstrothdale Vets Ltd (the "Customer").\n\n1. Services\n\n1.1 ${clause}\n`;

const standard = (clause: string) =>
  analyseContract(base(clause)).advancedClauses.find((c) => c.subcategory === "to_specification");

describe("a promise of work to a written standard", () => {
  it("is the supplier's promise to do the work as a schedule describes", () => {
    expect(
      standard("The Supplier shall provide the support services in accordance with Schedule 2.")?.excerpt,
    ).toBe("1.1 The Supplier shall provide the support services in accordance with Schedule 2.");
  });

  it("is not a duty to handle data, or anything else, as a schedule says", () => {
    expect(
      standard(
        "The Supplier shall process personal data on behalf of the Customer only on the Customer's instructions and in accordance with Schedule 3.",
      ),
    ).toBeUndefined();
    expect(standard("The Supplier shall keep the records in accordance with Schedule 4.")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

describe("the label of a right to end on notice", () => {
  it("is not called the other side's when the text does not say whose right it is", () => {
    const text = `SERVICES AGREEMENT\n\nThis agreement is made between Alder Print Ltd (the "Supplier") and Marsh Lane Cafe Ltd (the "Customer").\n\n1. Services\n\n1.1 The Supplier shall print menus for the Customer each month.\n\n2. Charges\n\n2.1 The Customer shall pay £200 per month within 30 days of invoice.\n\n3. Ending\n\n3.1 This agreement may be terminated at any time on 30 days' written notice.\n`;
    const a = analyseContract(text);
    expect(a.cancellationTerms.forConvenienceParty ?? null).toBeNull();
    const f = a.advancedClauses.find((c) => c.category === "termination_notice");
    expect(f?.subcategory).toBe("termination_for_convenience");
  });
});

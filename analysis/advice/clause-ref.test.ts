import { describe, expect, it } from "vitest";
import { prepare } from "../doc";
import { analyseContract } from "../index";
import { clauseRefIn } from "./wording";

describe("clauseRefIn", () => {
  const text =
    "2.4 No Right of Setoff. Each party shall pay in full. The Recipient shall pay the Fees within 30 days. 3.2 Either party may terminate this Agreement at any time without cause on 90 days' written notice to the other party.";
  const { clauses } = prepare(text);
  const at = text.indexOf("3.2 Either");

  it("names a quoted sentence by the sub-clause number it starts with, where the clause around it was read as a larger one", () => {
    expect(clauseRefIn(clauses, at, text.slice(at))).toBe("clause 3.2");
  });

  it("keeps the clause number when the quote has none of its own, or the same one", () => {
    const pay = text.indexOf("The Recipient");
    expect(clauseRefIn(clauses, pay, text.slice(pay, pay + 50))).toBe(clauseRefIn(clauses, pay));
    expect(clauseRefIn(clauses, 0, text.slice(0, 30))).toBe(clauseRefIn(clauses, 0));
    expect(clauseRefIn(clauses, at, "1.5 million shares")).toBe(clauseRefIn(clauses, at));
  });

  it("writes the outgoing proposal with the quoted clause's own number", () => {
    const contract = `SERVICES AGREEMENT\n\nThis Agreement is made on 1 March 2026 between Kestrel Cleaning Limited (the "Supplier") and Moorland Bakery Ltd (the "Customer").\n\n2.4 Payment. The Customer shall pay each invoice within 30 days. 3.2 The Supplier may terminate this Agreement at any time without cause on 90 days' written notice to the Customer.\n`;
    const a = analyseContract(contract);
    expect(a.clauses.map((c) => c.number)).not.toContain("3.2");
    expect(a.cancellationTerms.excerpt.startsWith("3.2")).toBe(true);
    expect(a.cancellationTerms.proposal).toMatch(/^Clause 3\.2 /);
    expect(a.paymentTerms.proposal).toMatch(/^Clause 2\.4 /);
  });
});

import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** Terms of business whose definitions say who "we" and "you" are, instead of bracketed aliases. */
const TERMS = `HALYARD TELECOM LTD - CUSTOMER TERMS

1. Definitions
1.1 "We", "us" and "our" mean Halyard Telecom Ltd, registered in England under number 07654321. "You" and "your" mean the business that signs the order.

2. Charges
2.1 You must pay the line rental charge for each month by direct debit on the first working day of that month, in advance.
2.2 If you cancel during the Minimum Term you will pay us the balance of the rental charges for the remainder of the Minimum Term, except where you cancel because of our material breach.

3. Our service
3.1 We aim to repair faults within 4 hours. These times are targets only.

4. Liability
4.1 Our total liability to you is limited to the charges paid in the previous 12 months.
4.2 You will indemnify us against any claim arising from your use of the lines.

5. Your data
5.1 We will process personal data on your behalf only on your documented instructions.`;

describe("first-person terms defined in a definitions clause", () => {
  const a = analyseContract(TERMS);
  const finding = (category: string, subcategory?: string) =>
    a.advancedClauses.find((c) => c.category === category && (!subcategory || c.subcategory === subcategory));

  it("reads 'we' as the supplier it names", () => {
    expect(a.parties.supplier?.name).toBe("Halyard Telecom Ltd");
    expect(a.keyData.vendor).toBe("Halyard Telecom Ltd");
  });

  it("reads 'our total liability' as the supplier's cap, so the customer's indemnity is not capped", () => {
    expect(finding("liability_cap")?.subcategory).toBe("their_liability_capped");
    expect(a.indemnity).toMatchObject({
      indemnifyingParty: "customer",
      capped: false,
      favorabilityScore: "red",
    });
  });

  it("quotes the payment schedule, paid monthly in advance by direct debit", () => {
    expect(a.paymentTerms.excerpt.startsWith("2.1 You must pay the line rental charge")).toBe(true);
    expect(a.paymentTerms.timing).toEqual({ when: "advance", collectedBy: "direct debit" });
  });

  it("says service levels stated as targets only bind nobody", () => {
    expect(a.serviceGuarantees.summary).toContain("targets only");
    expect(a.serviceGuarantees.favorabilityScore).toBe("amber");
    expect(a.serviceGuarantees.proposal).toMatch(/binding commitments/);
  });

  it("finds the charge for leaving early, without asking for the breach exception it already has", () => {
    const f = finding("termination", "early_termination_charge");
    expect(f?.risk_level).toBe("high");
    expect(f?.excerpt.startsWith("2.2 If you cancel during the Minimum Term")).toBe(true);
    expect(f?.askFor).not.toMatch(/breach/);
    expect(f?.proposal).not.toMatch(/\byou\b/i);
  });

  it("reads processing 'on your behalf ... on your documented instructions' as data processing terms", () => {
    expect(finding("data_protection")?.subcategory).toBe("processing_terms");
  });
});

describe("charges for leaving early", () => {
  const PARTIES =
    'This Agreement is made between Tarn Fleet Services Limited (the "Supplier") and Brockle Farm Foods Ltd (the "Customer").';
  const charge = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(`${PARTIES}\n\n9. Ending\n\n${clause}`, { side }).advancedClauses.find(
      (c) => c.subcategory === "early_termination_charge",
    );

  it("is medium for a set fee and tells the supplier it protects its revenue", () => {
    const fee = "9.1 If the Customer terminates early it shall pay an early termination fee of £500.";
    expect(charge(fee)?.risk_level).toBe("medium");
    expect(charge(fee, "supplier")).toMatchObject({ risk_level: "low" });
    expect(charge(fee, "supplier")?.whyItMatters).toMatch(/protects your revenue/);
  });

  it("is not a refund of fees for the rest of the term, nor a payment the supplier makes", () => {
    expect(
      charge(
        "9.1 If the Supplier terminates early, it shall refund the fees paid for the remainder of the term.",
      ),
    ).toBeUndefined();
    expect(
      charge(
        "9.1 If the Supplier terminates early it shall pay the Customer the costs of moving to a new supplier for the rest of the term.",
      ),
    ).toBeUndefined();
  });
});

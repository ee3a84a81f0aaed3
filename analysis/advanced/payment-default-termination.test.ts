import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const PARTIES = `MASTER SUPPLY AGREEMENT

This Agreement is dated 9 June 2027 and is made between Cobalt Print Services Limited, a company incorporated in England and Wales (the "Supplier"), and Harrow Stationers Ltd, a company incorporated in England and Wales (the "Customer").`;

const text = (clause: string) => `${PARTIES}\n\n12. Ending the Agreement\n\n${clause}\n`;
const lateFinding = (clause: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(text(clause), { side }).advancedClauses.find(
    (c) => c.category === "termination" && c.subcategory === "payment_default",
  );

describe("a right to end the contract when a payment is a few days late", () => {
  it("is reported to the payer, quoting the sentence, with an ask for notice and 14 days to pay", () => {
    const clause =
      "12.3 The Supplier may terminate this Agreement with immediate effect if the Customer does not pay any invoice within five (5) days after the date on which it falls due.";
    const f = lateFinding(clause.replace("does not pay", "fails to pay"));
    expect(f).toBeDefined();
    expect(f?.risk_level).toBe("medium");
    expect(f?.excerpt).toBe(clause.replace("does not pay", "fails to pay"));
    expect(f?.whyItMatters).toMatch(/five \(5\) days late, without first warning you/);
    expect(f?.askFor).toMatch(/14 days after the Supplier has given you written notice/);
    expect(f?.proposal).toMatch(
      /allows the Supplier to terminate if any sum is unpaid 5 days after its due date; we propose that this right arises only where an undisputed sum remains unpaid 14 days after the Supplier has given the Customer written notice/,
    );
    expect(f?.proposal).not.toMatch(/\byou(?:r)?\b/i);
  });

  it("is high risk when any late payment at all will do", () => {
    const f = lateFinding(
      "12.3 The Supplier may terminate this Agreement forthwith if the Customer fails to pay any sum when due.",
    );
    expect(f?.risk_level).toBe("high");
    expect(f?.whyItMatters).toMatch(/late at all/);
  });

  it("is not reported to the side that holds the right", () => {
    expect(
      lateFinding(
        "12.3 The Supplier may terminate this Agreement immediately if the Customer fails to pay any sum due within 7 days of its due date.",
        "supplier",
      ),
    ).toBeUndefined();
  });

  it("is not reported where the payer has a warning and a fair time to pay, or for a right to suspend", () => {
    const none = (clause: string) => expect(lateFinding(clause)).toBeUndefined();
    none(
      "12.3 The Supplier may terminate this Agreement if the Customer fails to pay any undisputed invoice within 7 days of receiving written notice that it is overdue.",
    );
    none(
      "12.3 The Supplier may terminate this Agreement if the Customer fails to pay any sum within 30 days after its due date.",
    );
    none(
      "12.3 The Supplier may suspend the Services if the Customer fails to pay any sum within 7 days of its due date.",
    );
    none(
      "12.3 Suspension under this clause does not affect the Supplier's right to terminate if the Customer fails to pay any sum when due.",
    );
  });

  it("reads the right however the sentence is ordered, and a right both sides hold binds the payer", () => {
    expect(
      lateFinding(
        "12.3 If the Customer fails to pay an invoice within three days of the date it falls due, the Supplier may terminate this Agreement at once.",
      )?.risk_level,
    ).toBe("medium");
    expect(
      lateFinding(
        "12.3 The Supplier shall be entitled to terminate this Agreement where any invoice remains unpaid ten days after its due date.",
      ),
    ).toBeDefined();
    expect(
      lateFinding(
        "12.3 Either party may end this Agreement by terminating it at once if the other party fails to pay any amount due within 5 days of the due date.",
      ),
    ).toBeDefined();
    // a supplier that must pay service credits is the payer: the finding is its own, not the customer's
    expect(
      lateFinding(
        "12.3 The Customer may terminate this Agreement if the Supplier fails to pay any service credit within 7 days.",
        "supplier",
      ),
    ).toBeDefined();
    expect(
      lateFinding(
        "12.3 The Customer may terminate this Agreement if the Supplier fails to pay any service credit within 7 days.",
      ),
    ).toBeUndefined();
  });
});

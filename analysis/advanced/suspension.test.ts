import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import type { Side } from "../types";

const PARTIES =
  'This Agreement is made between Saltmarsh Hosting Limited (the "Supplier") and Pendle Valley Dairies Ltd (the "Customer").';

const suspension = (body: string, side: Side = "customer") =>
  analyseContract(`${PARTIES}\n\n4. Charges\n\n${body}`, { side }).advancedClauses.find(
    (c) => c.category === "suspension",
  );

describe("suspension for late payment", () => {
  const bare =
    "4.3 If the Customer fails to pay any invoice when due, the Supplier may suspend the Services.";

  it("is a medium risk for the customer, quoting the clause and asking for what it lacks", () => {
    const f = suspension(bare);
    expect(f).toMatchObject({ subcategory: "they_may_suspend", risk_level: "medium", excerpt: bare });
    expect(f?.whyItMatters).toContain("with no notice required, even over an amount you dispute");
    expect(f?.askFor).toBe(
      "Ask for at least 14 days' written notice before any suspension, no suspension over amounts disputed in good faith and the service restored as soon as payment is made.",
    );
    expect(f?.proposal).toContain("we propose suspension only after at least 14 days' written notice");
    expect(f?.proposal).not.toMatch(/\byou\b/i);
  });

  it("is the supplier's own lever from its side", () => {
    expect(suspension(bare, "supplier")).toMatchObject({
      subcategory: "you_may_suspend",
      risk_level: "low",
      proposal: null,
    });
  });

  it("asks only for what the clause does not already give", () => {
    const f = suspension(
      "4.3 The Supplier may suspend the Customer's access to the Platform if an undisputed invoice is more than 30 days overdue, after giving 7 days' written notice.",
    );
    expect(f?.whyItMatters).toContain("cut off your access if a payment is late, after notice.");
    expect(f?.askFor).toBe("Ask for the service restored as soon as payment is made.");
  });

  it("keeps a clause that gives notice, spares disputed sums and restores the service", () => {
    const f = suspension(
      "4.3 After 14 days' written notice, the Supplier may suspend deliveries while any undisputed sum is overdue, and shall resume them once it is paid.",
    );
    expect(f).toMatchObject({ risk_level: "low", proposal: null });
    expect(f?.whyItMatters).toContain("stop deliveries");
  });

  it.each([
    "4.3 Access to the Platform will be suspended if payment has not been received within 10 days of the due date.",
    "4.3 Non-payment of any fee for more than 30 days entitles the Supplier to suspend performance until paid in full.",
    "4.3 Late payment by the Customer, justifying suspension of the Services by the Supplier, does not end this Agreement.",
    "4.3 If any card payment fails and is not made within 5 days after the Supplier tells the Customer, the Supplier may suspend the Customer's account until it pays.",
  ])("finds: %s", (body) => {
    expect(suspension(body)?.subcategory).toBe("they_may_suspend");
  });

  it.each([
    "4.3 The Customer may suspend payment of any invoice it disputes in good faith until the dispute is resolved.",
    "4.3 The Supplier may suspend performance while an event of force majeure lasts, and the Customer need not pay for the Services it does not receive.",
    "4.3 The Customer may suspend the Services for up to 3 months on 30 days' notice and shall not be invoiced for that period.",
    "4.3 Either party may terminate this Agreement if the other suspends payment of its debts or cannot pay them as they fall due.",
  ])("does not take for a suspension for late payment: %s", (body) => {
    expect(suspension(body)).toBeUndefined();
  });
});

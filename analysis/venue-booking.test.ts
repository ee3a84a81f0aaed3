import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** A one-off booking: a deposit on signing, the balance before the date, and charges for cancelling. */
const BOOKING = `CONFERENCE ROOM BOOKING

This booking is dated 5 March 2027 between Tidewater Conference Centre Ltd (the "Venue") and Marsh Lane Accountants LLP (the "Hirer").

1. The Venue will provide the Estuary Suite and lunch for 40 guests on 9 June 2027.
2. The total charge is £3,200. A deposit of £800 is payable on signing and the balance is payable no later than 14 days before the event.
3. The Hirer may cancel the booking by written notice. If it cancels less than 14 days before the event the full charge is payable.
4. The Venue's liability is limited to the total booking charge.
5. This booking is governed by the law of England and Wales.`;

describe("a one-off booking", () => {
  const a = analyseContract(BOOKING);

  it("reads a balance due before the date as payment in advance, not as days to pay an invoice", () => {
    expect(a.paymentTerms.paymentDays).toBeNull();
    expect(a.paymentTerms.timing?.when).toBe("advance");
    expect(a.paymentTerms.recommendation).toMatch(/smaller deposit/);
  });

  it("reads the right to cancel the booking, and the charges for cancelling late", () => {
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, forConvenienceParty: "customer" });
    expect(a.advancedClauses.find((c) => c.subcategory === "cancellation_charge")?.risk_level).toBe("medium");
  });

  it("names a cap of the total booking charge as the contract price", () => {
    expect(a.advancedClauses.find((c) => c.category === "liability_cap")?.whyItMatters).toContain(
      "the contract price",
    );
  });
});

import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

/** A pallet and parcel contract between a courier and the client whose goods it carries. */
const make = (clauses: string) =>
  `PALLET DISTRIBUTION AGREEMENT\n\nThis Agreement is made on 2 June 2027 between Kestrel Freight Limited (the "Courier") and Brindle Crafts Ltd (the "Client").\n\n1. Services\n\n1.1 The Courier shall collect and carry the Client's consignments within Great Britain.\n\n2. Claims and charges\n\n${clauses}\n`;

const findings = (clauses: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(make(clauses), { side }).advancedClauses;
const bySub = (clauses: string, sub: string, side: "customer" | "supplier" = "customer") =>
  findings(clauses, side).find((c) => c.subcategory === sub);

describe("a limit on what a carrier pays for each item lost or damaged", () => {
  it("is found and rated high when it is a small sum and no extra cover is offered", () => {
    const f = bySub(
      "2.1 The Courier's liability for any consignment lost or damaged in transit is limited to £30 for each consignment.",
      "per_item_limit",
    );
    expect(f).toMatchObject({ category: "liability_cap", risk_level: "high" });
    expect(f?.whyItMatters).toContain("£30 for each consignment");
    expect(f?.proposal).toContain("value of the contents");
    expect(f?.proposal).not.toMatch(/\byou\b/i);
  });

  it("is medium when the client may buy cover for a declared value", () => {
    const f = bySub(
      "2.1 Compensation for a pallet that is lost or damaged shall not exceed £75 per pallet, unless the Client has declared a higher value and paid for extended cover.",
      "per_item_limit",
    );
    expect(f?.risk_level).toBe("medium");
    expect(f?.askFor).toContain("enhanced cover");
  });

  it("reads a CMR-style weight limit", () => {
    const f = bySub(
      "2.1 The Courier's liability for loss of or damage to goods shall not exceed 8.33 SDR per kilogram of gross weight.",
      "per_item_limit",
    );
    expect(f).toMatchObject({ risk_level: "medium" });
    expect(f?.whyItMatters).toContain("kilogram");
  });

  it("is the carrier's own protection, to keep, when the user is the carrier", () => {
    const f = bySub(
      "2.1 The Courier's liability for any consignment lost or damaged in transit is limited to £30 for each consignment.",
      "per_item_limit",
      "supplier",
    );
    expect(f).toMatchObject({ risk_level: "low", proposal: null });
  });

  it("is not a price per item, nor a cap per claim", () => {
    expect(
      bySub("2.1 The Client shall pay £4.20 per consignment, and £9 per pallet.", "per_item_limit"),
    ).toBeUndefined();
    expect(
      bySub(
        "2.1 The Courier's liability for any loss or damage shall not exceed £5,000 per claim.",
        "per_item_limit",
      ),
    ).toBeUndefined();
    expect(
      bySub(
        "2.1 The Client shall pay £12 per user per month for access to the tracking portal.",
        "per_item_limit",
      ),
    ).toBeUndefined();
    expect(
      bySub(
        "2.1 The Courier shall be liable to pay liquidated damages of £15 per consignment delivered late, for loss of the Client's sales.",
        "per_item_limit",
      ),
    ).toBeUndefined();
  });
});

describe("a time bar on claims for loss or damage", () => {
  it("is medium when the window is short and runs from despatch", () => {
    const f = bySub(
      "2.2 The Courier shall not be liable for loss or damage unless the Client reports it in writing within three (3) days of despatch.",
      "claims_time_limit",
    );
    expect(f).toMatchObject({ category: "liability_exclusions", risk_level: "medium" });
    expect(f?.whyItMatters).toContain("3 days of despatch");
    expect(f?.proposal).toContain(
      "the Client may notify a claim within 28 days of the date on which it became aware",
    );
  });

  it("is medium when a longer window still runs from collection", () => {
    expect(
      bySub(
        "2.2 Any claim for a lost consignment must be notified to the Courier within 21 days of collection, failing which the Courier shall have no liability.",
        "claims_time_limit",
      )?.risk_level,
    ).toBe("medium");
  });

  it("is low when the window is fair and runs from when the loss is known", () => {
    expect(
      bySub(
        "2.2 The Courier shall not be liable for any claim unless the Client notifies it within 30 days of becoming aware of the loss or damage.",
        "claims_time_limit",
      )?.risk_level,
    ).toBe("low");
  });

  it("is not a warranty period, an invoice dispute, or notice of a third party's claim", () => {
    for (const clause of [
      "2.2 The Courier warrants its handling equipment for 12 months and shall not be liable for defects unless notified within 7 days of discovery.",
      "2.2 The Client shall be deemed to have accepted an invoice, and any dispute is waived, unless it notifies the Courier within 7 days of the invoice date.",
      "2.2 The Client shall not be liable under the indemnity unless the Courier notifies it of any third party claim within 10 days.",
    ])
      expect(bySub(clause, "claims_time_limit")).toBeUndefined();
  });
});

describe("a surcharge the carrier resets", () => {
  it("at its own discretion is a price change it may make", () => {
    const f = bySub(
      "2.3 The energy surcharge may be varied by the Courier from time to time on notice to the Client.",
      "surcharge_change",
    );
    expect(f).toMatchObject({ category: "price_changes", risk_level: "high" });
  });

  it("by reference to a published fuel price is limited, and rated low", () => {
    const f = bySub(
      "2.3 A fuel surcharge applies to every consignment. The fuel surcharge percentage is adjusted each month by reference to the average pump price of diesel published by the government.",
      "indexed_surcharge",
    );
    expect(f?.risk_level).toBe("low");
    expect(f?.whyItMatters).toContain("each month");
  });

  it("is not a fixed surcharge, nor one the contract rules out", () => {
    const all = (clause: string) => findings(clause).filter((c) => /surcharge/.test(c.subcategory));
    expect(all("2.3 A surcharge of 2% applies to payments by credit card.")).toEqual([]);
    expect(all("2.3 The Courier shall not change the fuel surcharge during the Initial Term.")).toEqual([]);
  });
});

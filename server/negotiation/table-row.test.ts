import { describe, expect, it } from "vitest";
import type { Clause } from "../../analysis/types";
import { rowRef, rowValue, tableRow, withoutRowLabel } from "./table-row";

const clause = (start: number, number: string | null, heading: string | null): Clause => ({
  id: `c${start}`,
  number,
  heading,
  start,
  end: start + 10,
});

describe("key-terms table rows", () => {
  it("reads a short first cell as the label, never a clause number or a sentence without a tab", () => {
    expect(tableRow("Payment Terms\tNet 30 from the invoice date.")).toEqual({
      label: "Payment Terms",
      valueAt: 14,
    });
    expect(tableRow("Fees:\tUS$24,000 per year")?.label).toBe("Fees");
    expect(tableRow("1.1\tThe Customer shall pay each invoice.")).toBeNull();
    expect(tableRow("(a)\tThe Customer shall pay each invoice.")).toBeNull();
    expect(tableRow("The Customer shall pay each invoice within 30 days.")).toBeNull();
    expect(rowValue("Fee\tUS$24,000\tper year")).toBe("US$24,000 per year");
  });

  it("takes the label off wording that starts with it, and only the label", () => {
    expect(withoutRowLabel("Renewal\tThe Subscription Term renews.", "Renewal")).toBe(
      "The Subscription Term renews.",
    );
    expect(withoutRowLabel("Payment Terms: Net 45.", "Payment Terms")).toBe("Net 45.");
    expect(withoutRowLabel("Renewal of the Subscription Term is automatic.", "Renewal")).toBe(
      "Renewal of the Subscription Term is automatic.",
    );
  });

  it("names the row by the heading above it, the clause it sits in, or its label alone", () => {
    expect(rowRef([clause(0, null, "ORDER FORM"), clause(20, null, null)], 25, "Payment Terms")).toBe(
      "the Order Form's Payment Terms",
    );
    expect(rowRef([clause(0, null, "Key Terms")], 25, "Renewal")).toBe("the Key Terms' Renewal");
    expect(rowRef([clause(0, "5", "Fees")], 25, "Payment Terms")).toBe("the Payment Terms in clause 5");
    expect(rowRef([], 25, "Payment Terms")).toBe("the Payment Terms entry");
    // a row the clause reader took for a heading names no section
    expect(rowRef([clause(0, null, "Start Date\tMarch 1, 2027")], 25, "Payment Terms")).toBe(
      "the Payment Terms entry",
    );
  });
});

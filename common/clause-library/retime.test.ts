import { describe, expect, it } from "vitest";
import { withPaymentDays } from "./retime";

/** Each sentence is a payment clause as a contract might word it; only what the days run from varies. */
const asSupplier = (sentence: string) => withPaymentDays(sentence, 30, "invoice");
const asCustomer = (sentence: string) => withPaymentDays(sentence, 60, "receipt");

describe("days to pay counted from the point a proposal names", () => {
  it("counts a supplier's days from the invoice's date, replacing the whole phrase about receipt", () => {
    expect(
      asSupplier(
        "4.2 The Buyer shall settle every undisputed invoice within fifty (50) days of the date of receipt of the invoice.",
      ),
    ).toBe(
      "The Buyer shall settle every undisputed invoice within thirty (30) days of the date of the invoice.",
    );
    expect(asSupplier("The Buyer shall pay within 40 days of receipt of a valid invoice.")).toBe(
      "The Buyer shall pay within 30 days of the date of the invoice.",
    );
    expect(
      asSupplier(
        "The Buyer shall pay each invoice within sixty (60) days of receipt by the Buyer of the invoice.",
      ),
    ).toBe("The Buyer shall pay each invoice within thirty (30) days of the date of the invoice.");
    expect(
      asSupplier(
        "The Buyer shall pay within 45 days following receipt of a correct VAT invoice from the Vendor, in pounds sterling.",
      ),
    ).toBe("The Buyer shall pay within 30 days of the date of the invoice, in pounds sterling.");
    expect(
      asSupplier(
        "The Buyer shall pay within sixty (60) days after the end of the month in which the invoice is received.",
      ),
    ).toBe("The Buyer shall pay within thirty (30) days of the date of the invoice.");
    expect(asSupplier("The Buyer shall pay within 60 days from the end of the month of invoice.")).toBe(
      "The Buyer shall pay within 30 days of the date of the invoice.",
    );
  });

  it("leaves a supplier's phrase alone when it already counts from the invoice's date", () => {
    expect(asSupplier("The Buyer shall pay within 60 days from the invoice date.")).toBe(
      "The Buyer shall pay within 30 days from the invoice date.",
    );
    expect(asSupplier("The Buyer shall pay within forty (40) days of the date of invoice.")).toBe(
      "The Buyer shall pay within thirty (30) days of the date of invoice.",
    );
  });

  it("counts a customer's days from receipt of a valid invoice, without doubling a word", () => {
    expect(asCustomer("The Buyer shall pay within 14 days of the date of invoice.")).toBe(
      "The Buyer shall pay within 60 days of receipt of a valid invoice.",
    );
    expect(asCustomer("The Buyer shall pay within 14 days from the invoice date.")).toBe(
      "The Buyer shall pay within 60 days of receipt of a valid invoice.",
    );
    expect(asCustomer("The Buyer shall pay within 21 days of the date of issue of each invoice.")).toBe(
      "The Buyer shall pay within 60 days of receipt of a valid invoice.",
    );
    expect(
      asCustomer(
        "The Buyer shall pay within thirty (30) days after the end of the month in which the invoice is dated.",
      ),
    ).toBe("The Buyer shall pay within sixty (60) days of receipt of a valid invoice.");
    // already counted from receipt: only the days change
    expect(
      asCustomer("The Buyer shall pay within thirty (30) days of the date of receipt of the invoice."),
    ).toBe("The Buyer shall pay within sixty (60) days of the date of receipt of the invoice.");
    expect(asCustomer("The Buyer shall pay within 14 days of receipt of a valid invoice.")).toBe(
      "The Buyer shall pay within 60 days of receipt of a valid invoice.",
    );
  });

  it("changes only the days when no counting point is asked for, or the days run from something else", () => {
    expect(withPaymentDays("The Buyer shall pay within 14 days of the date of invoice.", 30)).toBe(
      "The Buyer shall pay within 30 days of the date of invoice.",
    );
    expect(asSupplier("The Buyer shall pay within 45 days after delivery of the goods.")).toBe(
      "The Buyer shall pay within 30 days after delivery of the goods.",
    );
  });
});

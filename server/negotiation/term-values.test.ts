// The six terms in plain words from a real engine result: the wording lives in common/ and the engine in
// analysis/, so the test sits with the server code that joins them.
import { describe, expect, it } from "vitest";
import { CLEANING_CONTRACT, EQUIPMENT_HIRE } from "../../analysis/fixtures-more";
import { analyseContract } from "../../analysis/index";
import { termValueLines } from "../../common/term-values";
import { sampleContractText } from "../test/sample-contract";

const record = (side: "customer" | "supplier") => analyseContract(sampleContractText, { side });

describe("termValueLines", () => {
  const customer = record("customer");

  it("says the values in plain words", () => {
    expect(termValueLines(customer, "payment")).toEqual(
      expect.arrayContaining(["Pay within 15 days", "Amount: £24,000 (a year)", "Paid monthly"]),
    );
    expect(termValueLines(customer, "renewal")).toEqual(
      expect.arrayContaining(["Auto-renews: yes, 90 days' notice", "Renews for 12 months at a time"]),
    );
    expect(termValueLines(customer, "jurisdiction")).toContain("Governing law: England and Wales");
    expect(termValueLines(customer, "service")).toEqual(
      expect.arrayContaining(["Uptime promised: 98%", "Service credits if missed: no"]),
    );
  });

  it.each([
    ["The Customer shall pay each invoice on receipt.", "Pay on receipt of each invoice"],
    [
      "Invoices are payable 30 days from the end of the month in which they are issued.",
      "Pay within 30 days after the end of the invoice month",
    ],
    ["The Customer shall pay each invoice within 10 working days.", "Pay within 10 working days"],
  ])("gives the time to pay in the contract's own terms: %s", (clause, line) => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Heron Print Ltd (the "Customer").\n\n4. Payment\n\n4.1 ${clause}\n`;
    expect(termValueLines(analyseContract(text), "payment")[0]).toBe(line);
  });

  it("gives a set-up fee and the charge that recurs after it", () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Heron Print Ltd (the "Customer").\n\n4. Payment\n\n4.1 The Charges are £3,000 (one-off set-up fee) plus £400 per month, payable within 30 days of invoice.\n`;
    expect(termValueLines(analyseContract(text), "payment")).toEqual(
      expect.arrayContaining(["Amount: £3,000 (one-off)", "Then: £400 (a month)"]),
    );
  });

  it("gives a price per user as a price per user", () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Heron Print Ltd (the "Customer").\n\n4. Payment\n\n4.1 The Customer shall pay £12 per user per month, within 30 days of invoice.\n`;
    expect(termValueLines(analyseContract(text), "payment")).toContain("Amount: £12 per user (a month)");
  });

  it("tells the billing of a price per seat from the period the price is quoted for", () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Heron Print Ltd (the "Customer").\n\n4. Payment\n\n4.1 The Fees are £15 per seat per month, billed annually in advance, payable within 30 days of invoice.\n`;
    expect(termValueLines(analyseContract(text), "payment")).toEqual([
      "Pay within 30 days",
      "Amount: £15 per seat (a month)",
      "Paid annually",
      "Paid in advance",
    ]);
  });

  it.each([
    [
      "After the first 12 months, either party may terminate this Agreement on three months' written notice.",
      [
        "Can end early without a reason: yes, 3 months' notice, once its first period has passed",
        "Who can end it early: either side",
      ],
    ],
    [
      "The Customer may terminate this Agreement for convenience on 60 days' notice, subject to paying an early termination fee equal to three months' Charges.",
      [
        "Can end early without a reason: yes, 60 days' notice",
        "Who can end it early: you",
        "Early termination charge: yes",
      ],
    ],
  ])("says when a right to end without a reason can be used and what it costs: %s", (clause, lines) => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Tarn Valley IT Limited (the "Supplier") and Heron Print Ltd (the "Customer").\n\n3. Term\n\n3.1 This Agreement runs for two years from its date.\n\n3.2 ${clause}\n`;
    expect(termValueLines(analyseContract(text), "cancellation")).toEqual(lines);
  });

  it("gives service times in the contract's own words, and the remedy it gives", () => {
    const hire = analyseContract(EQUIPMENT_HIRE);
    expect(termValueLines(hire, "service")).toEqual([
      "Response within 8 working hours",
      "Fix within 2 working days",
      "Replacement equipment if a repair is late",
    ]);
    const cleaning = analyseContract(CLEANING_CONTRACT);
    expect(termValueLines(cleaning, "service")).toEqual([
      "Put right within 24 hours",
      "Reduction in the charges if missed: no",
    ]);
  });

  it("says when and how a scheduled payment is taken, and names a performance target", () => {
    const text = [
      'This Agreement is made between Stonegate Facilities Limited (the "Contractor") and Wharfedale Opticians Ltd (the "Client").',
      "3.1 The Client shall pay £2,100 per month, payable monthly in advance by direct debit.",
      "4.1 The Contractor shall achieve an average inspection score of at least 92% in each month.",
    ].join("\n\n");
    const a = analyseContract(text);
    expect(termValueLines(a, "payment")).toEqual(
      expect.arrayContaining(["Amount: £2,100 (a month)", "Paid in advance by direct debit"]),
    );
    expect(termValueLines(a, "service")).toContain("Performance target: inspection score of at least 92%");
  });

  it("names who gives the indemnity from the user's side", () => {
    expect(termValueLines(customer, "indemnity")[0]).toBe("Indemnity: one-sided, given by you");
    expect(termValueLines(record("supplier"), "indemnity")[0]).toBe(
      "Indemnity: one-sided, given by the customer",
    );
  });

  it("lists nothing for a term the contract does not have", () => {
    expect(customer.cancellationTerms.found).toBe(false);
    expect(termValueLines(customer, "cancellation")).toEqual([]);
  });

  it("says which side's indemnity is capped when only one is", () => {
    const text = [
      'This Agreement is made between Larchfield Telemetry Limited (the "Supplier") and Brackenmoor Dairies Ltd (the "Customer").',
      "9.1 The Supplier shall indemnify the Customer against any claim that the Services infringe a third party's rights.",
      "9.2 The Supplier's total liability under clause 9.1 shall not exceed £250,000.",
      "9.3 The Customer shall indemnify the Supplier against any claim arising from data the Customer supplies.",
      "10.1 Each party's total liability shall not exceed the charges paid in the previous 12 months.",
      "10.2 The limits in clause 10.1 do not apply to the indemnities in clause 9.",
    ].join("\n\n");
    expect(termValueLines(analyseContract(text, { side: "customer" }), "indemnity")).toEqual([
      "Indemnity: mutual (each side covers the other)",
      "Yours: not capped, no upper limit",
      "The supplier's: capped",
    ]);
  });
});

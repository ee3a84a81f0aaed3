import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

/** A licence to run a branded outlet: an entry fee once, then a share of each month's takings. */
const LICENCE = `OUTLET LICENCE AGREEMENT

This Agreement is dated 4 January 2027 and is made between Harbourlight Coffee Brands Limited (the "Licensor") and Pennine Roast Ltd (the "Licensee").

1. TERM
1.1 This Agreement starts on 1 February 2027 and continues for seven years.

2. PAYMENTS
2.1 The Licensee shall pay the Licensor an initial licence fee of £18,000 plus VAT on signature of this Agreement.
2.2 The Licensee shall pay a monthly brand fee equal to 5% of Net Turnover for each calendar month, payable by the 15th day of the following month.
2.3 The Licensee shall pay an advertising levy equal to 1.5% of Net Turnover for each calendar month, payable with the brand fee.
`;

describe("a one-off entry fee beside monthly charges set as a share of turnover", () => {
  const customer = analyseContract(LICENCE, { side: "customer" });
  const p = customer.paymentTerms;

  it("reports the entry fee as paid once and the shares of turnover as what recurs", () => {
    expect(p.amount).toBe(18000);
    expect(p.amountPeriod).toBe("one-off");
    expect(p.summary).toContain("one-off payment of £18,000");
    expect(p.summary).toContain("5% of the Net Turnover and 1.5% of the Net Turnover each month");
    expect(p.summary).not.toMatch(/£18,000 a month|paid monthly; amount/);
  });

  it("does not make a year's value out of the one-off fee", () => {
    expect(customer.keyData.value).toBeNull();
  });

  it("counts the days from the end of the month each payment covers, with no invoice", () => {
    expect(p.paymentDays).toBe(15);
    expect(p.summary).toMatch(/^You have until the 15th day of the following month to pay for each month/);
    expect(`${p.summary} ${p.recommendation}`).not.toMatch(/invoice/i);
    expect(p.recommendation).toContain("Ask for payment within 90 days after the end of the month it covers");
    expect(p.proposal).toBe(
      "Clause 2.2 requires payment of each month's charges by the 15th day of the month after the month it covers; we propose payment within 90 days after the end of the month it covers.",
    );
  });

  it("tells the licensor it is paid promptly, in the same terms", () => {
    const supplier = analyseContract(LICENCE, { side: "supplier" }).paymentTerms;
    expect(supplier.favorabilityScore).toBe("green");
    expect(supplier.recommendation).toMatch(
      /^You are paid by the 15th day of the month after the month it covers/,
    );
  });

  it("still reads an invoice month where the following month is counted from an invoice", () => {
    const invoiced = LICENCE.replace(
      "for each calendar month, payable by the 15th day of the following month",
      "invoiced monthly, each invoice payable by the 15th day of the month following the month of invoice",
    );
    const q = analyseContract(invoiced, { side: "customer" }).paymentTerms;
    expect(q.summary).toContain("15 days from the end of the invoice month");
    expect(q.paymentDays).toBe(30);
  });
});

import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const DPA = `DATA PROCESSING AGREEMENT

This agreement is dated 1 July 2027 and is made between Northgate Dental Care Limited (the "Controller") and Molar Cloud Ltd (the "Processor"). It forms part of the Practice Software Agreement between the parties dated 1 June 2027.

1. The Processor shall process personal data only on the documented instructions of the Controller.
2. The Processor shall notify the Controller within 48 hours of becoming aware of a personal data breach.
3. This agreement is governed by the law of England and Wales.`;

describe("a document that forms part of a main agreement", () => {
  const a = analyseContract(DPA);

  it("leaves the terms it does not state to the main agreement instead of calling them missing", () => {
    for (const block of [
      a.paymentTerms,
      a.renewalTerms,
      a.cancellationTerms,
      a.indemnity,
      a.serviceGuarantees,
    ]) {
      expect(block.summary).toMatch(/^Not applicable: .* left to the Practice Software Agreement/);
      expect(block.favorabilityScore).toBe("green");
      expect(block.proposal).toBeNull();
    }
    expect(a.advancedClauses.filter((c) => c.missing).map((c) => c.category)).toEqual([]);
  });

  it("still reads what the document does say", () => {
    expect(a.advancedClauses.find((c) => c.category === "data_protection")?.subcategory).toBe(
      "processing_terms",
    );
    expect(a.jurisdiction.governingLaw).toBe("England and Wales");
  });

  it("reads an amendment as changing a main agreement, not as a contract missing every term", () => {
    const text = `AMENDMENT NO. 2

This Amendment No. 2 amends the Hosting Agreement dated 1 March 2026 between Molar Cloud Ltd (the "Supplier") and Northgate Dental Care Limited (the "Customer").

1. From 1 January 2028 the monthly charge is £640.

2. All other terms of the Hosting Agreement remain in force.`;
    const b = analyseContract(text);
    expect(b.renewalTerms.summary).toMatch(/left to the Hosting Agreement/);
    expect(b.advancedClauses.some((c) => c.missing && c.category === "liability_cap")).toBe(false);
  });

  it("is not set off by a main agreement saying its schedules form part of it", () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made between Molar Cloud Ltd (the "Supplier") and Northgate Dental Care Limited (the "Customer"). The Schedules form part of the Agreement. This Schedule 1 forms part of the Agreement.\n\n1. The Supplier shall provide the Services.`;
    expect(analyseContract(text).paymentTerms.summary).not.toMatch(/left to/);
  });
});

describe("an order form with labelled lines, under the supplier's terms of service", () => {
  const ORDER = `ORDER FORM

Customer: Heronsgate Opticians Ltd
Supplier: Brightloom Software Limited
Order Date: 10 March 2027
Service Start Date: 1 April 2027
Subscription Fee: £900 per month, excluding VAT
Billing: Quarterly in advance
Payment Terms: 21 days from the invoice date
Initial Term: 36 months

This Order Form is governed by the Brightloom Terms of Service, which form part of it.`;
  const a = analyseContract(ORDER);

  it("reads the days to pay, the billing period and the term from their labels", () => {
    expect(a.paymentTerms).toMatchObject({ paymentDays: 21, frequency: "quarterly" });
    expect(a.paymentTerms.timing?.when).toBe("advance");
    expect(a.effectiveDate?.value).toBe("2027-04-01");
    expect(a.expirationDate?.value).toBe("2030-03-31");
  });

  it("leaves what the order form does not state, the governing law included, to the terms of service", () => {
    expect(a.jurisdiction.summary).toMatch(/^Not applicable: .* left to the Brightloom Terms of Service/);
    expect(a.indemnity.summary).toMatch(/^Not applicable: .* left to the Brightloom Terms of Service/);
    expect(a.advancedClauses.filter((c) => c.missing).map((c) => c.category)).toEqual([]);
  });
});

describe("a statement of work issued under a dated master agreement", () => {
  const SOW = `STATEMENT OF WORK 2

This Statement of Work is issued under the Master Services Agreement dated 9 May 2026 between Lowther Code Ltd ("Supplier") and Eskdale Mutual Ltd ("Customer") and forms part of it.

1. Fees: a fixed price of £18,000, payable 50% on signature and 50% on acceptance.`;
  const a = analyseContract(SOW);

  it("does not take the master agreement's date as its own", () => {
    expect(a.agreementDate).toBeNull();
  });

  it("leaves the time to pay to the master agreement instead of asking for it", () => {
    expect(a.paymentTerms.summary).toMatch(
      /time to pay each invoice is left to the Master Services Agreement/,
    );
    expect(a.paymentTerms.proposal ?? null).toBeNull();
  });
});

describe("a statement of work naming the master agreement's parties before its date", () => {
  const SOW = `STATEMENT OF WORK 4

This Statement of Work is issued under the Master Services Agreement between Tansy Web Ltd ("Agency") and Brackenfield Farm Ltd ("Client") dated 12 January 2026, and is governed by its terms.

1. Fees. The fees are £9,000, payable 50% on signature and 50% on launch.
2. Ownership. On payment of all fees, the Client will own the website design created under this SOW.`;

  it("does not take the master agreement's date as its own", () => {
    expect(analyseContract(SOW).agreementDate).toBeNull();
  });

  it("keeps a date the SOW gives itself", () => {
    const dated = SOW.replace(
      "STATEMENT OF WORK 4\n",
      "STATEMENT OF WORK 4\n\nThis SOW is dated 3 February 2026.\n",
    );
    expect(analyseContract(dated).agreementDate?.value).toBe("2026-02-03");
  });

  it("reads 'On payment of all fees, the Client will own' as the client owning the work", () => {
    const ip = analyseContract(SOW).advancedClauses.find((c) => c.category === "ip_ownership");
    expect(ip?.subcategory).toBe("created_ip_yours");
  });
});

describe("an order form followed by the terms it names", () => {
  const a = analyseContract(`ORDER FORM
Provider: Brightwell Metrics Ltd
Customer: Kinross Care Homes Ltd
Subscription Start Date: 1 May 2026. Subscription Term: 12 months.
Fees: £900 per month, invoiced monthly. Payment terms: 30 days from invoice date.
This Order Form is governed by the Brightwell Terms of Service, which form part of it.

TERMS OF SERVICE
1. Liability. Each party's total liability is limited to the fees paid in the 12 months before the claim. This limit does not apply to a party's breach of clause 2.
2. Confidentiality. Each party will keep the other's confidential information secret.
3. Termination. Either party may terminate for material breach that is not remedied within 30 days.`);

  it("reads the terms in the same document instead of leaving them to a main agreement", () => {
    expect(a.cancellationTerms.summary).not.toMatch(/left to/);
    expect(a.indemnity.summary).not.toMatch(/left to/);
  });

  it("reads 'This limit does not apply to ...' as a carve-out from the cap", () => {
    const carve = a.advancedClauses.find((c) => c.subcategory === "uncapped_carve_out");
    expect(carve?.excerpt).toBe("This limit does not apply to a party's breach of clause 2.");
  });
});

describe("an order form whose preamble says which main agreement governs it", () => {
  const ORDER = `ORDER FORM

This Order Form is entered into as of March 1, 2028 by and between Brightline Metrics, Inc., a Delaware corporation ("Brightline"), and Fellbeck Garden Supplies Ltd ("Customer"), and is governed by the Brightline Cloud Services Agreement (the "Agreement").

Subscription Fees: $12,000 per year, billed annually in advance.

Payment Terms: Net 30.`;

  it("leaves confidentiality, warranty and indemnity to that agreement", () => {
    const a = analyseContract(ORDER);
    expect(a.indemnity.summary).toMatch(/left to the Brightline Cloud Services Agreement/);
    expect(a.advancedClauses.filter((c) => c.missing).map((c) => c.category)).toEqual([]);
  });

  it("does not treat an order form governed by a law as sitting under an agreement", () => {
    const law = ORDER.replace(
      'and is governed by the Brightline Cloud Services Agreement (the "Agreement")',
      "and is governed by the laws of the State of New York",
    );
    expect(analyseContract(law).indemnity.summary).not.toMatch(/left to/);
  });
});

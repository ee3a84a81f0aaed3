import { describe, expect, it } from "vitest";
import { sameCompany } from "../common/company-name";
import { UK_SAAS, US_SERVICES } from "./fixtures";
import { analyseContract } from "./index";
import { departmentOf } from "./keydata";

describe("keyData", () => {
  it("extracts portfolio fields from a UK SaaS agreement", () => {
    expect(analyseContract(UK_SAAS).keyData).toEqual({
      title: "Software as a Service Agreement",
      vendor: "Cloudly Software Limited",
      value: 12000,
      currency: "GBP",
      // the days to pay decide the payment terms; billing quarterly in advance is in the description
      paymentTerms: "Net 30",
      paymentDays: 30,
      startDate: "2024-04-01",
      endDate: "2025-03-31",
      renewalDate: "2025-03-31",
      autoRenewal: true,
      noticePeriodDays: 90,
      termMonths: 12,
      renewalPeriodMonths: 12,
      contractType: "SaaS Subscription",
    });
  });

  it("annualises a monthly fee in dollars and keeps Net 45 as Net 45", () => {
    const k = analyseContract(US_SERVICES).keyData;
    expect(k.vendor).toBe("Acme Analytics, Inc.");
    expect(k.value).toBe(102000);
    expect(k.currency).toBe("USD");
    expect(k.paymentTerms).toBe("Net 45");
    expect(k.paymentDays).toBe(45);
    expect(k.contractType).toBe("Master Agreement");
    expect(k.autoRenewal).toBe(false);
  });

  it("never reports the user's own company as the vendor", () => {
    expect(analyseContract(UK_SAAS, { ownCompanyName: "Cloudly Software Ltd" }).keyData.vendor).toBe(
      "Harbour Bakeries Ltd",
    );
    expect(analyseContract(UK_SAAS, { side: "supplier" }).keyData.vendor).toBe("Harbour Bakeries Ltd");
    // only the customer is named and it is not the user's company: it is still not the vendor
    const onlyCustomer =
      'SERVICES AGREEMENT\n\nThis agreement is made between Brackenfield Dairies Ltd (the "Customer") and the supplier named in the order form.';
    expect(
      analyseContract(onlyCustomer, { ownCompanyName: "Brackenfield Group plc" }).keyData.vendor,
    ).toBeNull();
    expect(sameCompany("Acme Analytics, Inc.", "ACME ANALYTICS INC")).toBe(true);
    expect(sameCompany("Acme Ltd", "Acme Analytics Ltd")).toBe(false);
  });

  it("reads numeric dates day/month/year, pounds in words and a total contract value", () => {
    const t =
      'CONSULTING AGREEMENT\n\nThis Agreement is dated 05/04/2024 between Kestrel Advisory Ltd (the "Consultant") and Moor Farm Ltd (the "Client").\n\n1. The total contract value is 30,000 pounds, payable upon completion of the Services.\n\n2. This Agreement shall commence on 05/04/2024 and shall continue until 04/10/2024.';
    const k = analyseContract(t).keyData;
    expect(k.startDate).toBe("2024-04-05");
    expect(k.endDate).toBe("2024-10-04");
    expect(k.value).toBe(30000);
    expect(k.currency).toBe("GBP");
    expect(k.paymentTerms).toBe("Upon completion");
    expect(k.vendor).toBe("Kestrel Advisory Ltd");
    expect(k.contractType).toBe("Consulting Agreement");
  });
});

describe("key data read from the contract's own words", () => {
  const signed = (body: string) =>
    analyseContract(
      `SERVICES AGREEMENT\n\nThis agreement is made between Brightwater Cleaning Limited ("Supplier") and Harbour Foods Limited ("Customer").\n\n${body}`,
    ).keyData;

  it("takes the end date from a sentence saying the agreement expires on a date", () => {
    const k = signed(
      "1. Term. The services start on 1 March 2026 and this agreement will expire automatically on 28 February 2027 unless both parties agree otherwise in writing.",
    );
    expect(k.endDate).toBe("2027-02-28");
    expect(k.renewalDate).toBe("2027-02-28");
  });

  it("does not take an option's or a facility's expiry as the contract's end", () => {
    for (const clause of [
      "4. Options. The Customer's option to buy further licences shall expire on 31 December 2026.",
      "4. Finance. The credit facility shall terminate on 30 June 2027.",
    ])
      expect(signed(`This agreement is dated 1 March 2026.\n${clause}`).endDate).toBeNull();
  });

  it("takes the end date and length from a term counted from the contract's own date", () => {
    const hereof = signed(
      "This agreement is dated 1 March 2026.\n1. Term. This agreement shall terminate two (2) years after the date hereof, unless extended by the parties.",
    );
    expect([hereof.endDate, hereof.termMonths]).toEqual(["2028-02-29", 24]);
    const signedOn = signed(
      "This agreement is dated 1 March 2026.\n1. Term. The agreement will last for 12 months after the date on which it is signed.",
    );
    expect([signedOn.endDate, signedOn.termMonths]).toEqual(["2027-02-28", 12]);
    const execution = signed(
      "This agreement is dated 1 March 2026.\n1. Term. This agreement will be effective for a period of 3 years after its execution.",
    );
    expect([execution.endDate, execution.termMonths]).toEqual(["2029-02-28", 36]);
  });

  it("keeps a total stated for each year as the annual value, not spread over the term", () => {
    const k = signed(
      "1. Term. This agreement runs for an initial period of three years from 1 April 2027.\n2. Volume. The Customer shall order services with a total value of at least £60,000 in each contract year.",
    );
    expect(k.value).toBe(60000);
  });

  it("reads the days to pay as a number and never rounds them to Net 30 or Net 60", () => {
    const within = signed("2. Fees. The Customer shall pay each invoice within 14 days of receipt.");
    expect([within.paymentTerms, within.paymentDays]).toEqual(["Net 14", 14]);
    const net = signed("2. Payment. All invoices are payable Net 45.");
    expect([net.paymentTerms, net.paymentDays]).toEqual(["Net 45", 45]);
    const ninety = signed("2. Payment terms: net 90 days of invoice.");
    expect([ninety.paymentTerms, ninety.paymentDays]).toEqual(["Net 90", 90]);
  });

  it("works out the end date from a term of one year, six months or 24 months from the start", () => {
    const year = signed(
      "1. Term. The Effective Date is 1 June 2025. The term of this agreement is one year from the Effective Date.",
    );
    expect([year.startDate, year.endDate, year.termMonths]).toEqual(["2025-06-01", "2026-05-31", 12]);
    const six = signed("1. This agreement starts on 1 June 2025 and continues for six months.");
    expect([six.endDate, six.termMonths]).toEqual(["2025-11-30", 6]);
    // without a start date the length is kept, so the end follows once a start is entered
    const noStart = signed(
      "1. Term. This agreement shall continue for a period of twenty-four (24) months from the date of signature.",
    );
    expect([noStart.endDate, noStart.termMonths]).toEqual([null, 24]);
  });

  it("a notice period in the term sentence is not the length of the term", () => {
    const k = signed(
      "1. This agreement commences on 1 May 2025 and continues until terminated by either party on three months' written notice.",
    );
    expect([k.startDate, k.endDate, k.termMonths]).toEqual(["2025-05-01", null, null]);
  });

  it("keeps the renewal period of an auto-renewing contract", () => {
    const k = signed(
      "1. This agreement starts on 1 January 2025 and continues for an initial term of one year. This agreement shall renew automatically for successive periods of one month unless either party gives 30 days' notice.",
    );
    expect([k.endDate, k.autoRenewal, k.renewalPeriodMonths]).toEqual(["2025-12-31", true, 1]);
  });

  it("spreads a total for a two-year term over its years", () => {
    const over = signed(
      "1. This agreement starts on 1 January 2025 and continues for two years.\n2. Fees. The Customer shall pay the Supplier £360,000 over the two-year term, invoiced quarterly.",
    );
    expect([over.value, over.currency]).toEqual([180000, "GBP"]);
    const total = signed(
      "1. This agreement starts on 1 January 2025 and continues for two years.\n2. The total fees for the Term are £360,000.",
    );
    expect(total.value).toBe(180000);
  });

  it("a price-change threshold is not the value; the fee is", () => {
    const k = signed(
      "2. The Supplier may not raise any price by more than £200 without the Customer's consent. The Customer shall pay a monthly fee of £2,500.",
    );
    expect(k.value).toBe(30000);
    const only = signed("2. Any change to the prices above £200 needs the Customer's written approval.");
    expect(only.value).toBeNull();
    const orderForm = signed(
      "2. The fees are set out in the Order Form. Price changes above £200 must be agreed in writing.",
    );
    expect(orderForm.value).toBeNull();
    // a price per item is not what the contract is worth; a price per month is
    expect(signed("2. The Customer shall pay £0.75 per label printed.").value).toBeNull();
    expect(signed("2. The Customer shall pay £750 per month.").value).toBe(9000);
  });

  it("reads a fee written with European separators", () => {
    expect(signed("2. The Customer shall pay fees of €3.600 per year.").value).toBe(3600);
    const k = signed("2. The Customer shall pay fees of €3.600,50 per year.");
    expect([k.value, k.currency]).toEqual([3600.5, "EUR"]);
  });

  it("drops markdown heading marks from the title", () => {
    const heading = analyseContract(
      "# Managed It Services Agreement\n\nThis agreement is made between Northgate IT Limited and Harbour Foods Limited.",
    ).keyData;
    expect(heading.title).toBe("Managed It Services Agreement");
  });

  it("gives no portfolio end date for a term counted from an event the contract does not date", () => {
    const k = analyseContract(
      'This Services Agreement is made on 3 February 2025 between Larchfield Systems Ltd (the "Supplier") and Oxbow Dairy Ltd (the "Customer"). 2.1 This Agreement shall continue for a period of twenty-four (24) months from the Go-Live Date. 5.1 The Customer shall pay each invoice within 30 days.',
    ).keyData;
    expect(k.startDate).toBe("2025-02-03");
    expect(k.endDate).toBeNull();
    expect(k.termMonths).toBe(24);
  });
});

describe("the annual value of a contract shorter than a year", () => {
  const text = (renewal: string) => `HIRE AGREEMENT
This Agreement is made on 1 February 2026 between Ribble Access Platforms Ltd (the "Supplier") and Kettlewell Roofing Ltd (the "Customer").
1. The hire starts on 1 March 2026 and ends on 31 August 2026.${renewal}
2. The Customer shall pay £1,000 per week, invoiced weekly; each invoice is payable within 30 days.`;

  it("is the charges within the term when the contract does not renew", () => {
    expect(analyseContract(text("")).keyData.value).toBe(26000);
  });

  it("stays a year's charges when the contract renews automatically", () => {
    expect(
      analyseContract(text(" It then renews automatically for further periods of six months.")).keyData.value,
    ).toBe(52000);
  });
});

describe("the annual value of a price per user or seat", () => {
  const text = (charges: string) => `SUBSCRIPTION AGREEMENT
This Agreement is made on 1 February 2026 between Swale Cloud Ltd (the "Supplier") and Ure Dental Practice Ltd (the "Customer").
1. The Subscription runs for twelve months from the date of this Agreement and renews automatically each year.
2. ${charges} Each invoice is payable within 30 days.`;

  it.each([
    ["The Customer shall pay £12 per user per month for 50 users.", 7200],
    ["The Fees are £15 per seat per month for twenty-five (25) seats.", 4500],
  ])("is the price times the number the contract gives: %s", (charges, value) => {
    const a = analyseContract(text(charges));
    expect(a.paymentTerms.amountUnit).toBe(charges.includes("seat") ? "seat" : "user");
    expect(a.keyData.value).toBe(value);
  });

  it.each([
    "The Customer shall pay £8 per user each month.",
    "The Customer shall pay £10 per user per month, for at least 5 users and at most 100 users.",
  ])("is not known when the contract gives no single number of users: %s", (charges) => {
    expect(analyseContract(text(charges)).keyData.value).toBeNull();
  });
});

describe("the annual value the contract states", () => {
  const text = (value: string) => `FACILITIES SERVICES AGREEMENT
This Agreement is made on 1 February 2026 between Aire Facilities Ltd (the "Supplier") and Calder Print Works Ltd (the "Customer").
1. This Agreement runs for 24 months from 1 March 2026.
2. ${value}
3. The Customer shall pay each invoice within 30 days of receipt.`;

  it.each([
    ["Estimated annual value: £220,000.", 220000],
    ["The anticipated annual spend under this Agreement is £48,500.", 48500],
    ["The estimated contract value is £90,000 for the whole term.", 45000],
  ])("reads %s", (value, annual) => {
    const k = analyseContract(text(value)).keyData;
    expect(k.value).toBe(annual);
    expect(k.currency).toBe("GBP");
  });

  it("does not read an annual cap on liability as the value", () => {
    const k = analyseContract(
      text(
        "The Supplier's total annual liability shall not exceed £500,000. The Customer shall pay £2,000 per month.",
      ),
    ).keyData;
    expect(k.value).toBe(24000);
  });
});

describe("a contract that runs on after its first term until notice is given", () => {
  it("renews month by month for the portfolio, not for another first-term length", () => {
    const text = `MARKETING RETAINER\n\nThis Agreement is made on 1 September 2025 between Hazelmere Creative Ltd (the "Agency") and Oldfield Cycles Limited (the "Client").\n\n2. TERM\n\n2.1 This Agreement commences on 1 September 2025 and continues for an initial term of six (6) months and thereafter until terminated.\n\n2.2 Either party may terminate this Agreement by giving not less than two (2) months' written notice, such notice not to expire before the end of the initial term.\n\n3. FEES\n\n3.1 The Client shall pay £1,850 per month.`;
    const k = analyseContract(text).keyData;
    expect(k.autoRenewal).toBe(true);
    expect(k.renewalPeriodMonths).toBe(1);
    expect(k.noticePeriodDays).toBe(60);
  });
});

describe("the department a signed contract's kind belongs to", () => {
  it.each([
    ["Marketing Services Retainer Agreement", "Marketing"],
    ["Office Cleaning Services Agreement", "Operations"],
    ["Equipment Lease Agreement", "Operations"],
    ["Software Subscription Agreement", "IT"],
    ["Payroll Bureau Services Agreement", "HR"],
    ["Bookkeeping Services Engagement", "Finance"],
  ])("reads %s as %s", (title, department) => {
    expect(departmentOf(title, "")).toBe(department);
  });

  it("says nothing when the words name no kind it knows", () => {
    expect(departmentOf("Agreement", "This Agreement is made between two companies.")).toBeNull();
  });
});

describe("a day-rate engagement with a ceiling on its fees", () => {
  it("takes the ceiling as the contract's value", () => {
    const text =
      'CONSULTANCY AGREEMENT\n\nThis Agreement is dated 1 March 2026 and is made between Grayling Insight LLP ("Consultant") and Penhale Foods Limited ("Client").\n\n1. Term\n1.1 This Agreement starts on 1 March 2026 and ends on 31 December 2026.\n\n2. Fees\n2.1 The Client shall pay the Consultant £800 per day worked, and the total fees under this Agreement shall not exceed £48,000 without the Client\'s written approval.\n2.2 The Client shall pay each invoice within 30 days.';
    const k = analyseContract(text).keyData;
    expect(k.value).toBe(48000);
    expect(k.currency).toBe("GBP");
  });
});

describe("a title in capitals", () => {
  it("keeps a company name's inner capital as the preamble writes it", () => {
    const text = [
      "BRIGHTWAVE MEDIA LIMITED – TERMS OF BUSINESS",
      'These terms are made between BrightWave Media Limited ("we", "us") and the client named in the Quote ("you").',
      "1. You will pay our invoices within 14 days.",
    ].join("\n");
    const k = analyseContract(text, { side: "supplier", ownCompanyName: "BrightWave Media Limited" }).keyData;
    expect(k.title).toBe("BrightWave Media Limited – Terms of Business");
  });
});
